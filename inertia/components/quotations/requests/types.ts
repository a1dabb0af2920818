import type { Data } from '@generated/data'
import type { closeReasonOptions } from '@rules/quotations/controllers/main_area_controller'

/**
 * The buyer request list (GET /api/{product}Go/QuotationRequest:
 * app/quotations/transformers/buyer_request_transformer.ts) and the supplier list
 * (/api/satda/proveedor: app/stores/transformers/supplier_transformer.ts) as the server answers
 * them: generated from the transformers (inertia/types.ts).
 */
export type BuyerRequest = Data.Quotations.BuyerRequest

export type RequestDetail = NonNullable<BuyerRequest['details']>[number]

/** The close reasons of the main area's props (main_area_controller.ts). */
export type CloseReasonOption = ReturnType<typeof closeReasonOptions>[number]

export type SupplierRow = Data.Stores.Supplier

/** The two sub-tabs of Solicitadas, chosen by the URL hash (#open, #close). */
export type RequestScope = 'open' | 'close'

export const SCOPE_OF_TAB: Record<RequestScope, string> = {
  open: 'quotationRequestOpen',
  close: 'quotationRequestClosed',
}

import type { Data } from '@generated/data'
import type MainAreaController from '@rules/quotations/controllers/main_area_controller'
import type StoreAdvisersController from '@rules/quotations/controllers/store_advisers_controller'
import type VendorWorkspaceController from '@rules/quotations/controllers/vendor_workspace_controller'
import type { AnswerOf, Paged } from '~/types'

/**
 * The seller side as the server sends it, typed from the server's code (inertia/types.ts): the
 * list rows from the transformers (app/quotations/transformers/vendor_*.ts), the counters and
 * the advisers from their controllers' answers, and the `seller` settings of the main area page
 * from main_area_controller.ts.
 */
export type SellerSettings = AnswerOf<MainAreaController['seller']>

/** A select option (value, label) of the seller settings. */
export type Option = SellerSettings['stores'][number]

/** A Pendientes row: the buyer list's row plus the seller fields. */
export type VendorRequest = Data.Quotations.VendorRequest

/** A Descartadas row. */
export type Discard = Data.Quotations.VendorIgnore

/** The request a discard or a listed quotation belongs to. */
export type RequestSummary = NonNullable<Discard['quotationRequest']>

/** A Cotizadas row. */
export type VendorQuotation = Data.Quotations.VendorQuotation

export type Opportunities = AnswerOf<VendorWorkspaceController['countSalesOpportunities']>['data']

/** GET /api/store/adviser: the sellers of the discard and quotation pickers. */
export type StoreAdvisers = AnswerOf<StoreAdvisersController['index']>

export type Adviser = StoreAdvisers['data'][number]

export type { Paged }

/**
 * Shapes of the buyer request list (GET /api/{product}Go/QuotationRequest) and of the
 * supplier list (/api/satda/proveedor) as the server answers them.
 */
export type RequestDetail = {
  id: number
  name: string
  amount: number
  image: string | null
  reference: string | null
  rimDimensions: {
    rimWidth: string | null
    rimProfile: string | null
    rinSize: string | null
  } | null
}

export type BuyerRequest = {
  id: number
  code: string
  created_at: string
  expires_at: string | null
  closed_at: string | null
  store_id: number | null
  is_closed: boolean
  is_expired: boolean
  close_reason: string | null
  quote_by_product: boolean
  quotationsCount: number
  vehicle_model: string
  vehicle_year: number
  can_close: boolean
  brand?: { id: number; name: string } | null
  city?: { id: number; name: string; full_name: string } | null
  details?: RequestDetail[]
  user?: { name: string; mobile: string | null } | null
}

export type CloseReasonOption = {
  value: string
  label: string
}

export type SupplierRow = {
  id: number
  razon_social: string
  nit: string | null
  mobile: string | null
  email: string | null
}

/** The two sub-tabs of Solicitadas, chosen by the URL hash (#open, #close). */
export type RequestScope = 'open' | 'close'

export const SCOPE_OF_TAB: Record<RequestScope, string> = {
  open: 'quotationRequestOpen',
  close: 'quotationRequestClosed',
}

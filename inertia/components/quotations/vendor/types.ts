import type { BuyerRequest } from '~/components/quotations/requests/types'

/**
 * Shapes of the seller-side API answers (app/quotations/transformers/vendor_*.ts) and of the
 * `seller` settings the main area page receives (app/quotations/controllers/main_area_controller.ts).
 */
export type Option = {
  value: string
  label: string
}

export type SellerSettings = {
  /** Staff (admin, module manager): read-only, no counters, no indicators. */
  readOnly: boolean
  storeId: number | null
  storeName: string | null
  /** The user's adviser record when they advise the store (storeByAdviser). */
  adviserId: number | null
  canQuote: boolean
  /** What the policies let this user do on the seller tabs (main_area_controller). */
  can: { viewOpportunityCounters: boolean; viewIndicators: boolean; triage: boolean }
  /** The activation alert for an adviser of a store without the GO module. */
  inactiveNotice: string | null
  /** GO stores a staff member may pick. */
  stores: Option[]
  discardReasons: Option[]
  unavailableReason: string
  observationMax: number
  newRequestMinutes: number
}

/** A Pendientes row: the buyer list's row plus the seller fields. */
export type VendorRequest = BuyerRequest & {
  isNewQuotationRequest: boolean
  quotationRequestToVendor: { process_observation_by_seller: string; updated_at: string } | null
  details?: (NonNullable<BuyerRequest['details']>[number] & { quotationDetailsCount?: number })[]
}

export type RequestSummary = {
  id: number
  code: string
  created_at: string
  store_id: number | null
  vehicle_model: string
  vehicle_year: number
  is_closed: boolean
  is_expired: boolean
  quote_by_product: boolean
  quotationsCount: number
  brand?: { id: number; name: string } | null
  city?: { id: number; name: string; full_name: string } | null
  details?: { id: number; name: string; amount: number; quotationDetailsCount: number }[]
  user?: { name: string; mobile: string | null } | null
}

export type Discard = {
  id: number
  quotation_request_id: number
  store_id: number
  reason: string
  reasonLabel: string
  created_at: string
  adviser?: { id: number; name: string } | null
  store?: { id: number; name: string } | null
  quotationRequest?: RequestSummary | null
}

export type VendorQuotation = {
  id: number
  code: string
  created_at: string
  valid_until: string
  validUntilFormatted: string
  isAvailable: boolean
  /** Closed by the vendor ('Cerrar'): the offer ended before its validity. */
  closed_at: string | null
  edited: boolean
  purchased: boolean
  /** DECIMAL: a number on SQLite, a decimal text on MySQL; formatMoney takes both. */
  total: number | string
  shipping_cost: number | string | null
  quotationDetails?: {
    id: number
    name: string
    amount: number
    unit_price: number
    deliveryTimeLabel: string
  }[]
  buyerIgnoreQuotation?: { reason: string; reasonLabel: string; created_at: string } | null
  vendor?: { id: number; name: string | null; store?: { id: number; name: string } | null }
  quotationRequest?: RequestSummary | null
}

export type Opportunities = {
  requests: number
  details: number
}

export type VendorSummary = {
  days: number
  pending: number
  inProcess: number
  opportunities: Opportunities
  received: number
  responded: number
  responseRate: number
  responseTimeMinutes: number | null
  quoted: number
  discarded: number
  discardReasons: {
    reason: string
    label: string
    count_reason_discarded: number
    total_reason_discarded: number
    percentage_discarded: number
  }[]
  quotations: {
    made: number
    underReview: number
    withPurchase: number
    buyerDiscarded: number
    expired: number
  }
  conversion: { total_price_quotes: number; total_price_orders: number; conversion: number }
}

export type Paged<T> = {
  data: T[]
  metadata: { count: number; countCapped?: boolean; page: number; pageSize: number }
}

/**
 * Shapes of the seller-side request detail as the server sends it: the page props of
 * /{product}Go/quotationRequest/{id} and GET /api/{product}Go/QuotationRequest/{id} (doc 3 §3,
 * §7), see app/quotations/transformers/vendor_request_detail_transformer.ts.
 */
export type RelatedQuotation = {
  id: number
  code: string
}

export type VendorRequestDetailLine = {
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
  tyreSize: string | null
  quotationDetailsCount: number
  hasCartShoppingDetail: boolean
  notAvailable: boolean
  relatedQuotation: RelatedQuotation | null
  closed: boolean
}

export type VendorQuotationItem = {
  id: number
  name: string
  brand: string | null
  amount: number
  /** Decimal text, "85000.00". */
  unit_price: string
  lineTotal: string
  warranty: number
  warrantyLabel: string
  delivery_time: string
  delivery_time_label: string | null
  /** The store's part number: null for anybody but the store and staff. */
  reference: string | null
  image: string | null
  quotation_request_detail_id: number | null
  purchased_amount: number | null
}

export type VendorQuotation = {
  id: number
  code: string
  created_at: string
  valid_until: string | null
  isAvailable: boolean
  quotationExpired: boolean
  shipping_option: string
  shipping_option_label: string | null
  /** Decimal texts ("12345.67"); shipping_cost only when the option is 'added'. */
  shipping_cost: string | null
  subtotal: string
  total: string
  /** The service costs copied when it was sent (decimal texts; null for other viewers). */
  service_cost: string | null
  service_cost_percent: string | null
  commission: string | null
  commissionSource: 'computed' | 'stored' | null
  vendorReceives: string | null
  observations: string | null
  edited_quotation: boolean
  validUntilFormatted: string
  isClosed: boolean
  /** Linked to an order that is not cancelled: no editing, no sending. */
  locked: boolean
  adviser_id: number | null
  adviser: { id: number; name: string } | null
  storeVendor: { id: number; name: string } | null
  quotationDetails: VendorQuotationItem[]
  buyerIgnoreQuotation: { reason: string; reason_label: string | null; created_at: string } | null
  cartShoppingHeader: { id: number; ref_venta: string } | null
}

export type VendorRequestDetail = {
  id: number
  code: string
  store_id: number | null
  brand_id: number
  city_id: number
  country_code: string
  created_at: string
  expires_at: string | null
  closed_at: string | null
  is_closed: boolean
  close_reason: string | null
  quote_by_product: boolean
  quotationsCount: number
  quotationRequestExpired: boolean
  available: boolean
  vehicle_model: string
  vehicle_year: number
  vehicle: { VIN: string | null; license_plate: string | null }
  brand: { id: number; name: string } | null
  city: { id: number; name: string; full_name: string } | null
  user: {
    id: number
    name: string
    mobile: string | null
    pictureURL: string | null
    whatsapp: string | null
  } | null
  details: VendorRequestDetailLine[]
  quotations: VendorQuotation[]
  quotationRequestToVendor: { process_observation_by_seller: string; updated_at: string } | null
  vendorIgnore: {
    reason: string
    reason_label: string | null
    created_at: string
    adviser: { id: number; name: string } | null
  } | null
  permissions: {
    isStaff: boolean
    canTriage: boolean
    canDiscard: boolean
    canMarkInProcess: boolean
    /** The form for a new quotation (the store has none on this request and may quote it). */
    canQuote: boolean
    /** The store's own quotations may be edited, closed or lose a product. */
    canEditQuotations: boolean
    canSeeCustomerData: boolean
    showClosedAlert: boolean
  }
}

/** The brand block: a vendor whose store has not enabled the brand of a marketplace request. */
export type BrandNotEnabled = {
  requestId: number
  code: string
  brand: string
  message: string
}

/** The answer of POST …/quotationRequestDetail/{id}/markNotAvailable. */
export type MarkNotAvailableAnswer = {
  detail_id: number
  notAvailable: boolean
  allDetailsUnavailable?: boolean
  alreadyDiscarded?: boolean
  askDiscard?: boolean
  discarded?: {
    reason: string
    reason_label: string
    adviser: { id: number; name: string } | null
  } | null
  request: { id: number; code: string }
}

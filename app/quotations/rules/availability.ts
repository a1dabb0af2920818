/**
 * When a request can still be quoted (doc 3 §4.1, doc 2 §4 and §9). Pure: the server's queries
 * apply the same rules in SQL (see queries/vendor_request_scopes.ts) and the pages use these.
 *
 * The spec's literal formula for the non-per-product case reads "(store request and fewer than 1
 * quotation) or fewer than 3 quotations or not closed", which would offer closed requests for
 * quotation. We follow its stated intent instead ("a closed request is no longer offered for
 * quotation"): a request is available while it is open, not expired and below its cap.
 */
export const MARKETPLACE_QUOTATION_LIMIT = 3
export const STORE_QUOTATION_LIMIT = 1
export const PER_PRODUCT_QUOTATION_LIMIT = 3

export interface RequestState {
  storeId: number | null
  quoteByProduct: boolean
  isClosed: boolean
  expired: boolean
  quotationsCount: number
}

export interface DetailState {
  quotationsCount: number
  /** The part is already in a buyer's cart or order. */
  purchased: boolean
  /** This store already quoted this part. */
  quotedByStore?: boolean
}

/** The most quotations a request takes: 1 for a store request, 3 for a marketplace one. */
export function quotationLimit(request: Pick<RequestState, 'storeId'>) {
  return request.storeId ? STORE_QUOTATION_LIMIT : MARKETPLACE_QUOTATION_LIMIT
}

/** A part of a per-product request still takes quotations: fewer than 3 and not purchased. */
export function detailAvailable(detail: DetailState) {
  return !detail.purchased && detail.quotationsCount < PER_PRODUCT_QUOTATION_LIMIT
}

/** Whether the request is still offered for quotation. */
export function requestAvailable(request: RequestState, details: DetailState[] = []) {
  if (request.isClosed || request.expired) return false
  if (request.quoteByProduct && !request.storeId) return details.some(detailAvailable)
  return request.quotationsCount < quotationLimit(request)
}

/**
 * A requested part shows 'Solicitud cerrada' when it is purchased or has 3 quotations and none
 * of them is this store's, or when the request is closed.
 */
export function detailShowsClosed(detail: DetailState, request: Pick<RequestState, 'isClosed'>) {
  if (request.isClosed) return true
  return (
    (detail.purchased || detail.quotationsCount >= PER_PRODUCT_QUOTATION_LIMIT) &&
    !detail.quotedByStore
  )
}

/**
 * The true state of a requested part for staff, who quote nothing (issue 19: every part showed
 * the vendor's 'Solicitud cerrada' — "none of them is this store's" always holds for staff —
 * under a header saying 'Disponible'). Consistent with the header (`requestAvailable`):
 * - `closed`: the request no longer takes quotations (closed, expired or at its cap);
 * - `purchased`: a buyer bought it (in an order or a cart);
 * - `full`: it has its 3 quotations (a per-product request may still take other parts);
 * - `open`: it still takes quotations.
 */
export type StaffDetailState = 'closed' | 'purchased' | 'full' | 'open'

export function staffDetailState(
  detail: Pick<DetailState, 'quotationsCount' | 'purchased'>,
  request: { available: boolean }
): StaffDetailState {
  if (!request.available) return 'closed'
  if (detail.purchased) return 'purchased'
  if (detail.quotationsCount >= PER_PRODUCT_QUOTATION_LIMIT) return 'full'
  return 'open'
}

/** The per-product counter 'n / 3'. */
export function detailCounter(detail: Pick<DetailState, 'quotationsCount'>) {
  return `${Math.min(detail.quotationsCount, PER_PRODUCT_QUOTATION_LIMIT)} / ${PER_PRODUCT_QUOTATION_LIMIT}`
}

/**
 * Every part marked 'Agotado' by the store: the request is discarded for that store with
 * 'Producto no disponible' (doc 3 §4.1).
 */
export function allDetailsUnavailable(detailIds: number[], unavailableIds: number[]) {
  const unavailable = new Set(unavailableIds)
  return detailIds.length > 0 && detailIds.every((id) => unavailable.has(id))
}

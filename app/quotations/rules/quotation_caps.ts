import {
  detailAvailable,
  MARKETPLACE_QUOTATION_LIMIT,
  PER_PRODUCT_QUOTATION_LIMIT,
  quotationLimit,
} from './availability.js'

/**
 * Whether a store may send a new quotation on a request, and whether that quotation closes it
 * (doc 3 §4.1, §9). Pure: the send action asks it inside its transaction, with the request row
 * locked and the counts read under that lock, so ten vendors sending at once get exactly the cap.
 *
 * - A request expired, at its cap or closed by the buyer takes none: 'Solicitud cerrada' (the
 *   reason says which: `expired`, `cap` — other vendors answered faster —, or `closed`).
 * - One quotation per store and request: the store edits the one it sent (PATCH).
 * - A store that discarded the request does not quote it.
 * - Store request: 1 quotation. Marketplace request: 3. The one that reaches the cap closes it.
 * - Per-product marketplace request (quote_by_product): each requested part takes up to 3
 *   quotations and a part already in a cart takes none; a quotation must offer at least one
 *   requested part, and every requested part it offers must still be open. The request closes
 *   when no part remains open.
 */
export interface CapRequest {
  storeId: number | null
  quoteByProduct: boolean
  isClosed: boolean
  expired: boolean
  /** Quotations already on the request (read under the lock). */
  quotationsCount: number
}

export interface CapDetail {
  id: number
  name: string
  /** Quotations offering this part (read under the lock). */
  quotationsCount: number
  /** In a buyer's cart or order. */
  purchased: boolean
}

export interface NewQuotationInput {
  request: CapRequest
  /** Every requested part of the request. */
  details: CapDetail[]
  /** The requested parts the new quotation offers (ids, duplicates allowed). */
  offeredDetailIds: number[]
  storeHasQuotation: boolean
  storeDiscarded: boolean
}

export type RefusedPart = { id: number; name: string; why: 'full' | 'purchased' }

export type CapRefusal =
  | 'closed'
  | 'expired'
  | 'cap'
  | 'alreadyQuoted'
  | 'discarded'
  | 'noRequestedPart'
  | 'partsUnavailable'

export type CapDecision =
  | { allowed: true; closesRequest: boolean }
  | { allowed: false; reason: CapRefusal; parts: RefusedPart[] }

/** Per-product rules apply to marketplace requests only (a store request takes 1 quotation). */
export function quotedByProduct(request: Pick<CapRequest, 'storeId' | 'quoteByProduct'>) {
  return request.quoteByProduct && !request.storeId
}

const refuse = (reason: CapRefusal, parts: RefusedPart[] = []): CapDecision => ({
  allowed: false,
  reason,
  parts,
})

/** The requested parts among `ids` that take no more quotations. */
export function unavailableParts(details: CapDetail[], ids: number[]): RefusedPart[] {
  const wanted = new Set(ids)
  return details
    .filter((detail) => wanted.has(detail.id) && !detailAvailable(detail))
    .map((detail) => ({
      id: detail.id,
      name: detail.name,
      why: detail.purchased ? ('purchased' as const) : ('full' as const),
    }))
}

/** After a quotation offering `offeredDetailIds`: no part of the request remains open. */
export function closesPerProduct(details: CapDetail[], offeredDetailIds: number[]) {
  const offered = new Set(offeredDetailIds)
  return details.every(
    (detail) =>
      !detailAvailable({
        ...detail,
        quotationsCount: detail.quotationsCount + (offered.has(detail.id) ? 1 : 0),
      })
  )
}

export function decideNewQuotation(input: NewQuotationInput): CapDecision {
  const { request, details } = input
  if (input.storeHasQuotation) return refuse('alreadyQuoted')
  if (input.storeDiscarded) return refuse('discarded')
  if (request.expired) return refuse('expired')
  const atCap = quotedByProduct(request)
    ? !details.some((detail) => detailAvailable(detail))
    : request.quotationsCount >= quotationLimit(request)
  // closed at its cap: other vendors answered faster; closed otherwise: by the buyer
  if (atCap) return refuse('cap')
  if (request.isClosed) return refuse('closed')

  if (!quotedByProduct(request)) {
    return { allowed: true, closesRequest: request.quotationsCount + 1 >= quotationLimit(request) }
  }

  const offered = [...new Set(input.offeredDetailIds)]
  if (offered.length === 0) return refuse('noRequestedPart')
  const refused = unavailableParts(details, offered)
  if (refused.length > 0) return refuse('partsUnavailable', refused)
  return { allowed: true, closesRequest: closesPerProduct(details, offered) }
}

/**
 * An edit adds requested parts to a quotation already sent: on a per-product request each new
 * part must still be open (the quotation itself is already counted). Answers the parts refused
 * and whether the request closes; other requests have no per-part cap.
 */
export function decideAddedParts(input: {
  request: CapRequest
  details: CapDetail[]
  addedDetailIds: number[]
}): { refused: RefusedPart[]; closesRequest: boolean; requestClosed: boolean } {
  const added = [...new Set(input.addedDetailIds)]
  if (!quotedByProduct(input.request) || added.length === 0) {
    return { refused: [], closesRequest: false, requestClosed: false }
  }
  if (input.request.isClosed || input.request.expired) {
    return { refused: [], closesRequest: false, requestClosed: true }
  }
  const refused = unavailableParts(input.details, added)
  return {
    refused,
    closesRequest: refused.length === 0 && closesPerProduct(input.details, added),
    requestClosed: false,
  }
}

export { MARKETPLACE_QUOTATION_LIMIT, PER_PRODUCT_QUOTATION_LIMIT }

/**
 * The staff search of requests, quotations and orders (issue 23 'Solicitudes y pedidos',
 * `/staff/solicitudes`, `/staff/cotizaciones`, `/staff/pedidos`): its tabs, the status each row
 * is in and their Spanish names. Pure: shared with the page (`@rules/staff/rules/records`).
 *
 * Our choices (the spec leaves them open):
 * - a request is in exactly one status: 'open' (not closed, not expired), 'closed' (closed by
 *   the buyer or at its cap) or 'expired' (never closed, past `expires_at`);
 * - a quotation likewise, the first that holds: 'ordered' (an order not cancelled was made from
 *   it), 'discarded' (the buyer discarded it), 'closed' (the store closed it early), 'expired'
 *   (past `valid_until`), else 'available';
 * - an order's status is its own (app/orders/rules/order_status.ts).
 */
export const RECORD_TABS = ['requests', 'quotations', 'orders'] as const
export type RecordTab = (typeof RECORD_TABS)[number]

/** Rows a page of each list shows (doc 1 §9: lists page 20 rows), pages from 1. */
export const RECORDS_PAGE_SIZE = 20

/** Longest text each search field takes (a longer one is a 422). */
export const RECORD_FILTER_MAX = { code: 32, plate: 10, buyer: 128, store: 128 } as const

export const REQUEST_STATUSES = ['open', 'closed', 'expired'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: 'Abierta',
  closed: 'Cerrada',
  expired: 'Vencida',
}

export const QUOTATION_STATUSES = [
  'available',
  'ordered',
  'discarded',
  'closed',
  'expired',
] as const
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number]

export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  available: 'Vigente',
  ordered: 'Con pedido',
  discarded: 'Descartada por el comprador',
  closed: 'Cerrada por la tienda',
  expired: 'Vencida',
}

/** A request's status: closed wins over expired. */
export function requestStatusOf(request: { isClosed: boolean; expired: boolean }): RequestStatus {
  if (request.isClosed) return 'closed'
  return request.expired ? 'expired' : 'open'
}

/** A quotation's status, the first that holds (see above). */
export function quotationStatusOf(quotation: {
  ordered: boolean
  discarded: boolean
  closed: boolean
  expired: boolean
}): QuotationStatus {
  if (quotation.ordered) return 'ordered'
  if (quotation.discarded) return 'discarded'
  if (quotation.closed) return 'closed'
  return quotation.expired ? 'expired' : 'available'
}

/**
 * The national digits of a mobile typed in the buyer box ('+57 300 123' → '300123'): the
 * country's dialling prefix dropped when it is typed with its '+', or when the digits are
 * longer than a national number.
 */
export function mobileDigits(value: string, phonePrefix: string, mobileLength = 10) {
  const digits = value.replace(/\D/g, '')
  const prefixed = value.trim().startsWith('+') || digits.length > mobileLength
  return prefixed && digits.startsWith(phonePrefix) ? digits.slice(phonePrefix.length) : digits
}

/** A plate as stored: capitals and digits only ('abc-123' → 'ABC123'). */
export function plateTerm(value: string) {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/**
 * The id a code names when typed whole with its prefix, with or without the zeros
 * ('SC-12', 'sc000012', 'SC-000012' → 12 for the prefix 'SC'); null otherwise.
 */
export function idOfCode(value: string, prefix: string) {
  const match = new RegExp(`^${prefix}-?0*(\\d{1,9})$`, 'i').exec(value.trim())
  return match ? Number(match[1]) : null
}

import type { Data } from '@generated/data'
import type { RecordTab } from '@rules/staff/rules/records'
import { urlFor } from '~/lib/routes'

/** The rows of the three lists (the server's transformers). */
export type RequestRow = Data.Staff.RecordRequest
export type QuotationRow = Data.Staff.RecordQuotation
export type OrderRow = Data.Staff.RecordOrder

/** Which read-only pages and tools open for this person (decided by the server's policies). */
export type RecordLinks = {
  detail: boolean
  order: boolean
  pdf: boolean
  infraction: boolean
}

/** The search as the page's query string carries it. */
export type RecordSearch = {
  code: string
  plate: string
  buyer: string
  store: string
  status: string
}

export const EMPTY_SEARCH: RecordSearch = { code: '', plate: '', buyer: '', store: '', status: '' }

const ROUTES = {
  requests: 'staff.records.requests',
  quotations: 'staff.records.quotations',
  orders: 'staff.records.orders',
} as const

/** A tab's URL with a search (blank fields left out) and a page (the first one left out). */
export function recordsUrl(tab: RecordTab, search: Partial<RecordSearch>, page = 1) {
  const qs: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' && value.trim() !== '') qs[key] = value.trim()
  }
  if (page > 1) qs.page = page
  return urlFor(ROUTES[tab], {}, { qs })
}

/** The request detail page staff read (doc 3 §2.1), at one quotation when given. */
export function requestDetailUrl(requestId: number, quotationId?: number) {
  return urlFor(
    'QuotationRequestDetailPage',
    { id: requestId },
    quotationId ? { qs: { section: `quotation-${quotationId}` } } : {}
  )
}

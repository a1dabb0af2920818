import { DateTime } from 'luxon'
import QuotationRequest from '#quotations/models/quotation_request'
import { vendorScopes } from '#quotations/queries/vendor_request_scopes'
import { visibleToStore } from '#quotations/queries/vendor_pending_query'
import type { VendorScope } from '#quotations/queries/vendor_access_query'

/** Indicators are read over the last 30 days (doc 2 §9 "an average over the last 30 days"). */
export const SUMMARY_DAYS = 30

const oneDecimal = (value: number) => Math.round(value * 10) / 10
export const percent = (part: number, whole: number) =>
  whole > 0 ? oneDecimal((part / whole) * 100) : 0
export const sqlTime = (date: DateTime) => date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
export const toMillis = (value: unknown) =>
  value instanceof Date ? value.getTime() : Date.parse(`${String(value).replace(' ', 'T')}Z`)

/**
 * Requests that reached a store since `since` (doc 2 §3 "Response statistics":
 * requests_received): created at or after `since`, of its country, its own store requests and
 * the marketplace requests of the brands it sells (`ownedByStore`), never one made by somebody
 * acting for it (`visibleToStore`).
 */
function receivedSince(scope: VendorScope, since: string) {
  const received = QuotationRequest.query().where('quotation_requests.created_at', '>=', since)
  visibleToStore(received, scope)
  vendorScopes.ownedByStore(received, scope)
  return received
}

/** The median of a list of numbers (the mean of the two middle ones when even); null if empty. */
export function median(values: number[]) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * A store's response figures over the last 30 days, one definition for the vendor's own
 * indicators (the reports module's AnalyticsQuotationRequestResponse) and the public store page:
 *
 * - `received`: the requests that reached the store in the window (`receivedSince`).
 * - `responded`: of those, the ones the store answered, by quoting or by discarding them (a
 *   discard is an answer too: the buyer's request was looked at and refused).
 * - `responseRate`: responded / received in %, one decimal (0 without requests).
 * - `medianFirstQuotationMinutes` (only with `{ median: true }`): of the received requests the
 *   store quoted, the median of the minutes from the request to the store's first quotation on
 *   it, rounded; null when it quoted none. A median, so one request answered days late does not
 *   hide a store that usually answers in minutes.
 *
 * Two counting queries, plus one grouped query (a row per quoted request of the window) for the
 * median.
 */
export async function storeResponse(
  scope: VendorScope,
  now = DateTime.now(),
  options: { median?: boolean } = {}
) {
  const since = sqlTime(now.minus({ days: SUMMARY_DAYS }))
  const received = receivedSince(scope, since)
  const [receivedRow, respondedRow, firstQuotations] = await Promise.all([
    received.clone().count('* as total').pojo<{ total: number }>().first(),
    received
      .clone()
      .where((answered) =>
        answered
          .whereExists((quoted) =>
            quoted
              .from('quotations')
              .whereColumn('quotations.quotation_request_id', 'quotation_requests.id')
              .where('quotations.store_id', scope.storeId)
              // implied (an answer follows its request), stated so that MariaDB reads only the
              // window's answers when it materializes this subquery, not the store's history
              .where('quotations.created_at', '>=', since)
          )
          .orWhereExists((ignored) =>
            ignored
              .from('vendor_ignores')
              .whereColumn('vendor_ignores.quotation_request_id', 'quotation_requests.id')
              .where('vendor_ignores.store_id', scope.storeId)
              .where('vendor_ignores.created_at', '>=', since)
          )
      )
      .count('* as total')
      .pojo<{ total: number }>()
      .first(),
    options.median
      ? received
          .clone()
          .join('quotations as fq', 'fq.quotation_request_id', 'quotation_requests.id')
          .where('fq.store_id', scope.storeId)
          // implied (a quotation follows its request) and stated so that the store's own
          // quotations of the window (store_id, created_at) drive the join, not every quotation
          .where('fq.created_at', '>=', since)
          .groupBy('quotation_requests.id', 'quotation_requests.created_at')
          .select('quotation_requests.created_at as requested_at')
          .min('fq.created_at as first_at')
          .pojo<{ requested_at: unknown; first_at: unknown }>()
      : Promise.resolve([]),
  ])
  const receivedCount = Number(receivedRow?.total ?? 0)
  const respondedCount = Number(respondedRow?.total ?? 0)
  const minutes = median(
    firstQuotations.map((row) =>
      Math.max(0, (toMillis(row.first_at) - toMillis(row.requested_at)) / 60000)
    )
  )
  return {
    days: SUMMARY_DAYS,
    received: receivedCount,
    responded: respondedCount,
    responseRate: percent(respondedCount, receivedCount),
    medianFirstQuotationMinutes: minutes === null ? null : Math.round(minutes),
  }
}

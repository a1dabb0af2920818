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
 * Every store of a country at once (the staff panel, issue 23): the same figures as one store's,
 * read over the whole market — each request of the country, answered by any store.
 */
export interface PlatformScope {
  platform: true
  countryCode: string
}

/** Whose response figures: one store (its vendor scope) or every store of a country. */
export type ResponseScope = VendorScope | PlatformScope

export const isPlatformScope = (scope: ResponseScope): scope is PlatformScope =>
  'platform' in scope && scope.platform === true

/** A window as the database compares it (sqlTime, UTC): from `since` (included) to `until`. */
export interface SqlWindow {
  since: string
  /** Included; none: up to whatever is stored. */
  until?: string
}

/**
 * Requests that reached a store in the window (doc 2 §3 "Response statistics":
 * requests_received): created at or after `since`, of its country, its own store requests and
 * the marketplace requests of the brands it sells (`ownedByStore`), never one made by somebody
 * acting for it (`visibleToStore`). For the platform: every request of the country created in the
 * window (the (country_code, created_at) index, qr_country_created_idx).
 */
export function receivedIn(scope: ResponseScope, window: SqlWindow) {
  const received = QuotationRequest.query().where(
    'quotation_requests.created_at',
    '>=',
    window.since
  )
  if (window.until) received.where('quotation_requests.created_at', '<=', window.until)
  if (isPlatformScope(scope)) {
    received.where('quotation_requests.country_code', scope.countryCode)
    return received
  }
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
 * - `received`: the requests that reached the store in the window (`receivedIn`).
 * - `responded`: of those, the ones the store answered, by quoting or by discarding them (a
 *   discard is an answer too: the buyer's request was looked at and refused).
 * - `responseRate`: responded / received in %, one decimal (0 without requests).
 * - `medianFirstQuotationMinutes` (only with `{ median: true }`): of the received requests the
 *   store quoted, the median of the minutes from the request to the store's first quotation on
 *   it, rounded; null when it quoted none. A median, so one request answered days late does not
 *   hide a store that usually answers in minutes.
 *
 * Two counting queries, plus one grouped query (a row per quoted request of the window) for the
 * median (responseFigures).
 */
export async function storeResponse(
  scope: VendorScope,
  now = DateTime.now(),
  options: { median?: boolean } = {}
) {
  const figures = await responseFigures(
    scope,
    { since: sqlTime(now.minus({ days: SUMMARY_DAYS })) },
    { median: options.median, responded: true }
  )
  const responded = figures.responded ?? 0
  return {
    days: SUMMARY_DAYS,
    received: figures.received,
    responded,
    responseRate: percent(responded, figures.received),
    medianFirstQuotationMinutes: figures.medianFirstQuotationMinutes,
  }
}

/**
 * The response figures of a scope over a window — one store's (storeResponse) or a whole
 * country's (the staff panel: `PlatformScope`, any store's answer counts):
 * - `received`: the requests of the window (receivedIn);
 * - `responded` (with `{ responded: true }`, else null): of those, quoted or discarded by the
 *   store (the platform: by any store);
 * - `quoted` and `medianFirstQuotationMinutes` (with `{ median: true }`, else null): the received
 *   requests with at least one quotation of the store (the platform: of any store), and the
 *   median of the minutes from each of them to its first such quotation, rounded (null without
 *   any).
 * At most three statements, whatever the history.
 */
export async function responseFigures(
  scope: ResponseScope,
  window: SqlWindow,
  options: { median?: boolean; responded?: boolean } = {}
) {
  const since = window.since
  const storeId = isPlatformScope(scope) ? null : scope.storeId
  const received = receivedIn(scope, window)
  const [receivedRow, respondedRow, firstQuotations] = await Promise.all([
    received.clone().count('* as total').pojo<{ total: number }>().first(),
    options.responded
      ? received
          .clone()
          .where((answered) =>
            answered
              .whereExists((quoted) => {
                quoted
                  .from('quotations')
                  .whereColumn('quotations.quotation_request_id', 'quotation_requests.id')
                if (storeId !== null) quoted.where('quotations.store_id', storeId)
                // implied (an answer follows its request), stated so that MariaDB reads only
                // the window's answers when it materializes this subquery, not the history
                quoted.where('quotations.created_at', '>=', since)
              })
              .orWhereExists((ignored) => {
                ignored
                  .from('vendor_ignores')
                  .whereColumn('vendor_ignores.quotation_request_id', 'quotation_requests.id')
                if (storeId !== null) ignored.where('vendor_ignores.store_id', storeId)
                ignored.where('vendor_ignores.created_at', '>=', since)
              })
          )
          .count('* as total')
          .pojo<{ total: number }>()
          .first()
      : Promise.resolve(null),
    options.median
      ? (() => {
          const first = received
            .clone()
            .join('quotations as fq', 'fq.quotation_request_id', 'quotation_requests.id')
          if (storeId !== null) first.where('fq.store_id', storeId)
          // implied (a quotation follows its request) and stated so that the window's quotations
          // ((store_id, created_at), or created_at for the platform) drive the join
          return first
            .where('fq.created_at', '>=', since)
            .groupBy('quotation_requests.id', 'quotation_requests.created_at')
            .select('quotation_requests.created_at as requested_at')
            .min('fq.created_at as first_at')
            .pojo<{ requested_at: unknown; first_at: unknown }>()
        })()
      : Promise.resolve(null),
  ])
  const minutes = firstQuotations
    ? median(
        firstQuotations.map((row) =>
          Math.max(0, (toMillis(row.first_at) - toMillis(row.requested_at)) / 60000)
        )
      )
    : null
  return {
    received: Number(receivedRow?.total ?? 0),
    responded: respondedRow ? Number(respondedRow.total ?? 0) : null,
    quoted: firstQuotations ? firstQuotations.length : null,
    medianFirstQuotationMinutes: minutes === null ? null : Math.round(minutes),
  }
}

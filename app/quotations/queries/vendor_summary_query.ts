import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { VENDOR_IGNORE_REASONS, type VendorIgnoreReason } from '#quotations/models/vendor_ignore'
import VendorPendingQuery from '#quotations/queries/vendor_pending_query'
import {
  SUMMARY_DAYS,
  percent,
  sqlTime,
  storeResponse,
  toMillis,
} from '#quotations/queries/store_response_query'
import type { VendorScope } from '#quotations/queries/vendor_access_query'

/**
 * The figures of a store's workspace that exist so far, from real rows: what the 'Mis
 * indicadores' modal and the Reportes tab show until the reports issue brings the full
 * indicators (NPS, efficiency by adviser, the analytics report). All counts are of the last
 * 30 days except the live ones (`pending`, `inProcess`, `opportunities`).
 *
 * - received, responded, responseRate: storeResponse (store_response_query.ts), the same
 *   figures the public store page shows.
 * - responseTimeMinutes: average minutes from a request to the store's quotation of it.
 * - discardReasons: reason, count and % of the store's discards (doc 2 §3 discard indicators).
 * - quotations: made, underReview (still available to the buyer, not bought, not discarded),
 *   withPurchase (an order that is not cancelled; a cart purchase once paid), buyerDiscarded,
 *   expired (or closed early).
 * - conversion: Σ order totals / Σ quotation totals × 100, one decimal (doc 2 §9).
 * A fixed number of queries whatever the size.
 */
@inject()
export default class VendorSummaryQuery {
  constructor(private pendingQuery: VendorPendingQuery) {}

  async handle(scope: VendorScope, now = DateTime.now()) {
    const since = sqlTime(now.minus({ days: SUMMARY_DAYS }))

    const [opportunities, inProcess] = await Promise.all([
      this.pendingQuery.opportunities(scope),
      this.pendingQuery
        .pending(scope)
        .whereExists((observation) =>
          observation
            .from('quotation_request_to_vendors as o')
            .whereColumn('o.quotation_request_id', 'quotation_requests.id')
            .where('o.store_id', scope.storeId)
        )
        .count('* as total')
        .pojo<{ total: number }>()
        .first(),
    ])

    const response = await storeResponse(scope, now)

    const reasonRows: { reason: VendorIgnoreReason; total: number | string }[] = await db
      .from('vendor_ignores')
      .where('store_id', scope.storeId)
      .where('created_at', '>=', since)
      .select('reason')
      .count('* as total')
      .groupBy('reason')

    const quotations: {
      id: number
      quotation_request_id: number
      total: number | string
      valid_until: unknown
      closed_at: unknown
      created_at: unknown
      request_created_at: unknown
      ignored: number | string | null
    }[] = await db
      .from('quotations')
      .join('quotation_requests', 'quotation_requests.id', 'quotations.quotation_request_id')
      .leftJoin('buyer_ignores', 'buyer_ignores.quotation_id', 'quotations.id')
      .where('quotations.store_id', scope.storeId)
      .where('quotations.created_at', '>=', since)
      .select(
        'quotations.id',
        'quotations.quotation_request_id',
        'quotations.total',
        'quotations.valid_until',
        'quotations.closed_at',
        'quotations.created_at',
        'quotation_requests.created_at as request_created_at',
        'buyer_ignores.id as ignored'
      )

    const orders: { quotation_id: number; total: number | string }[] = quotations.length
      ? await db
          .from('cart_shopping_headers')
          .whereIn(
            'quotation_id',
            db
              .from('quotations')
              .where('store_id', scope.storeId)
              .where('created_at', '>=', since)
              .select('id')
          )
          .whereNot('status', 'cancelled')
          // a cart purchase counts once paid: until then its store does not know of it (issue 19,
          // CartShoppingHeader.visibleToStore)
          .where((visible) =>
            visible
              .whereNot('sales_model', 'cart')
              .orWhereExists((paid) =>
                paid
                  .from('transactions_paid')
                  .whereColumn('transactions_paid.header_id', 'cart_shopping_headers.id')
                  .where('transactions_paid.status', 'approved')
              )
          )
          .select('quotation_id', 'total')
      : []

    const bought = new Set(orders.map((order) => Number(order.quotation_id)))
    const today = now.toUTC().toFormat('yyyy-MM-dd')
    let underReview = 0
    let expired = 0
    let buyerDiscarded = 0
    let withPurchase = 0
    let minutes = 0
    for (const quotation of quotations) {
      const validUntil =
        quotation.valid_until instanceof Date
          ? DateTime.fromJSDate(quotation.valid_until).toUTC().toFormat('yyyy-MM-dd')
          : String(quotation.valid_until).slice(0, 10)
      const isExpired = Boolean(quotation.closed_at) || validUntil < today
      if (bought.has(Number(quotation.id))) withPurchase += 1
      else if (quotation.ignored) buyerDiscarded += 1
      else if (isExpired) expired += 1
      else underReview += 1
      minutes += Math.max(
        0,
        (toMillis(quotation.created_at) - toMillis(quotation.request_created_at)) / 60000
      )
    }

    const totalQuotes = quotations.reduce((sum, quotation) => sum + Number(quotation.total), 0)
    const totalOrders = orders.reduce((sum, order) => sum + Number(order.total), 0)
    const discards = reasonRows.reduce((sum, row) => sum + Number(row.total), 0)

    return {
      days: SUMMARY_DAYS,
      pending: opportunities.requests,
      inProcess: Number(inProcess?.total ?? 0),
      opportunities,
      received: response.received,
      responded: response.responded,
      responseRate: response.responseRate,
      responseTimeMinutes: quotations.length ? Math.round(minutes / quotations.length) : null,
      quoted: new Set(quotations.map((quotation) => Number(quotation.quotation_request_id))).size,
      discarded: discards,
      discardReasons: (Object.keys(VENDOR_IGNORE_REASONS) as VendorIgnoreReason[])
        .map((reason) => {
          const count = Number(reasonRows.find((row) => row.reason === reason)?.total ?? 0)
          return {
            reason,
            label: VENDOR_IGNORE_REASONS[reason],
            count_reason_discarded: count,
            total_reason_discarded: discards,
            percentage_discarded: percent(count, discards),
          }
        })
        .filter((row) => row.count_reason_discarded > 0),
      quotations: {
        made: quotations.length,
        underReview,
        withPurchase,
        buyerDiscarded,
        expired,
      },
      conversion: {
        total_price_quotes: totalQuotes,
        total_price_orders: totalOrders,
        conversion: percent(totalOrders, totalQuotes),
      },
    }
  }
}

import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Store from '#stores/models/store'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { storePeopleColumn } from '#stores/queries/store_people_query'
import { COUNTRIES, type CountryCode } from '#core/country/country'
import { missingRecord } from '#core/policies/decisions'
import { VENDOR_IGNORE_REASONS } from '#quotations/models/vendor_ignore'
import { BUYER_IGNORE_REASONS } from '#quotations/models/buyer_ignore'
import { scopeOf } from '#quotations/queries/vendor_access_query'
import { sqlTime, storeResponse } from '#quotations/queries/store_response_query'
import {
  INDICATOR_DAYS,
  amountOf,
  conversion,
  countOf,
  discardIndicators,
  quotesSoldPercentage,
  sumCents,
  windowStart,
} from '#reports/rules/indicators'

/** The window's edges as the database compares them (UTC, to the second). */
function windowOf(now: DateTime) {
  const end = now.toUTC()
  return {
    since: sqlTime(DateTime.fromJSDate(windowStart(end.toJSDate())).toUTC()),
    until: sqlTime(end),
    today: end.toFormat('yyyy-MM-dd'),
  }
}

/**
 * A query as a derived table of another's FROM/JOIN: Lucid hands knex its where clauses only
 * when it compiles the query (`toKnex`, public on the builder though not on its contract).
 */
const derived = (query: unknown) => (query as { toKnex(): never }).toKnex()

/** Discards (aliased `d`) counted per reason, then shared out (discardIndicators). */
async function reasonShares(rows: DatabaseQueryBuilderContract, labels: Record<string, string>) {
  const counts: { reason: string; total: unknown }[] = (await rows
    .groupBy('d.reason')
    .select('d.reason')
    .count('* as total')) as never
  return discardIndicators(
    counts.map((row) => ({ reason: row.reason, count: countOf(row.total) })),
    labels
  )
}

/**
 * A store's indicators over the last 30 days (doc 2 §3, §7, §9; formulas in
 * app/reports/rules/indicators.ts). Every method sends a fixed number of statements whatever
 * the store's history: aggregates computed by the database on the window's rows, read through
 * the (store_id, created_at) indexes of quotations and vendor_ignores.
 */
export default class StoreIndicatorsQuery {
  /** The store asked for, with its people (the response figures need them); unknown → 404. */
  async store(id: number) {
    const store = await Store.query()
      .where('id', id)
      .select('stores.*', storePeopleColumn())
      .first()
    if (!store) throw missingRecord()
    return store
  }

  /**
   * getEfficiencyIndicators (doc 2 §3 "Efficiency indicators"), over the quotations the store
   * sent in the window — one statement:
   * - quotations_made: all of them;
   * - quotation_with_purchase: those with an order that is not cancelled (a cart purchase once
   *   paid: CartShoppingHeader.visibleToStore, the store does not know of it before);
   * - buyer_ignore_quotation: discarded by the buyer and not bought;
   * - under_review_by_buyer: neither bought nor discarded, still valid (not closed by the store,
   *   `valid_until` today or later);
   * - percentage_of_quotation: with purchase ÷ made × 100, one decimal, capped at 100;
   * - total_price_quotes: Σ quotation totals (products + shipping, doc 2 §9);
   * - total_price_orders: Σ totals of those orders;
   * - conversion: orders ÷ quotes × 100, one decimal.
   */
  async efficiency(store: Store, now: DateTime = DateTime.now()) {
    const { since, until, today } = windowOf(now)
    // the store's sales of those quotations (CartShoppingHeader.visibleToStore: a cart purchase
    // once paid), not cancelled, summed per quotation; read from the window's quotations (the
    // (store_id, created_at) index) to their orders (the quotation_id index), so the history
    // of orders never gets scanned
    const purchases = CartShoppingHeader.query()
      .join('quotations as wq', 'wq.id', 'cart_shopping_headers.quotation_id')
      .where('wq.store_id', store.id)
      .where('wq.created_at', '>=', since)
      .where('wq.created_at', '<=', until)
      .withScopes((scopes) => scopes.visibleToStore())
      .whereNot('cart_shopping_headers.status', 'cancelled')
      .groupBy('cart_shopping_headers.quotation_id')
      .select('cart_shopping_headers.quotation_id')
      .sum('cart_shopping_headers.total as orders_total')
      .as('p')
    const row = await db
      .from('quotations as q')
      .leftJoin(derived(purchases), 'p.quotation_id', 'q.id')
      .leftJoin('buyer_ignores as bi', 'bi.quotation_id', 'q.id')
      .where('q.store_id', store.id)
      .where('q.created_at', '>=', since)
      .where('q.created_at', '<=', until)
      .select(
        db.raw('count(*) as made'),
        db.raw('sum(case when p.quotation_id is not null then 1 else 0 end) as with_purchase'),
        db.raw(
          `sum(case when p.quotation_id is null and bi.id is not null then 1 else 0 end) as ignored`
        ),
        db.raw(
          `sum(case when p.quotation_id is null and bi.id is null and q.closed_at is null and q.valid_until >= ? then 1 else 0 end) as under_review`,
          [today]
        ),
        db.raw('sum(q.total) as quotes_total'),
        db.raw('sum(p.orders_total) as orders_total')
      )
      .first()
    const currency = COUNTRIES[store.countryCode as CountryCode]?.currency ?? 'COP'
    const made = countOf(row?.made)
    const withPurchase = countOf(row?.with_purchase)
    const quoted = sumCents(row?.quotes_total)
    const ordered = sumCents(row?.orders_total)
    return {
      store_id: store.id,
      days: INDICATOR_DAYS,
      quotations_made: made,
      quotation_with_purchase: withPurchase,
      under_review_by_buyer: countOf(row?.under_review),
      buyer_ignore_quotation: countOf(row?.ignored),
      percentage_of_quotation: quotesSoldPercentage(withPurchase, made),
      total_price_quotes: amountOf(quoted, currency),
      total_price_orders: amountOf(ordered, currency),
      conversion: conversion(ordered, quoted),
    }
  }

  /**
   * getDiscardIndicators (doc 2 §3 "Discard indicators"): the store's own discards of the
   * window by reason — one grouped statement.
   */
  async discards(store: Store, now: DateTime = DateTime.now()) {
    const { since, until } = windowOf(now)
    const rows = db
      .from('vendor_ignores as d')
      .where('d.store_id', store.id)
      .where('d.created_at', '>=', since)
      .where('d.created_at', '<=', until)
    return reasonShares(rows, VENDOR_IGNORE_REASONS)
  }

  /**
   * getDiscardIndicatorsBuyer: why buyers discarded the store's quotations, over the same
   * quotations as the efficiency indicators (sent in the window), so that its total is
   * buyer_ignore_quotation plus the bought ones a buyer had discarded first — one grouped
   * statement.
   */
  async buyerDiscards(store: Store, now: DateTime = DateTime.now()) {
    const { since, until } = windowOf(now)
    const rows = db
      .from('quotations as q')
      .join('buyer_ignores as d', 'd.quotation_id', 'q.id')
      .where('q.store_id', store.id)
      .where('q.created_at', '>=', since)
      .where('q.created_at', '<=', until)
    return reasonShares(rows, BUYER_IGNORE_REASONS)
  }

  /**
   * AnalyticsQuotationRequestResponse (doc 2 §3 "Response statistics", result in `data[0]`):
   * the same figures the public store page shows (storeResponse): requests received in the
   * window, response rate (quoted or discarded ÷ received, one decimal) and response time, the
   * median of the minutes to the store's first quotation on each request (null without any).
   */
  async response(store: Store, now = DateTime.now()) {
    const figures = await storeResponse(scopeOf(store, store.userId), now, { median: true })
    return {
      store_id: store.id,
      days: figures.days,
      requests_received: figures.received,
      requests_responded: figures.responded,
      response_rate: figures.responseRate,
      response_time: figures.medianFirstQuotationMinutes,
    }
  }
}

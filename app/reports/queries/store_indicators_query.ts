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
import {
  receivedIn,
  responseFigures,
  sqlTime,
  storeResponse,
  type ResponseScope,
} from '#quotations/queries/store_response_query'
import {
  INDICATOR_DAYS,
  amountOf,
  conversion,
  countOf,
  discardIndicators,
  quotesSoldPercentage,
  sumCents,
  windowEndingAt,
  type IndicatorWindow,
} from '#reports/rules/indicators'

/**
 * Whose indicators: one store (the vendor's 'Mis indicadores', read with its people:
 * StoreIndicatorsQuery.store) or every store of a country (the staff panel, issue 23). Both read
 * the same statements below; the platform's quotations are those on the country's requests (as
 * the analytics report reads them for every store).
 */
export type IndicatorScope =
  { kind: 'store'; store: Store } | { kind: 'platform'; countryCode: CountryCode }

/** The window's edges as the database compares them (UTC, to the second). */
function sqlWindow(window: IndicatorWindow) {
  const until = DateTime.fromJSDate(window.until).toUTC()
  return {
    since: sqlTime(DateTime.fromJSDate(window.since)),
    until: sqlTime(until),
    today: until.toFormat('yyyy-MM-dd'),
  }
}

/** The quotations module's view of the scope (its response figures). */
function responseScopeOf(scope: IndicatorScope): ResponseScope {
  return scope.kind === 'store'
    ? scopeOf(scope.store, scope.store.userId)
    : { platform: true, countryCode: scope.countryCode }
}

interface Joinable {
  where(column: string, value: unknown): unknown
  join(table: string, first: string, second: string): unknown
}

/**
 * Keeps the quotations aliased `alias` of the scope: the store's own (the (store_id,
 * created_at) indexes), or those answering a request of the country (the window's quotations by
 * quotations_created_idx, each request by its key).
 */
function quotationsOfScope<Q extends Joinable>(query: Q, scope: IndicatorScope, alias: string): Q {
  if (scope.kind === 'store') {
    query.where(`${alias}.store_id`, scope.store.id)
  } else {
    query.join(`quotation_requests as ${alias}r`, `${alias}r.id`, `${alias}.quotation_request_id`)
    query.where(`${alias}r.country_code`, scope.countryCode)
  }
  return query
}

/**
 * The sales of the window's quotations of the scope, one row per quotation (aliased `p`):
 * orders that are not cancelled, a cart purchase once paid (CartShoppingHeader.visibleToStore:
 * the store does not know of it before), with their totals, commissions and the first order's
 * time. Read from the window's quotations to their orders (the quotation_id index), so the
 * history of orders never gets scanned.
 */
function purchasesOf(scope: IndicatorScope, since: string, until: string) {
  const purchases = CartShoppingHeader.query()
    .join('quotations as wq', 'wq.id', 'cart_shopping_headers.quotation_id')
    .where('wq.created_at', '>=', since)
    .where('wq.created_at', '<=', until)
    .withScopes((scopes) => scopes.visibleToStore())
    .whereNot('cart_shopping_headers.status', 'cancelled')
    .groupBy('cart_shopping_headers.quotation_id')
    .select('cart_shopping_headers.quotation_id')
    .sum('cart_shopping_headers.total as orders_total')
    .sum('cart_shopping_headers.commission as orders_commission')
    .min('cart_shopping_headers.created_at as ordered_at')
  return quotationsOfScope(purchases, scope, 'wq').as('p')
}

/** The hour a stored time falls in, as 'YYYY-MM-DD HH' (UTC, the stored text in both dialects). */
const hourOf = (column: string) => `substr(${column}, 1, 13)`

/** Rows counted per hour → `{ hour, count }` (hour 'YYYY-MM-DD HH', UTC). */
export interface HourCount {
  hour: string
  count: number
}

const hourCounts = (rows: { hour: unknown; total: unknown }[]): HourCount[] =>
  rows.map((row) => ({ hour: String(row.hour), count: countOf(row.total) }))

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
 *
 * The same statements serve the staff panel (issue 23, app/staff/queries/staff_panel_query.ts)
 * over every store of a country and other windows (`efficiencyFigures`, `responseFigures`,
 * `hourly` with an IndicatorScope and an IndicatorWindow): a platform figure is never a second
 * implementation of a store's. The platform reads the window's quotations by created_at
 * (quotations_created_idx) and the country's requests by qr_country_created_idx.
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
   * sent in the window — one statement (efficiencyFigures):
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
    const figures = await this.efficiencyFigures(
      { kind: 'store', store },
      windowEndingAt(now.toJSDate())
    )
    const currency = COUNTRIES[store.countryCode as CountryCode]?.currency ?? 'COP'
    return {
      store_id: store.id,
      days: INDICATOR_DAYS,
      quotations_made: figures.made,
      quotation_with_purchase: figures.withPurchase,
      under_review_by_buyer: figures.underReview,
      buyer_ignore_quotation: figures.ignored,
      percentage_of_quotation: quotesSoldPercentage(figures.withPurchase, figures.made),
      total_price_quotes: amountOf(figures.quoted, currency),
      total_price_orders: amountOf(figures.ordered, currency),
      conversion: conversion(figures.ordered, figures.quoted),
    }
  }

  /**
   * The efficiency figures of a scope over a window, as counted (money in cents) — one
   * statement on the window's quotations of the scope (see `efficiency` for each figure), plus:
   * - `commission`: Σ the commissions of those orders (stored with each order, doc 3 §9);
   * - `activeStores` (the platform only, else null): the stores that sent any of them and have
   *   the GO module active and are not switched off now (`go_module_active`, `is_active`).
   */
  async efficiencyFigures(scope: IndicatorScope, window: IndicatorWindow) {
    const { since, until, today } = sqlWindow(window)
    const query = db
      .from('quotations as q')
      .leftJoin(derived(purchasesOf(scope, since, until)), 'p.quotation_id', 'q.id')
      .leftJoin('buyer_ignores as bi', 'bi.quotation_id', 'q.id')
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
        db.raw('sum(p.orders_total) as orders_total'),
        db.raw('sum(p.orders_commission) as orders_commission')
      )
    quotationsOfScope(query, scope, 'q')
    if (scope.kind === 'platform') {
      query
        .leftJoin('stores as s', 's.id', 'q.store_id')
        .select(
          db.raw(
            'count(distinct case when s.go_module_active = 1 and s.is_active = 1 then q.store_id end) as active_stores'
          )
        )
    }
    const row = await query.first()
    return {
      made: countOf(row?.made),
      withPurchase: countOf(row?.with_purchase),
      underReview: countOf(row?.under_review),
      ignored: countOf(row?.ignored),
      quoted: sumCents(row?.quotes_total),
      ordered: sumCents(row?.orders_total),
      commission: sumCents(row?.orders_commission),
      activeStores: scope.kind === 'platform' ? countOf(row?.active_stores) : null,
    }
  }

  /**
   * The response figures of a scope over a window (responseFigures of the quotations module,
   * the statements of the store page and of AnalyticsQuotationRequestResponse): requests
   * received, how many got a quotation, and the median minutes to the first one.
   */
  async responseFigures(scope: IndicatorScope, window: IndicatorWindow) {
    const { since, until } = sqlWindow(window)
    return responseFigures(responseScopeOf(scope), { since, until }, { median: true })
  }

  /**
   * The scope's requests, quotations and sales of a window counted per hour (UTC), for a chart
   * — three grouped statements over the very rows the figures count (receivedIn, the window's
   * quotations, purchasesOf at the first order's time), so each series adds up to its figure:
   * requests = received, quotations = made, orders = with purchase.
   */
  async hourly(scope: IndicatorScope, window: IndicatorWindow) {
    const { since, until } = sqlWindow(window)
    const requestsHour = hourOf('quotation_requests.created_at')
    const quotations = db
      .from('quotations as q')
      .where('q.created_at', '>=', since)
      .where('q.created_at', '<=', until)
    quotationsOfScope(quotations, scope, 'q')
    const [requests, quoted, ordered] = await Promise.all([
      receivedIn(responseScopeOf(scope), { since, until })
        .select(db.raw(`${requestsHour} as hour`))
        .count('* as total')
        .groupByRaw(requestsHour)
        .pojo<{ hour: unknown; total: unknown }>(),
      quotations
        .select(db.raw(`${hourOf('q.created_at')} as hour`))
        .count('* as total')
        .groupByRaw(hourOf('q.created_at')),
      db
        .from(derived(purchasesOf(scope, since, until)))
        .select(db.raw(`${hourOf('p.ordered_at')} as hour`))
        .count('* as total')
        .groupByRaw(hourOf('p.ordered_at')),
    ])
    return {
      requests: hourCounts(requests),
      quotations: hourCounts(quoted as never),
      orders: hourCounts(ordered as never),
    }
  }

  /**
   * getDiscardIndicators (doc 2 §3 "Discard indicators"): the store's own discards of the
   * window by reason — one grouped statement.
   */
  async discards(store: Store, now: DateTime = DateTime.now()) {
    const { since, until } = sqlWindow(windowEndingAt(now.toJSDate()))
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
    const { since, until } = sqlWindow(windowEndingAt(now.toJSDate()))
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

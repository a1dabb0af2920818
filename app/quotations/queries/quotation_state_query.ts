import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import { knowBrandEnabled, knowBuyerActsForStore } from '#quotations/queries/store_brand_query'
import { columnRef, storePersonQuery } from '#stores/queries/store_people_query'
import { whereStoreServesCity } from '#stores/queries/store_zone_rule'
import {
  shippingRulesOfPairs,
  type StoreShippingRule,
} from '#stores/queries/store_shipping_rules_query'
import type { CapDetail, CapRequest } from '#quotations/rules/quotation_caps'

type Client = TransactionClientContract | typeof db

/**
 * The reads the quotation actions decide on, inside their transaction. On MySQL/MariaDB every
 * read is a locking read (`FOR UPDATE`): the request row is locked first, so two sends, or a
 * send and an edit, on one request run one after the other, and each reads the latest committed
 * counts (a locking read never answers from an older snapshot). SQLite has a single writer (and
 * here a single connection): the transaction alone serialises them.
 */
export function locking<T extends { forUpdate(): unknown }>(trx: Client, query: T): T {
  const dialect = (trx as TransactionClientContract).dialect?.name
  return dialect === 'mysql' ? (query.forUpdate() as T) : query
}

function readDateTime(value: unknown) {
  if (value instanceof Date) return DateTime.fromJSDate(value)
  const sql = DateTime.fromSQL(String(value))
  return sql.isValid ? sql : DateTime.fromISO(String(value))
}

export interface LockedRequest extends CapRequest {
  id: number
  code: string
  userId: number
}

/** An order (not cancelled) made from the quotation: it cannot be edited or sent any more. */
export interface LinkedOrder {
  id: number
  refVenta: string
}

/** The quotations already on a request, as a send decides on them (`lockRequestForSend`). */
export interface QuotationsOnRequest {
  count: number
  /** The sending store's own quotation on the request, if it already quoted it. */
  own: { id: number; code: string } | null
  /** The quotation on the request that the send's idempotency key made, if any. */
  keyQuotationId: number | null
}

/** What a send reads before its transaction (SendQuotation, `sendReads`), in one round trip. */
export interface SendContext {
  /** The quotation an idempotency key already made, if any. */
  keyQuotationId: number | null
  adviserIds: number[]
  partIds: number[]
  storeDiscarded: boolean
  /** The store's 'Agotado' marks on the offered parts. */
  markedIds: number[]
  /** The store's shipping tiers (the one shipping rule caps the quotation's shipping). */
  shippingRules: StoreShippingRule[]
}

const REQUEST_COLUMNS = [
  'id',
  'code',
  'user_id',
  'store_id',
  'quote_by_product',
  'is_closed',
  'expires_at',
  'quotations_count',
] as const

/** A nullable id column (or subquery) as read back: a number, or null. */
function idOrNull(value: unknown) {
  return value === null || value === undefined ? null : Number(value)
}

function lockedRequestOf(row: Record<string, any>): LockedRequest {
  const expiresAt = readDateTime(row.expires_at)
  return {
    id: Number(row.id),
    code: row.code,
    userId: Number(row.user_id),
    storeId: row.store_id === null ? null : Number(row.store_id),
    quoteByProduct: Boolean(Number(row.quote_by_product)),
    isClosed: Boolean(Number(row.is_closed)),
    expired: expiresAt.isValid ? expiresAt <= DateTime.now() : false,
    quotationsCount: Number(row.quotations_count),
  }
}

export default class QuotationStateQuery {
  /** The request row, locked for the rest of the transaction. */
  async lockRequest(trx: Client, requestId: number): Promise<LockedRequest | null> {
    const row = await locking(
      trx,
      trx
        .from('quotation_requests')
        .where('id', requestId)
        .select(...REQUEST_COLUMNS)
    ).first()
    return row ? lockedRequestOf(row) : null
  }

  /**
   * The request row, locked, with what a send decides on about the quotations already on it
   * (how many, the store's own, the one its key made), in one statement: a send's first read
   * under the lock — the losers of a race need nothing else before they are refused.
   *
   * Only the request's row is locked. The quotations are read by scalar subqueries, which a
   * locking read does not lock (MySQL and MariaDB), so a send never holds the gaps of the
   * quotations' index: locking them (a join under FOR UPDATE) made two sends on neighbouring
   * requests block each other's INSERT and deadlock. They still read what every earlier holder
   * of the lock committed: this is the transaction's first read, and its snapshot is taken when
   * the subqueries run, once the row's lock is granted.
   */
  async lockRequestForSend(
    trx: Client,
    requestId: number,
    send: { storeId: number; idempotencyKey: string | null }
  ): Promise<{ request: LockedRequest; quotations: QuotationsOnRequest } | null> {
    const onRequest = () =>
      trx.from('quotations as q').whereColumn('q.quotation_request_id', 'r.id')
    const query = trx
      .from('quotation_requests as r')
      .where('r.id', requestId)
      .select(...REQUEST_COLUMNS.map((column) => `r.${column}`))
      .select(
        onRequest().count('* as total').as('q_count'),
        onRequest().where('q.store_id', send.storeId).min('q.id').as('q_own_id'),
        onRequest()
          .where('q.store_id', send.storeId)
          .orderBy('q.id', 'asc')
          .limit(1)
          .select('q.code')
          .as('q_own_code')
      )
    if (send.idempotencyKey) {
      query.select(
        onRequest().where('q.idempotency_key', send.idempotencyKey).min('q.id').as('q_key_id')
      )
    }
    const row = await locking(trx, query).first()
    if (!row) return null
    const ownId = idOrNull(row.q_own_id)
    return {
      request: lockedRequestOf(row),
      quotations: {
        count: Number(row.q_count),
        own: ownId === null ? null : { id: ownId, code: String(row.q_own_code) },
        keyQuotationId: idOrNull(row.q_key_id),
      },
    }
  }

  /**
   * The request a send is for, with everything the send checks before it takes the request's
   * lock, in one statement (the request's row and scalar subqueries): whether the store has
   * enabled the request's brand and whether the buyer acts for the store (both handed to the
   * policy's rules, store_brand_query.ts), a quotation the idempotency key already made, the
   * store's active sellers, the request's parts, the store's discard and its 'Agotado' marks on
   * the offered parts. Null for an unknown request.
   * `storeId` 0 (the caller acts for no store) reads the request alone, the policy refuses it.
   *
   * The id lists come from GROUP_CONCAT: MySQL cuts it at `group_concat_max_len` (1 KB by
   * default), which config/database.ts raises to 1 MB on every connection; MariaDB has 1 MB.
   */
  async sendReads(input: {
    requestId: number
    storeId: number
    idempotencyKey: string | null
    offeredDetailIds: number[]
  }): Promise<{ request: QuotationRequest; context: SendContext } | null> {
    const { storeId, offeredDetailIds: offered } = input
    const ids = (column: string) => db.raw(`group_concat(${column})`)
    const query = QuotationRequest.query()
      .where('quotation_requests.id', input.requestId)
      .select('quotation_requests.*')
    if (storeId > 0) {
      query.select(
        db
          .from('store_vehicle_brands')
          .where('store_id', storeId)
          .whereColumn('vehicle_brand_id', 'quotation_requests.brand_id')
          .where((zone) =>
            whereStoreServesCity(zone, storeId, columnRef('quotation_requests.city_id'))
          )
          .count('* as total')
          .as('send_brand_enabled'),
        db
          .from('store_advisers')
          .where('store_id', storeId)
          .where('is_active', true)
          .select(ids('id'))
          .as('send_adviser_ids'),
        db
          .from('vendor_ignores')
          .whereColumn('quotation_request_id', 'quotation_requests.id')
          .where('store_id', storeId)
          .count('* as total')
          .as('send_discarded'),
        storePersonQuery(storeId, columnRef('quotation_requests.user_id'))
          .count('* as total')
          .as('send_own_buyer'),
        // the store's tiers as 'lower:add' pairs (the concatenation is spelled per dialect)
        db
          .from('shipping_cost_rules')
          .where('store_id', storeId)
          .select(
            db.raw(
              db.connection().dialect.name === 'mysql'
                ? "group_concat(concat(lower_purchase_price, ':', add_shipping_cost))"
                : "group_concat(lower_purchase_price || ':' || add_shipping_cost)"
            )
          )
          .as('send_shipping_rules')
      )
    }
    if (input.idempotencyKey) {
      query.select(
        db
          .from('quotations')
          .where('idempotency_key', input.idempotencyKey)
          .select('id')
          .limit(1)
          .as('send_key_quotation_id')
      )
    }
    if (offered.length > 0) {
      query.select(
        db
          .from('quotation_request_details')
          .whereColumn('quotation_request_id', 'quotation_requests.id')
          .select(ids('id'))
          .as('send_part_ids'),
        db
          .from('quotation_request_detail_unavailables')
          .where('store_id', storeId)
          .whereIn('detail_id', offered)
          .select(ids('id'))
          .as('send_marked_ids')
      )
    }
    const request = await query.first()
    if (!request) return null
    const extras = request.$extras
    request.$extras = {}
    if (storeId > 0) {
      knowBrandEnabled(storeId, request, Number(extras.send_brand_enabled) > 0)
      knowBuyerActsForStore(storeId, request, Number(extras.send_own_buyer) > 0)
    }
    const idList = (value: unknown) =>
      value === null || value === undefined || String(value) === ''
        ? []
        : String(value)
            .split(',')
            .map(Number)
            .sort((a, b) => a - b)
    return {
      request,
      context: {
        keyQuotationId: idOrNull(extras.send_key_quotation_id),
        adviserIds: idList(extras.send_adviser_ids),
        partIds: idList(extras.send_part_ids),
        storeDiscarded: Number(extras.send_discarded ?? 0) > 0,
        markedIds: idList(extras.send_marked_ids),
        shippingRules: shippingRulesOfPairs(extras.send_shipping_rules),
      },
    }
  }

  /** The quotation again, locked, bound to the transaction (after its request's lock). */
  async lockQuotation(trx: TransactionClientContract, id: number) {
    return locking(trx, Quotation.query({ client: trx }).where('id', id)).firstOrFail()
  }

  /**
   * Every requested part with the quotations offering it (distinct quotations) and whether it
   * is in a cart or an order.
   */
  async details(trx: Client, requestId: number): Promise<CapDetail[]> {
    const details = await locking(
      trx,
      trx
        .from('quotation_request_details')
        .where('quotation_request_id', requestId)
        .orderBy('id', 'asc')
        .select('id', 'name')
    )
    if (details.length === 0) return []
    const ids = details.map((row: any) => Number(row.id))
    const counts = trx
      .from('quotation_details')
      .whereIn('quotation_request_detail_id', ids)
      .groupBy('quotation_request_detail_id')
      .select('quotation_request_detail_id as id')
      .countDistinct('quotation_id as total')
    const [counted, purchased] = await Promise.all([
      counts,
      trx
        .from('quotation_details as qd')
        .join('cart_shopping_details as csd', 'csd.quotation_detail_id', 'qd.id')
        .whereIn('qd.quotation_request_detail_id', ids)
        .distinct('qd.quotation_request_detail_id as id'),
    ])
    const countOf = new Map(counted.map((row: any) => [Number(row.id), Number(row.total)]))
    const bought = new Set(purchased.map((row: any) => Number(row.id)))
    return details.map((row: any) => ({
      id: Number(row.id),
      name: row.name,
      quotationsCount: countOf.get(Number(row.id)) ?? 0,
      purchased: bought.has(Number(row.id)),
    }))
  }

  /** The first order (not cancelled) made from the quotation, if any. */
  async linkedOrder(client: Client, quotationId: number): Promise<LinkedOrder | null> {
    const row = await client
      .from('cart_shopping_headers')
      .where('quotation_id', quotationId)
      .whereNot('status', 'cancelled')
      .orderBy('id', 'asc')
      .select('id', 'ref_venta')
      .first()
    return row ? { id: Number(row.id), refVenta: row.ref_venta } : null
  }

  /**
   * Sets the per-part counters of the request from the quotation items (distinct quotations
   * per part) and the request's counter from its quotations: one statement each, so they are
   * always what the rows say.
   */
  async refreshCounters(trx: Client, requestId: number) {
    await trx
      .from('quotation_request_details')
      .where('quotation_request_id', requestId)
      .update({
        quotations_count: db.raw(
          '(select count(distinct qd.quotation_id) from quotation_details qd where qd.quotation_request_detail_id = quotation_request_details.id)'
        ),
      })
    await trx
      .from('quotation_requests')
      .where('id', requestId)
      .update({
        quotations_count: db.raw(
          '(select count(*) from quotations q where q.quotation_request_id = quotation_requests.id)'
        ),
      })
  }

  /**
   * A new quotation counted: the request's counter (what was counted under the lock, plus one),
   * each part it offers +1 (a quotation counts once per part), and the request closed when it
   * reached its cap ("the request closes when the cap is reached"). Two statements.
   */
  async countNewQuotation(
    trx: Client,
    input: {
      requestId: number
      quotationsCount: number
      offeredDetailIds: number[]
      close: boolean
    }
  ) {
    const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
    const parts = [...new Set(input.offeredDetailIds)]
    // both statements at once: the transaction's connection runs them one after the other
    await Promise.all([
      trx
        .from('quotation_requests')
        .where('id', input.requestId)
        .update({
          quotations_count: input.quotationsCount,
          updated_at: now,
          ...(input.close ? { is_closed: true, closed_at: now } : {}),
        }),
      parts.length > 0
        ? trx
            .from('quotation_request_details')
            .whereIn('id', parts)
            .where('quotation_request_id', input.requestId)
            .increment('quotations_count', 1)
        : null,
    ])
  }

  /** Closes the request at its cap ("the request closes when the cap is reached"). */
  async closeAtCap(trx: Client, requestId: number) {
    const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
    await trx
      .from('quotation_requests')
      .where('id', requestId)
      .where('is_closed', false)
      .update({ is_closed: true, closed_at: now, updated_at: now })
  }
}

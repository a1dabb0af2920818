import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Quotation from '#quotations/models/quotation'
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

/** A quotation already on a request, as a send decides on it. */
export interface QuotationOnRequest {
  id: number
  storeId: number
  code: string
  idempotencyKey: string | null
}

/** What a send reads before its transaction (SendQuotation, `sendContext`), in one round trip. */
export interface SendContext {
  /** The quotation an idempotency key already made, if any. */
  keyQuotationId: number | null
  adviserIds: number[]
  partIds: number[]
  storeDiscarded: boolean
  /** The store's 'Agotado' marks on the offered parts. */
  markedIds: number[]
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
   * The request row and the quotations on it, locked, in one statement (a send's first read
   * under the lock: the losers of a race need nothing else before they are refused).
   */
  async lockRequestWithQuotations(
    trx: Client,
    requestId: number
  ): Promise<{ request: LockedRequest; quotations: QuotationOnRequest[] } | null> {
    const rows = await locking(
      trx,
      trx
        .from('quotation_requests as r')
        .leftJoin('quotations as q', 'q.quotation_request_id', 'r.id')
        .where('r.id', requestId)
        .orderBy('q.id', 'asc')
        .select(...REQUEST_COLUMNS.map((column) => `r.${column}`))
        .select(
          'q.id as q_id',
          'q.store_id as q_store_id',
          'q.code as q_code',
          'q.idempotency_key as q_idempotency_key'
        )
    )
    if (rows.length === 0) return null
    return {
      request: lockedRequestOf(rows[0]),
      quotations: rows
        .filter((row: any) => row.q_id !== null)
        .map((row: any) => ({
          id: Number(row.q_id),
          storeId: Number(row.q_store_id),
          code: String(row.q_code),
          idempotencyKey: (row.q_idempotency_key as string | null) ?? null,
        })),
    }
  }

  /**
   * Everything a send checks before it takes the request's lock, in one round trip (a UNION
   * ALL of five small reads): a quotation the idempotency key made, the store's active sellers,
   * the request's parts, the store's discard and its 'Agotado' marks on the offered parts.
   */
  async sendContext(input: {
    requestId: number
    storeId: number
    idempotencyKey: string | null
    offeredDetailIds: number[]
  }): Promise<SendContext> {
    const kind = (name: string) => db.raw('? as kind', [name])
    const parts = [
      db
        .from('store_advisers')
        .where('store_id', input.storeId)
        .where('is_active', true)
        .select(kind('adviser'), 'id'),
      db
        .from('vendor_ignores')
        .where('quotation_request_id', input.requestId)
        .where('store_id', input.storeId)
        .select(kind('discarded'), 'id'),
    ]
    if (input.idempotencyKey) {
      parts.push(
        db
          .from('quotations')
          .where('idempotency_key', input.idempotencyKey)
          .select(kind('key'), 'id')
      )
    }
    if (input.offeredDetailIds.length > 0) {
      parts.push(
        db
          .from('quotation_request_details')
          .where('quotation_request_id', input.requestId)
          .select(kind('part'), 'id'),
        db
          .from('quotation_request_detail_unavailables')
          .where('store_id', input.storeId)
          .whereIn('detail_id', input.offeredDetailIds)
          .select(kind('marked'), 'id')
      )
    }
    const [first, ...rest] = parts
    const rows: { kind: string; id: number | string }[] = await first.unionAll(rest)
    const ids = (name: string) =>
      rows.filter((row) => row.kind === name).map((row) => Number(row.id))
    return {
      keyQuotationId: ids('key')[0] ?? null,
      adviserIds: ids('adviser'),
      partIds: ids('part'),
      storeDiscarded: ids('discarded').length > 0,
      markedIds: ids('marked'),
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
    await trx
      .from('quotation_requests')
      .where('id', input.requestId)
      .update({
        quotations_count: input.quotationsCount,
        updated_at: now,
        ...(input.close ? { is_closed: true, closed_at: now } : {}),
      })
    const parts = [...new Set(input.offeredDetailIds)]
    if (parts.length > 0) {
      await trx
        .from('quotation_request_details')
        .whereIn('id', parts)
        .where('quotation_request_id', input.requestId)
        .increment('quotations_count', 1)
    }
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

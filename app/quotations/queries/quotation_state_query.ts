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

export default class QuotationStateQuery {
  /** The request row, locked for the rest of the transaction. */
  async lockRequest(trx: Client, requestId: number): Promise<LockedRequest | null> {
    const row = await locking(
      trx,
      trx
        .from('quotation_requests')
        .where('id', requestId)
        .select(
          'id',
          'code',
          'user_id',
          'store_id',
          'quote_by_product',
          'is_closed',
          'expires_at',
          'quotations_count'
        )
    ).first()
    if (!row) return null
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

  /** The quotation again, locked, bound to the transaction (after its request's lock). */
  async lockQuotation(trx: TransactionClientContract, id: number) {
    return locking(trx, Quotation.query({ client: trx }).where('id', id)).firstOrFail()
  }

  /** Quotations on the request, counted (not the denormalised counter). */
  async quotationsOn(trx: Client, requestId: number) {
    const rows = await locking(
      trx,
      trx
        .from('quotations')
        .where('quotation_request_id', requestId)
        .select('id', 'store_id', 'code', 'idempotency_key')
    )
    return rows.map((row: any) => ({
      id: Number(row.id),
      storeId: Number(row.store_id),
      code: String(row.code),
      idempotencyKey: (row.idempotency_key as string | null) ?? null,
    }))
  }

  /** The store discarded the request. */
  async discardedBy(trx: Client, requestId: number, storeId: number) {
    const row = await trx
      .from('vendor_ignores')
      .where('quotation_request_id', requestId)
      .where('store_id', storeId)
      .select('id')
      .first()
    return Boolean(row)
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

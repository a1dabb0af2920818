import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { actingStore } from '#stores/policies/acting_store'
import type { CustomerDataViewer } from '#quotations/rules/customer_data'
import { missingRecord } from '#core/policies/decisions'
import { ANALYTICS_COUNT_CAP } from '#reports/rules/analytics_columns'
import {
  buildAnalyticsRow,
  rowKey,
  type AnalyticsRawRow,
  type AnalyticsRow,
  type AnalyticsRowKind,
  type DetailLine,
} from '#reports/rules/analytics_rows'
import { dayBounds, type AnalyticsFilter } from '#reports/validators/analytics_filter'

/**
 * The analytics report's rows (doc 2 §2, §3 "Analytics row", §7 GET completeAnalytics).
 *
 * A row is what one store did with one quotation request: each quotation it sent (kind 2) and
 * each discard of a request it did not quote (kind 1), newest first by that date (ties: the
 * quotation first, then the higher id). A vendor reads their own store's rows; staff read one
 * store's (`filter.storeId`) or, without it, every store's of their own country.
 *
 * Cost, whatever the history (constant number of statements, each bounded):
 * - the page: one statement; each kind's rows are walked newest first on an index
 *   (quotations_store_created_idx / vendor_ignores_store_created_idx for one store; the
 *   created_at indexes of migration 3420 for the whole platform) and stop after the rows the
 *   page needs, then the two short lists are merged and joined to the request, buyer, vehicle,
 *   store, buyer's discard and order;
 * - the count: one statement counting each kind up to ANALYTICS_COUNT_CAP (2,000) rows only; a
 *   bigger report says `countCapped` and pages up to the cap (100 pages of 20: the Excel export
 *   holds everything);
 * - the part lines of the page's requests and quotations: two statements.
 * The Excel export reads the same rows in keyset chunks (`chunk`), never with an offset.
 */
export interface AnalyticsScope {
  staff: boolean
  /** The one store read; null: every store (staff only). */
  storeId: number | null
  /** Staff reading every store: their country's requests. */
  countryCode: string
  viewer: CustomerDataViewer
}

/** Where a chunk starts: after this row (in the report's order). */
export interface AnalyticsCursor {
  at: unknown
  kind: AnalyticsRowKind
  id: number
}

export interface AnalyticsRowWithKey extends AnalyticsRow {
  row_key: string
}

/** Whose rows `user` reads with `filter` (AnalyticsPolicy.view decided that they may). */
export async function analyticsScope(user: User, filter: AnalyticsFilter): Promise<AnalyticsScope> {
  const staff = user.actsAsAdmin
  const viewer: CustomerDataViewer = {
    userId: user.id,
    staff,
    showCustomerData: Boolean(user.showCustomerData),
    showCustomerDataMarketplace: Boolean(user.showCustomerDataMarketplace),
  }
  if (staff) {
    if (filter.storeId !== undefined) {
      const store = await db.from('stores').where('id', filter.storeId).select('id').first()
      if (!store) throw missingRecord()
    }
    return { staff, storeId: filter.storeId ?? null, countryCode: user.countryCode, viewer }
  }
  const context = await actingStore(user)
  if (!context || (filter.storeId !== undefined && filter.storeId !== context.store.id)) {
    throw missingRecord()
  }
  return { staff, storeId: context.store.id, countryCode: context.store.countryCode, viewer }
}

interface Sql {
  sql: string
  bindings: unknown[]
}

const BRANCHES = [
  { kind: 2 as const, table: 'quotations' },
  { kind: 1 as const, table: 'vendor_ignores' },
]

/**
 * One kind's rows, newest first, at most `limit` (a LIMIT-ed derived table, so each kind stops
 * early on its index). Columns: kind, row_id, at, request_id, store_id.
 */
function branch(
  kind: AnalyticsRowKind,
  table: string,
  scope: AnalyticsScope,
  filter: AnalyticsFilter,
  limit: number,
  options: { order: boolean; after?: AnalyticsCursor }
): Sql {
  const where: string[] = []
  const bindings: unknown[] = []
  const needsRequest = filter.channel !== undefined || scope.storeId === null
  if (scope.storeId !== null) {
    where.push('t.store_id = ?')
    bindings.push(scope.storeId)
  } else {
    where.push('r.country_code = ?')
    bindings.push(scope.countryCode)
  }
  if (filter.channel === 1) where.push('r.store_id IS NULL')
  if (filter.channel === 2) where.push('r.store_id IS NOT NULL')
  const days = dayBounds(filter)
  if (days.from) {
    where.push('t.created_at >= ?')
    bindings.push(days.from)
  }
  if (days.to) {
    where.push('t.created_at <= ?')
    bindings.push(days.to)
  }
  if (kind === 1) {
    // a request the store discarded and then quoted anyway shows once, as its quotation
    where.push(
      'NOT EXISTS (SELECT 1 FROM quotations q2 WHERE q2.quotation_request_id = t.quotation_request_id AND q2.store_id = t.store_id)'
    )
  }
  const after = options.after
  if (after) {
    if (kind < after.kind) {
      where.push('t.created_at <= ?')
      bindings.push(after.at)
    } else if (kind === after.kind) {
      where.push('(t.created_at < ? OR (t.created_at = ? AND t.id < ?))')
      bindings.push(after.at, after.at, after.id)
    } else {
      where.push('t.created_at < ?')
      bindings.push(after.at)
    }
  }
  const join = needsRequest ? ' JOIN quotation_requests r ON r.id = t.quotation_request_id' : ''
  const order = options.order ? ' ORDER BY t.created_at DESC, t.id DESC' : ''
  bindings.push(limit)
  return {
    sql:
      `SELECT ${kind} AS kind, t.id AS row_id, t.created_at AS at, ` +
      `t.quotation_request_id AS request_id, t.store_id AS store_id FROM ${table} t${join} ` +
      `WHERE ${where.join(' AND ')}${order} LIMIT ?`,
    bindings,
  }
}

/** Both kinds merged: `(… UNION ALL …) AS x`. */
function merged(
  scope: AnalyticsScope,
  filter: AnalyticsFilter,
  limit: number,
  after?: AnalyticsCursor
): Sql {
  const parts = BRANCHES.map(({ kind, table }) =>
    branch(kind, table, scope, filter, limit, { order: true, after })
  )
  return {
    sql: `(SELECT * FROM (${parts[0].sql}) a UNION ALL SELECT * FROM (${parts[1].sql}) b) x`,
    bindings: [...parts[0].bindings, ...parts[1].bindings],
  }
}

const SELECT = [
  'x.kind',
  'x.row_id',
  'x.at',
  'x.store_id',
  's.name as store_name',
  'r.id as request_id',
  'r.code as request_code',
  'r.created_at as request_created_at',
  'r.store_id as request_store_id',
  'r.user_id as request_user_id',
  'r.country_code as request_country_code',
  'b.name as brand_name',
  'r.vehicle_model',
  'r.vehicle_year',
  'r.vehicle_vin',
  'r.vehicle_license_plate',
  'r.vehicle_owner_identification',
  'r.vehicle_property_card',
  'v.engine_number',
  'v.chassis_number',
  'v.cylinder_capacity',
  'v.class as vehicle_class',
  'v.body_type',
  'v.fuel_type',
  'v.color',
  'v.transit_agency',
  'u.full_name as user_full_name',
  'u.email as user_email',
  'u.mobile as user_mobile',
  'uc.name as user_city_name',
  'vi.reason as ignore_reason',
  'q.id as quotation_id',
  'q.code as quotation_code',
  'q.created_at as quotation_created_at',
  'q.total as quotation_total',
  'bi.reason as buyer_ignore_reason',
  'o.id as order_id',
  'o.ref_venta as order_ref',
  'o.created_at as order_created_at',
  'o.total as order_total',
]

export default class AnalyticsQuery {
  /** One page (zero-based) of the report, built for the scope's viewer. */
  async page(scope: AnalyticsScope, filter: AnalyticsFilter, page: number, pageSize: number) {
    const offset = page * pageSize
    // past the counted rows a page is empty (the count stops there too)
    if (offset >= ANALYTICS_COUNT_CAP) return []
    const raws: AnalyticsRawRow[] = await this.read(merged(scope, filter, offset + pageSize))
      .limit(pageSize)
      .offset(offset)
    return this.build(scope, raws)
  }

  /** The rows after `after` (the first ones without it), `size` at most: the export's keyset. */
  async chunk(
    scope: AnalyticsScope,
    filter: AnalyticsFilter,
    size: number,
    after?: AnalyticsCursor
  ) {
    const raws: AnalyticsRawRow[] = await this.read(merged(scope, filter, size, after)).limit(size)
    const last = raws.at(-1)
    return {
      rows: await this.build(scope, raws),
      next: last
        ? { at: last.at, kind: Number(last.kind) as AnalyticsRowKind, id: last.row_id }
        : null,
    }
  }

  /** How many rows the report has, counted up to ANALYTICS_COUNT_CAP. */
  async count(scope: AnalyticsScope, filter: AnalyticsFilter) {
    const parts = BRANCHES.map(({ kind, table }) =>
      branch(kind, table, scope, filter, ANALYTICS_COUNT_CAP + 1, { order: false })
    )
    const result = await db
      .query()
      .select(
        db.raw(`(SELECT COUNT(*) FROM (${parts[0].sql}) a) AS quoted`, parts[0].bindings),
        db.raw(`(SELECT COUNT(*) FROM (${parts[1].sql}) b) AS discarded`, parts[1].bindings)
      )
      .first()
    const total = Number(result?.quoted ?? 0) + Number(result?.discarded ?? 0)
    return { count: Math.min(total, ANALYTICS_COUNT_CAP), capped: total > ANALYTICS_COUNT_CAP }
  }

  private read(rows: Sql) {
    const query = db.query()
    // a derived table: Lucid's `from` takes no raw SQL, knex's does
    query.knexQuery.from(db.knexRawQuery(rows.sql, rows.bindings as any[]))
    return query
      .join('quotation_requests as r', 'r.id', 'x.request_id')
      .join('users as u', 'u.id', 'r.user_id')
      .join('stores as s', 's.id', 'x.store_id')
      .leftJoin('vehicle_brands as b', 'b.id', 'r.brand_id')
      .leftJoin('localization_zones as uc', 'uc.id', 'u.city_id')
      .leftJoin('vehicles as v', 'v.id', 'r.vehicle_id')
      .leftJoin('quotations as q', (join) => join.on('q.id', 'x.row_id').andOnVal('x.kind', 2))
      .leftJoin('buyer_ignores as bi', 'bi.quotation_id', 'q.id')
      .leftJoin('vendor_ignores as vi', (join) =>
        join.on('vi.quotation_request_id', 'x.request_id').andOn('vi.store_id', 'x.store_id')
      )
      .leftJoin('cart_shopping_headers as o', (join) =>
        join.on(
          'o.id',
          '=',
          db.knexRawQuery(
            "(SELECT MAX(o2.id) FROM cart_shopping_headers o2 WHERE o2.quotation_id = q.id AND o2.status <> 'cancelled')"
          )
        )
      )
      .select(SELECT)
      .orderBy('x.at', 'desc')
      .orderBy('x.kind', 'desc')
      .orderBy('x.row_id', 'desc')
  }

  /** The rows with their part lines (two statements for the whole page or chunk). */
  private async build(scope: AnalyticsScope, raws: AnalyticsRawRow[]) {
    const requestIds = [...new Set(raws.map((raw) => raw.request_id))]
    const quotationIds = raws.flatMap((raw) =>
      raw.quotation_id === null ? [] : [raw.quotation_id]
    )
    const [requestLines, quotationLines] = await Promise.all([
      requestIds.length === 0
        ? []
        : db
            .from('quotation_request_details')
            .whereIn('quotation_request_id', requestIds)
            .orderBy('id')
            .select('quotation_request_id as owner', 'name', 'amount'),
      quotationIds.length === 0
        ? []
        : db
            .from('quotation_details')
            .whereIn('quotation_id', quotationIds)
            .orderBy('id')
            .select('quotation_id as owner', 'name', 'amount', 'reference'),
    ])
    const details = { request: group(requestLines), quotation: group(quotationLines) }
    return raws.map((raw): AnalyticsRowWithKey => ({
      ...buildAnalyticsRow(normalized(raw), scope.viewer, details),
      row_key: rowKey({ kind: Number(raw.kind) as AnalyticsRowKind, row_id: raw.row_id }),
    }))
  }
}

/** Drivers answer numbers for ids and counts; SQLite may answer the kind literal as a number. */
function normalized(raw: AnalyticsRawRow): AnalyticsRawRow {
  return { ...raw, kind: Number(raw.kind) as AnalyticsRowKind }
}

function group(
  lines: { owner: number; name: string; amount: number; reference?: string | null }[]
) {
  const map = new Map<number, DetailLine[]>()
  for (const line of lines) {
    const list = map.get(line.owner) ?? []
    list.push({ name: line.name, amount: Number(line.amount), reference: line.reference ?? null })
    map.set(line.owner, list)
  }
  return map
}

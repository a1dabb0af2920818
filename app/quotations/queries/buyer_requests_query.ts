import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import QuotationRequest from '#quotations/models/quotation_request'
import {
  parseAttributes,
  parseFilterObject,
  parseGetters,
  parseOrder,
  parseScopes,
  parseWith,
  readBoolean,
  sentOrNull,
  readDateRange,
  readIds,
  readRange,
  readText,
  readYear,
} from '#quotations/queries/list_params'
import { BusinessError } from '#core/errors'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'
import { VENDOR_MESSAGES } from '#quotations/rules/vendor_messages'
import { vendorScopes, type VendorScopeName } from '#quotations/queries/vendor_request_scopes'
import type { VendorAccess } from '#quotations/queries/vendor_access_query'
import { visibleToStore } from '#quotations/queries/vendor_pending_query'
import { readRows, selectRows } from '#quotations/queries/request_rows'
import { readSearch, whereRequestMatches } from '#quotations/queries/request_search'
import { LIST_ATTRIBUTES, LIST_GETTERS } from '#quotations/rules/request_api_fields'

/** The seller-side lists count up to this many rows (see `list`). */
export const VENDOR_COUNT_CAP = 500

/** Relations a caller may ask for with `with`. */
export const REQUEST_RELATIONS = ['brand', 'user', 'city', 'details', 'vehicle', 'store'] as const
export type RequestRelation = (typeof REQUEST_RELATIONS)[number]

/**
 * Scopes of the buyer's list (doc 2 §2 "Buyer request list", §7):
 * - `quotationRequestOpen` (tab #open): open AND not expired: `is_closed = false` and
 *   `expires_at` still in the future (the model's `open` scope).
 * - `quotationRequestClosed` (tab #close): closed OR expired: `is_closed = true` (closed by the
 *   buyer with a reason or at the quotation cap) or `expires_at` reached, so that every request
 *   is in exactly one of the two tabs.
 */
export const BUYER_SCOPES = ['quotationRequestOpen', 'quotationRequestClosed'] as const

/**
 * The vendor scopes of the spec (doc 2 §7), with the meaning written on each function of
 * queries/vendor_request_scopes.ts; all six together are Pendientes. Asking for any of them
 * turns the list into the seller-side list of a store (see `Viewer.vendor`): only a vendor of a
 * store with the GO module, or staff (read-only), gets it; anybody else is refused with a 403
 * by the controller.
 * - notIgnored: the store has not discarded it.
 * - ownedByStore: the store's own store request, or a marketplace request (sent to the
 *   marketplace) of a brand the store has enabled, in the store's country.
 * - notQuoted: the store has not quoted it.
 * - dontOwnedByUser: not the caller's own request.
 * - notExpired: `expires_at` still in the future.
 * - inWait: open and below its cap (1 store request, 3 marketplace, 3 per part for a
 *   per-product request with some part nobody bought).
 * Staff reading the whole platform (no store) get only the two that need no store
 * (notExpired, inWait); the four store scopes need a store and are left out.
 */
export const VENDOR_SCOPES = [
  'notIgnored',
  'ownedByStore',
  'notQuoted',
  'dontOwnedByUser',
  'notExpired',
  'inWait',
] as const satisfies readonly VendorScopeName[]

export const REQUEST_SCOPES = [...BUYER_SCOPES, ...VENDOR_SCOPES] as const
export type RequestScope = (typeof REQUEST_SCOPES)[number]

export const isVendorScope = (scope: string): scope is VendorScopeName =>
  (VENDOR_SCOPES as readonly string[]).includes(scope)

/**
 * Filters (JSON object in `filter`):
 * - `id`, `brand_id`: one id or an array of ids.
 * - `store_id`: one id, an array of ids, or null for marketplace requests only.
 * - `code`: the exact code (SC-000123), case ignored.
 * - `search`: the seller tabs' search box: words each found in the code ('12', '000012'), the
 *   brand, the model, a part's name or number, or the city (queries/request_search.ts).
 * - `is_closed`: true / false (the column: closed by the buyer or at the cap).
 * - `vehicle_model`: text contained in the model, case ignored.
 * - `vehicle_year`: a year, or a range `{ from, to }` / `[from, to]`.
 * - `created_at`: a range `{ from, to }` / `[from, to]` of dates (yyyy-MM-dd, whole days, UTC)
 *   or ISO date-times; both ends inclusive, either may be left out.
 */
export const REQUEST_FILTERS = [
  'id',
  'code',
  'search',
  'is_closed',
  'store_id',
  'brand_id',
  'vehicle_model',
  'vehicle_year',
  'created_at',
] as const

/** Columns a caller may order by; the default is newest first. */
export const REQUEST_ORDER_COLUMNS = ['id', 'code', 'created_at', 'vehicle_year'] as const

type Query = ModelQueryBuilderContract<typeof QuotationRequest>

/**
 * Who is asking: staff (admin or module manager) see every request and the buyer's data.
 * `vendor` is set when the list is the seller-side list (vendor scopes asked for): the rows are
 * then those of the store's channel (queries/vendor_pending_query.ts `visibleToStore`), or every
 * request for staff reading the whole platform.
 */
export interface Viewer {
  id: number
  staff: boolean
  vendor?: VendorAccess | null
  /** The customer-data rights of the user (rules/customer_data.ts); missing means none. */
  showCustomerData?: boolean
  showCustomerDataMarketplace?: boolean
}

export interface ListInput {
  with?: unknown
  filter?: unknown
  scopes?: unknown
  order?: unknown
  getters?: unknown
  attributes?: unknown
  page?: number
  pageSize?: number
}

export type Condition =
  | { column: string; op: 'in'; values: number[] }
  | { column: string; op: 'null' }
  | { column: string; op: '=' | '>=' | '<='; value: string | number | boolean }
  | { column: string; op: 'contains'; value: string }
  | { column: string; op: 'search'; words: string[] }

export interface ListParams {
  relations: RequestRelation[]
  scopes: RequestScope[]
  conditions: Condition[]
  order: ReturnType<typeof parseOrder<(typeof REQUEST_ORDER_COLUMNS)[number]>>
  /** Computed fields of the rows (LIST_GETTERS); null: all of them. */
  getters: string[] | null
  /** Plain columns of the rows (LIST_ATTRIBUTES, `id` always); null: all of them. */
  attributes: string[] | null
}

const column = (name: string) => `quotation_requests.${name}`
const nowForSql = () => DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * Reads the JSON `filter` into SQL conditions on quotation_requests (see REQUEST_FILTERS): an
 * unknown key or a bad value is a Spanish 422.
 */
export function parseRequestFilter(raw: unknown): Condition[] {
  const filter = parseFilterObject(raw)
  const conditions: Condition[] = []
  for (const [key, value] of Object.entries(filter)) {
    switch (key) {
      case 'id':
      case 'brand_id':
        conditions.push({ column: column(key), op: 'in', values: readIds(value, key) })
        break
      case 'store_id':
        conditions.push(
          value === null
            ? { column: column(key), op: 'null' }
            : { column: column(key), op: 'in', values: readIds(value, key) }
        )
        break
      case 'code':
        conditions.push({
          column: column(key),
          op: '=',
          value: readText(value, key, 32).toUpperCase(),
        })
        break
      case 'search': {
        const words = readSearch(value, key)
        if (words.length) conditions.push({ column: column(key), op: 'search', words })
        break
      }
      case 'is_closed':
        conditions.push({ column: column(key), op: '=', value: readBoolean(value, key) })
        break
      case 'vehicle_model': {
        const text = readText(value, key, 128)
          .toLowerCase()
          .replace(/[\\%_]/g, '')
        if (text) conditions.push({ column: column(key), op: 'contains', value: text })
        break
      }
      case 'vehicle_year':
        if (value !== null && typeof value === 'object') {
          const range = readRange(value, key, readYear)
          if (range.from !== undefined) {
            conditions.push({ column: column(key), op: '>=', value: range.from })
          }
          if (range.to !== undefined) {
            conditions.push({ column: column(key), op: '<=', value: range.to })
          }
        } else {
          conditions.push({ column: column(key), op: '=', value: readYear(value, key) })
        }
        break
      case 'created_at': {
        const range = readDateRange(value, key)
        if (range.from) conditions.push({ column: column(key), op: '>=', value: range.from })
        if (range.to) conditions.push({ column: column(key), op: '<=', value: range.to })
        break
      }
      default:
        throw new BusinessError(M.unknownFilter(key, REQUEST_FILTERS), 422, {}, 'filter')
    }
  }
  return conditions
}

/**
 * Parses and checks `with`, `filter`, `scopes`, `order`, `getters` and `attributes` (422 in
 * Spanish naming the parameter, for anything outside the whitelists or malformed) before any
 * query runs. `seller`: the seller-side list (a vendor scope), whose rows have one getter more
 * (rules/request_api_fields.ts LIST_GETTERS). The `user` relation (buyer name and mobile) is
 * loaded for any viewer; the transformer shows it only to whom rules/customer_data.ts allows,
 * row by row (null for anybody else).
 */
export function parseListParams(input: ListInput, seller = false): ListParams {
  const getters = seller ? LIST_GETTERS.seller : LIST_GETTERS.buyer
  return {
    relations: parseWith(input.with, REQUEST_RELATIONS),
    scopes: parseScopes(input.scopes, REQUEST_SCOPES),
    conditions: parseRequestFilter(input.filter),
    order: parseOrder(input.order, REQUEST_ORDER_COLUMNS),
    getters: sentOrNull(input.getters, (raw) => parseGetters(raw, getters)),
    attributes: sentOrNull(input.attributes, (raw) => parseAttributes(raw, LIST_ATTRIBUTES)),
  }
}

/** Adds the conditions of a parsed filter. */
export function applyConditions(query: Query, conditions: Condition[]) {
  for (const condition of conditions) {
    switch (condition.op) {
      case 'in':
        query.whereIn(condition.column, condition.values)
        break
      case 'null':
        query.whereNull(condition.column)
        break
      case 'contains':
        query.whereRaw(`LOWER(${condition.column}) LIKE ?`, [`%${condition.value}%`])
        break
      case 'search':
        whereRequestMatches(query, condition.words, query.client.dialect.name)
        break
      default:
        query.where(condition.column, condition.op, condition.value)
    }
  }
  return query
}

/** Adds the named scopes (their meaning is written on REQUEST_SCOPES). */
export function applyScopes(query: Query, scopes: RequestScope[], viewer?: Viewer) {
  for (const scope of scopes) {
    if (isVendorScope(scope)) {
      const access = viewer?.vendor
      if (!access) throw new BusinessError(VENDOR_MESSAGES.notVendor, 403)
      if (access.scope) vendorScopes[scope](query, access.scope)
      else if (scope === 'notExpired') vendorScopes.notExpired(query)
      else if (scope === 'inWait') vendorScopes.inWait(query)
    } else if (scope === 'quotationRequestOpen') {
      query.withScopes((modelScopes) => modelScopes.open())
    } else {
      const now = nowForSql()
      query.where((closedOrExpired) => {
        closedOrExpired.where(column('is_closed'), true).orWhere(column('expires_at'), '<=', now)
      })
    }
  }
  return query
}

/**
 * One preload per relation asked for, for the request nested in the vendor lists (discards,
 * quotations): a page of rows costs one query per relation. (The request lists themselves read
 * plain rows, see BuyerRequestsQuery.)
 */
export function applyRelations<Q extends ModelQueryBuilderContract<typeof QuotationRequest, any>>(
  query: Q,
  relations: readonly string[]
) {
  for (const relation of relations) {
    switch (relation) {
      case 'brand':
        query.preload('brand', (brand) => brand.select('id', 'name'))
        break
      case 'city':
        query.preload('city', (city) => city.select('id', 'name', 'full_name'))
        break
      case 'user':
        query.preload('user', (user) => user.select('id', 'full_name', 'mobile'))
        break
      case 'store':
        query.preload('store', (store) => store.select('id', 'name', 'url_path'))
        break
      case 'vehicle':
        query.preload('vehicle')
        break
      case 'details':
        query.preload('details', (details) => details.orderBy('id', 'asc'))
        break
    }
  }
  return query
}

type IdRow = { id: number }
const idsOf = (rows: IdRow[]) => rows.map((row) => Number(row.id))

/** The ids of one page of the (ordered) list. */
const pageIdsOf = (filtered: Query, page: number, pageSize: number) =>
  filtered
    .clone()
    .select(column('id'))
    .offset(page * pageSize)
    .limit(pageSize)

/** The number of rows of the list, or of its first `cap` rows. */
function countOf(filtered: Query, cap?: number) {
  const ids = filtered.clone().clearOrder().select(column('id'))
  if (cap !== undefined) ids.limit(cap)
  return db.from(ids.as('counted')).count('* as total')
}

/**
 * The buyer's request list (doc 2 §2, §6, §7), shared by the JSON API and the main area
 * page: a buyer sees only their own requests; staff (admin or module manager) see all.
 * A page is plain rows (queries/request_rows.ts), not Lucid models, in two queries whatever
 * the relations asked for: the ids of the page with the count, then the rows of those ids with
 * their relations.
 */
export default class BuyerRequestsQuery {
  /** Rows the viewer may see, before scopes and filters. */
  visibleTo(viewer: Viewer): Query {
    const query = QuotationRequest.query()
    if (viewer.vendor) {
      if (viewer.vendor.scope) visibleToStore(query, viewer.vendor.scope)
      return query
    }
    if (!viewer.staff) query.withScopes((scopes) => scopes.ofUser(viewer.id))
    return query
  }

  /** The store whose process observation each row carries (quotationRequestToVendor). */
  private observationsOf(viewer: Viewer) {
    return viewer.vendor?.scope?.storeId
  }

  /** The rows of `query` (narrowed to the ids to read) with their relations, one query. */
  private async read(query: Query, viewer: Viewer, relations: readonly string[]) {
    const storeId = this.observationsOf(viewer)
    selectRows(query, relations, storeId)
    return readRows(await query.pojo<Record<string, any>>(), relations, storeId !== undefined)
  }

  /**
   * A page of the list (`page` zero-based) with the total count: the ids of the page and the
   * count (`pageOfStore` or `pageOfBuyer`), then the rows of those ids with their relations.
   */
  async list(viewer: Viewer, input: ListInput) {
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? 20
    const params = parseListParams(input, Boolean(viewer.vendor))
    const filtered = this.visibleTo(viewer)
    applyConditions(filtered, params.conditions)
    applyScopes(filtered, params.scopes, viewer)
    for (const { column: name, direction } of params.order) {
      filtered.orderBy(column(name), direction)
    }
    if (!params.order.some((entry) => entry.column === 'created_at')) {
      filtered.orderBy(column('created_at'), 'desc')
    }
    filtered.orderBy(column('id'), 'desc')

    const capped = Boolean(viewer.vendor)
    const { ids, total } = capped
      ? await this.pageOfStore(filtered, page, pageSize)
      : await this.pageOfBuyer(filtered, page, pageSize)
    const read = ids.length
      ? await this.read(
          QuotationRequest.query().whereIn(column('id'), ids),
          viewer,
          params.relations
        )
      : []
    const byId = new Map(read.map((row) => [row.id, row]))
    const rows = ids.map((id) => byId.get(id)).filter((row) => row !== undefined)
    const countCapped = capped && total > VENDOR_COUNT_CAP
    const count = countCapped ? VENDOR_COUNT_CAP : total
    return { rows, count, countCapped, page, pageSize, params }
  }

  /**
   * The seller-side lists (a vendor scope) count at most VENDOR_COUNT_CAP + 1 matching rows:
   * over 10,000 open requests the full count walked every row through the scopes' NOT EXISTS on
   * each call (most of the call's time); capped, it stops early and the page says "Más de 500
   * solicitudes" (`countCapped`), 25 pages of 20 — a vendor reaches older requests by code.
   * One query reads the ids of those first 501 rows in the list's order (an index-only walk,
   * migration 2978): their number is the count and the page is a slice of them, so the scopes
   * run once per call. A page beyond them reads its ids and the count apart.
   */
  private async pageOfStore(filtered: Query, page: number, pageSize: number) {
    const cap = VENDOR_COUNT_CAP + 1
    const start = page * pageSize
    if (start + pageSize <= cap) {
      const first = idsOf(await filtered.select(column('id')).limit(cap).pojo<IdRow>())
      return { ids: first.slice(start, start + pageSize), total: first.length }
    }
    const [rows, counted] = await Promise.all([
      pageIdsOf(filtered, page, pageSize).pojo<IdRow>(),
      countOf(filtered, cap).first(),
    ])
    return { ids: idsOf(rows), total: Number(counted?.total ?? 0) }
  }

  /**
   * The buyer's list counts exactly: the ids of the page carry the count as a subquery (one
   * query); a page past the end, with no row to carry it, counts apart.
   */
  private async pageOfBuyer(filtered: Query, page: number, pageSize: number) {
    const rows = await pageIdsOf(filtered, page, pageSize)
      .select(countOf(filtered).as('list_total'))
      .pojo<IdRow & { list_total: number }>()
    if (rows.length > 0) return { ids: idsOf(rows), total: Number(rows[0].list_total) }
    if (page === 0) return { ids: [], total: 0 }
    return { ids: [], total: Number((await countOf(filtered).first())?.total ?? 0) }
  }

  /** One request as the list shows it, with the given relations (null when not visible). */
  async find(viewer: Viewer, id: number, relations: RequestRelation[]) {
    const query = this.visibleTo(viewer).where(column('id'), id)
    const [row] = await this.read(query, viewer, relations)
    return row ?? null
  }
}

import { applyRelations } from '#quotations/queries/buyer_requests_query'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Quotation from '#quotations/models/quotation'
import type { VendorAccess } from '#quotations/queries/vendor_access_query'
import {
  parseFilterObject,
  parseOrder,
  parseScopes,
  parseWith,
  readDateRange,
  readIds,
  readText,
} from '#quotations/queries/list_params'
import { BusinessError } from '#core/errors'
import { foldedColumn, likePattern } from '#core/services/search_text'
import { readSearch, whereRequestMatches } from '#quotations/queries/request_search'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'

/**
 * Relations of a quotation a caller may ask for with `with` (doc 2 §7 GET Quotation):
 * quotationRequest (and its brand, city, user), quotationDetails, buyerIgnoreQuotation,
 * infractions, vendor.store (and adviser). `quotationRequest.user` (buyer name and mobile) is
 * kept for staff only.
 */
export const QUOTATION_RELATIONS = [
  'quotationRequest',
  'quotationRequest.brand',
  'quotationRequest.city',
  'quotationRequest.user',
  'quotationDetails',
  'buyerIgnoreQuotation',
  'infractions',
  'vendor',
  'vendor.store',
  'adviser',
] as const
export type QuotationRelation = (typeof QUOTATION_RELATIONS)[number]

/**
 * Scopes: `ownedByVendor`, the quotations of the caller's store (Cotizadas). A vendor always
 * gets only their store's quotations (the scope is implied); staff get one store's with
 * `storeId`, or every store's.
 */
export const QUOTATION_SCOPES = ['ownedByVendor'] as const

/**
 * Filters: `id`, `quotation_request_id` (ids), `code` (CT-…, or the request's SC-… code),
 * `search` (the search box: a fragment of the quotation's code, or words found in its request
 * as in the request list, see queries/request_search.ts), `created_at`.
 */
export const QUOTATION_FILTERS = [
  'id',
  'quotation_request_id',
  'code',
  'search',
  'created_at',
] as const
export const QUOTATION_ORDER_COLUMNS = ['id', 'created_at', 'valid_until', 'total'] as const

type Query = ModelQueryBuilderContract<typeof Quotation>

export interface QuotationListInput {
  with?: unknown
  filter?: unknown
  scopes?: unknown
  order?: unknown
  page?: number
  pageSize?: number
}

const T = 'quotations'

export function applyQuotationFilter(query: Query, raw: unknown) {
  for (const [key, value] of Object.entries(parseFilterObject(raw))) {
    switch (key) {
      case 'id':
      case 'quotation_request_id':
        query.whereIn(`${T}.${key}`, readIds(value, key))
        break
      case 'code': {
        const code = readText(value, key, 32).toUpperCase()
        query.where((byCode) =>
          byCode
            .where(`${T}.code`, code)
            .orWhereIn(`${T}.quotation_request_id`, (requests) =>
              requests.from('quotation_requests').select('id').where('code', code)
            )
        )
        break
      }
      case 'search': {
        const words = readSearch(value, key)
        const dialect = query.client.dialect.name
        for (const word of words) {
          query.where((byWord) =>
            byWord
              .whereRaw(`${foldedColumn(dialect, `${T}.code`)} LIKE ?`, [likePattern(word)])
              .orWhereIn(`${T}.quotation_request_id`, (requests) =>
                whereRequestMatches(
                  requests.from('quotation_requests').select('id'),
                  [word],
                  dialect
                )
              )
          )
        }
        break
      }
      case 'created_at': {
        const range = readDateRange(value, key)
        if (range.from) query.where(`${T}.created_at`, '>=', range.from)
        if (range.to) query.where(`${T}.created_at`, '<=', range.to)
        break
      }
      default:
        throw new BusinessError(M.unknownFilter(key, QUOTATION_FILTERS), 422, {}, 'filter')
    }
  }
}

/**
 * `order` as in the request list, plus the spec's bare `desc` / `asc` (by date). Newest first
 * by default ("order descending").
 */
function readOrder(raw: unknown) {
  if (raw === 'desc' || raw === 'asc') {
    return [{ column: 'created_at' as const, direction: raw as 'asc' | 'desc' }]
  }
  return parseOrder(raw, QUOTATION_ORDER_COLUMNS)
}

/**
 * Cotizadas (doc 2 §2, §7 GET Quotation with scope ownedByVendor): the store's quotations with
 * the relations asked for and, on every row, whether a buyer bought from it (one correlated
 * count, no extra query). Two queries for a page plus one per relation level.
 */
export default class VendorQuotationsQuery {
  async list(access: VendorAccess, input: QuotationListInput) {
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? 20
    const staff = access.kind === 'staff'
    parseScopes(input.scopes, QUOTATION_SCOPES)
    const relations = parseWith(input.with, QUOTATION_RELATIONS).filter(
      (relation) => relation !== 'quotationRequest.user' || staff
    )
    const order = readOrder(input.order)

    const query = Quotation.query()
    if (access.store) query.withScopes((scopes) => scopes.ofStore(access.store!.id))
    applyQuotationFilter(query, input.filter)
    query.withCount('cartShoppingHeaders', (orders) =>
      orders.whereNot('status', 'cancelled').as('orders_count')
    )
    this.preload(query, relations)
    for (const { column, direction } of order) query.orderBy(`${T}.${column}`, direction)
    if (!order.some((entry) => entry.column === 'created_at')) {
      query.orderBy(`${T}.created_at`, 'desc')
    }
    query.orderBy(`${T}.id`, 'desc')
    const result = await query.paginate(page + 1, pageSize)
    return { rows: result.all(), count: result.total, page, pageSize, relations }
  }

  private preload(query: Query, relations: QuotationRelation[]) {
    const nested = relations
      .filter((relation) => relation.startsWith('quotationRequest.'))
      .map((relation) => relation.slice('quotationRequest.'.length))
    if (relations.includes('quotationRequest') || nested.length > 0) {
      query.preload('request', (request) => {
        applyRelations(request, nested)
      })
    }
    if (relations.includes('quotationDetails')) {
      query.preload('details', (details) => details.orderBy('id', 'asc'))
    }
    if (relations.includes('buyerIgnoreQuotation')) query.preload('buyerIgnore')
    if (relations.includes('infractions')) {
      query.preload('infractions', (infractions) => infractions.orderBy('created_at', 'desc'))
    }
    if (relations.includes('vendor') || relations.includes('vendor.store')) {
      query.preload('vendor', (vendor) => vendor.select('id', 'full_name'))
    }
    if (relations.includes('vendor.store')) query.preload('store', (s) => s.select('id', 'name'))
    if (relations.includes('adviser')) query.preload('adviser')
  }
}

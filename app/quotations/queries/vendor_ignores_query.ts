import { applyRelations } from '#quotations/queries/buyer_requests_query'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import VendorIgnore, {
  VENDOR_IGNORE_REASONS,
  type VendorIgnoreReason,
} from '#quotations/models/vendor_ignore'
import type { VendorAccess } from '#quotations/queries/vendor_access_query'
import {
  parseFilterObject,
  parseOrder,
  parseWith,
  readDateRange,
  readIds,
  readText,
} from '#quotations/queries/list_params'
import { BusinessError } from '#core/errors'
import { readSearch, whereRequestMatches } from '#quotations/queries/request_search'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'

/**
 * Relations of a discard a caller may ask for with `with`. `quotationRequest.user` (the buyer's
 * name and mobile) is kept for staff only and dropped for anybody else.
 */
export const DISCARD_RELATIONS = [
  'quotationRequest',
  'quotationRequest.brand',
  'quotationRequest.city',
  'quotationRequest.details',
  'quotationRequest.user',
  'adviser',
  'store',
] as const
export type DiscardRelation = (typeof DISCARD_RELATIONS)[number]

/**
 * Filters (JSON `filter`): `id`, `quotation_request_id`, `adviser_id` (one id or an array),
 * `reason` (a key a–j or an array of them), `code` (the request's code, exact, case ignored),
 * `search` (the search box: words found in the request as in the request list, see
 * queries/request_search.ts), `created_at` (a date range as in the request list).
 */
export const DISCARD_FILTERS = [
  'id',
  'quotation_request_id',
  'adviser_id',
  'reason',
  'code',
  'search',
  'created_at',
] as const

export const DISCARD_ORDER_COLUMNS = ['id', 'created_at'] as const

type Query = ModelQueryBuilderContract<typeof VendorIgnore>

export interface DiscardListInput {
  with?: unknown
  filter?: unknown
  order?: unknown
  page?: number
  pageSize?: number
}

const T = 'vendor_ignores'

function readReasons(value: unknown): VendorIgnoreReason[] {
  const list = Array.isArray(value) ? value : [value]
  if (list.length === 0) throw new BusinessError(M.badFilterValue('reason'), 422, {}, 'filter')
  return list.map((item) => {
    if (typeof item !== 'string' || !(item in VENDOR_IGNORE_REASONS)) {
      throw new BusinessError(M.badFilterValue('reason'), 422, {}, 'filter')
    }
    return item as VendorIgnoreReason
  })
}

/** Applies the JSON filter (see DISCARD_FILTERS); an unknown key or bad value is a 422. */
export function applyDiscardFilter(query: Query, raw: unknown) {
  for (const [key, value] of Object.entries(parseFilterObject(raw))) {
    switch (key) {
      case 'id':
      case 'quotation_request_id':
      case 'adviser_id':
        query.whereIn(`${T}.${key}`, readIds(value, key))
        break
      case 'reason':
        query.whereIn(`${T}.reason`, readReasons(value))
        break
      case 'code': {
        const code = readText(value, key, 32).toUpperCase()
        query.whereIn(`${T}.quotation_request_id`, (requests) =>
          requests.from('quotation_requests').select('id').where('code', code)
        )
        break
      }
      case 'search': {
        const words = readSearch(value, key)
        if (words.length === 0) break
        query.whereIn(`${T}.quotation_request_id`, (requests) =>
          whereRequestMatches(
            requests.from('quotation_requests').select('id'),
            words,
            query.client.dialect.name
          )
        )
        break
      }
      case 'created_at': {
        const range = readDateRange(value, key)
        if (range.from) query.where(`${T}.created_at`, '>=', range.from)
        if (range.to) query.where(`${T}.created_at`, '<=', range.to)
        break
      }
      default:
        throw new BusinessError(M.unknownFilter(key, DISCARD_FILTERS), 422, {}, 'filter')
    }
  }
}

/**
 * Descartadas (doc 2 §2, §7 GET vendorIgnoresQuotationRequest): the discards of the caller's
 * store, newest first; staff read one store's (`storeId`) or every store's. Two queries for a
 * page (count and rows) plus one per relation level asked for.
 */
export default class VendorIgnoresQuery {
  async list(access: VendorAccess, input: DiscardListInput) {
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? 20
    const staff = access.kind === 'staff'
    const relations = parseWith(input.with, DISCARD_RELATIONS).filter(
      (relation) => relation !== 'quotationRequest.user' || staff
    )
    const order = parseOrder(input.order, DISCARD_ORDER_COLUMNS)

    const query = VendorIgnore.query()
    if (access.store) query.where(`${T}.store_id`, access.store.id)
    applyDiscardFilter(query, input.filter)
    this.preload(query, relations)
    for (const { column, direction } of order) query.orderBy(`${T}.${column}`, direction)
    if (!order.some((entry) => entry.column === 'created_at')) {
      query.orderBy(`${T}.created_at`, 'desc')
    }
    query.orderBy(`${T}.id`, 'desc')
    const result = await query.paginate(page + 1, pageSize)
    return { rows: result.all(), count: result.total, page, pageSize, relations }
  }

  private preload(query: Query, relations: DiscardRelation[]) {
    const nested = relations
      .filter((relation) => relation.startsWith('quotationRequest.'))
      .map((relation) => relation.slice('quotationRequest.'.length))
    if (relations.includes('quotationRequest') || nested.length > 0) {
      query.preload('request', (request) => {
        applyRelations(request, nested)
      })
    }
    if (relations.includes('adviser')) query.preload('adviser')
    if (relations.includes('store')) query.preload('store', (s) => s.select('id', 'name'))
  }
}

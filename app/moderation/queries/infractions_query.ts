import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Infraction from '#moderation/models/infraction'
import {
  parseFilterObject,
  parseOrder,
  parseWith,
  readDateRange,
  readIds,
  readText,
} from '#quotations/queries/list_params'
import { BusinessError } from '#core/errors'
import { DEFAULT_PAGE_SIZE } from '#core/validators/pagination'
import { BUYER_REQUEST_MESSAGES as L } from '#quotations/rules/buyer_request_messages'
import { INFRACTION_TYPE_KEYS, type InfractionType } from '#moderation/rules/infractions'

/**
 * Relations a caller may ask for with `with` (doc 1 §7). `registrar` (which admin registered
 * it) is kept for readers of every store only.
 */
export const INFRACTION_RELATIONS = [
  'store',
  'quotation',
  'quotationRequest',
  'cartShoppingHeader',
  'registrar',
] as const
export type InfractionRelation = (typeof INFRACTION_RELATIONS)[number]

/**
 * Filters (JSON `filter`): `id`, `store_id`, `quotation_id`, `quotation_request_id`,
 * `cart_shopping_header_id` (one id or an array), `infraction_type` (a type or an array),
 * `code_transaction` (exact), `created_at` (a date range `{ from, to }`).
 */
export const INFRACTION_FILTERS = [
  'id',
  'store_id',
  'quotation_id',
  'quotation_request_id',
  'cart_shopping_header_id',
  'infraction_type',
  'code_transaction',
  'created_at',
] as const

export const INFRACTION_ORDER_COLUMNS = ['id', 'created_at'] as const

type Query = ModelQueryBuilderContract<typeof Infraction>

const badValue = (name: string) => new BusinessError(L.badFilterValue(name), 422, {}, 'filter')

function readTypes(value: unknown): InfractionType[] {
  const list = Array.isArray(value) ? value : [value]
  if (list.length === 0) throw badValue('infraction_type')
  return list.map((item) => {
    if (typeof item !== 'string' || !INFRACTION_TYPE_KEYS.includes(item as InfractionType)) {
      throw badValue('infraction_type')
    }
    return item as InfractionType
  })
}

/** The JSON filter, checked key by key (an unknown key or a bad value is a 422). */
export function parseInfractionFilter(raw: unknown) {
  const filter = parseFilterObject(raw)
  const apply: ((query: Query) => void)[] = []
  let storeIds: number[] | null = null
  for (const [key, value] of Object.entries(filter)) {
    switch (key) {
      case 'id':
      case 'quotation_id':
      case 'quotation_request_id':
      case 'cart_shopping_header_id': {
        const ids = readIds(value, key)
        apply.push((query) => query.whereIn(`infractions.${key}`, ids))
        break
      }
      case 'store_id': {
        const ids = readIds(value, key)
        storeIds = ids
        apply.push((query) => query.whereIn('infractions.store_id', ids))
        break
      }
      case 'infraction_type': {
        const types = readTypes(value)
        apply.push((query) => query.whereIn('infractions.infraction_type', types))
        break
      }
      case 'code_transaction': {
        const code = readText(value, key, 64)
        apply.push((query) => query.where('infractions.code_transaction', code))
        break
      }
      case 'created_at': {
        const range = readDateRange(value, key)
        apply.push((query) => {
          if (range.from) query.where('infractions.created_at', '>=', range.from)
          if (range.to) query.where('infractions.created_at', '<=', range.to)
        })
        break
      }
      default:
        throw new BusinessError(L.unknownFilter(key, INFRACTION_FILTERS), 422, {}, 'filter')
    }
  }
  return { apply, storeIds }
}

export interface InfractionListInput {
  with?: unknown
  filter?: unknown
  order?: unknown
  page?: number
  pageSize?: number
}

/**
 * GET /api/store/Infractions: the infractions a reader may see — every store's (`storeId`
 * null) or one store's — newest first unless `order` says otherwise, paged (zero-based).
 */
export default class InfractionsQuery {
  async list(
    reader: { storeId: number | null; seesRegistrar: boolean },
    input: InfractionListInput,
    filter = parseInfractionFilter(input.filter)
  ) {
    const relations = parseWith(input.with, INFRACTION_RELATIONS).filter(
      (name) => name !== 'registrar' || reader.seesRegistrar
    )
    const order = parseOrder(input.order, INFRACTION_ORDER_COLUMNS)
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE

    const base = () => {
      const query = Infraction.query()
      if (reader.storeId !== null) query.where('infractions.store_id', reader.storeId)
      for (const step of filter.apply) step(query)
      return query
    }
    const [counted] = await base().count('* as total')
    const query = base()
    for (const relation of relations) {
      if (relation === 'store') query.preload('store', (store) => store.select('id', 'name'))
      else if (relation === 'registrar') {
        query.preload('registrar', (user) => user.select('id', 'full_name'))
      } else query.preload(relation)
    }
    if (order.length === 0) query.orderBy('infractions.created_at', 'desc')
    for (const { column, direction } of order) query.orderBy(`infractions.${column}`, direction)
    query.orderBy('infractions.id', 'desc')
    const rows = await query.offset(page * pageSize).limit(pageSize)
    return { rows, relations, count: Number(counted.$extras.total), page, pageSize }
  }
}

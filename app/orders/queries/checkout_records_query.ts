import User from '#users/models/user'
import { MAX_PAGE_SIZE } from '#core/validators/pagination'
import { BusinessError } from '#core/errors'
import { parseFilterObject, readId, readText } from '#quotations/queries/list_params'
import { BUYER_REQUEST_MESSAGES as LIST } from '#quotations/rules/buyer_request_messages'
import {
  CHECKOUT_RECORD_KINDS,
  type CheckoutRecordKind,
  type RecordOf,
} from '#orders/actions/checkout_record_kinds'
import { CHECKOUT_RECORDS_PAGE_SIZE } from '#orders/rules/checkout_records'

/** Filters of both lists (JSON object in `filter`); anything else is a 422. */
export const RECORD_FILTERS = ['user_id', 'city_id', 'search'] as const

export interface RecordFilter {
  /** doc 1 §7 "list with filter user_id": only the caller's own (CheckoutRecordPolicy.actFor). */
  userId?: number
  cityId?: number
  /** Part of the name, identification or address. */
  search?: string
}

/** The `filter` parameter of the lists, checked against RECORD_FILTERS. */
export function parseRecordFilter(raw: unknown): RecordFilter {
  const result: RecordFilter = {}
  for (const [name, value] of Object.entries(parseFilterObject(raw))) {
    if (!(RECORD_FILTERS as readonly string[]).includes(name)) {
      throw new BusinessError(LIST.unknownFilter(name, RECORD_FILTERS), 422, {}, 'filter')
    }
    if (value === null || value === undefined || value === '') continue
    if (name === 'user_id') result.userId = readId(value, name)
    if (name === 'city_id') result.cityId = readId(value, name)
    if (name === 'search') result.search = readText(value, name, 128)
  }
  return result
}

/**
 * The signed-in buyer's additional delivery addresses and billing records (doc 1 §7), sorted
 * by city name (the city's full name, "Medellín, Antioquia"), then oldest first, with the city.
 */
export default class CheckoutRecordsQuery {
  async list<K extends CheckoutRecordKind>(
    kind: K,
    userId: number,
    filter: RecordFilter,
    page = 0,
    pageSize = CHECKOUT_RECORDS_PAGE_SIZE
  ) {
    const { model } = CHECKOUT_RECORD_KINDS[kind]
    const table = model.table
    const query = model
      .query()
      .select(`${table}.*`)
      .join('localization_zones', 'localization_zones.id', `${table}.city_id`)
      .where(`${table}.user_id`, userId)
      .preload('city')
      .orderBy('localization_zones.full_name', 'asc')
      .orderBy(`${table}.id`, 'asc')
    if (filter.cityId) query.where(`${table}.city_id`, filter.cityId)
    if (filter.search) {
      const like = `%${filter.search.replace(/[!%_]/g, (c) => `!${c}`)}%`
      query.where((group) => {
        group
          .whereRaw(`${table}.fullname like ? escape '!'`, [like])
          .orWhereRaw(`${table}.identification like ? escape '!'`, [like])
          .orWhereRaw(`${table}.address like ? escape '!'`, [like])
      })
    }
    const result = await query.paginate(page + 1, pageSize)
    return { rows: result.all() as RecordOf<K>[], count: result.total, page, pageSize }
  }

  /** A record of the kind, whoever owns it (the policy decides), or null. */
  async find<K extends CheckoutRecordKind>(kind: K, id: number): Promise<RecordOf<K> | null> {
    const { model } = CHECKOUT_RECORD_KINDS[kind]
    return (await model.query().where('id', id).preload('city').first()) as RecordOf<K> | null
  }

  /**
   * Everything the checkout wizard offers (doc 1 §4): the user record (main, id 0) with its
   * city, and the user's addresses and billing records (up to 200 each, the largest page).
   */
  async forCheckout(user: User) {
    const [fresh, addresses, billing] = await Promise.all([
      User.query().where('id', user.id).preload('city').firstOrFail(),
      this.list('address', user.id, {}, 0, MAX_PAGE_SIZE),
      this.list('billing', user.id, {}, 0, MAX_PAGE_SIZE),
    ])
    return { user: fresh, addresses: addresses.rows, billing: billing.rows }
  }
}

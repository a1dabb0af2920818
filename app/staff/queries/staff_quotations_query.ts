import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Quotation from '#quotations/models/quotation'
import { RECORDS_PAGE_SIZE } from '#staff/rules/records'
import {
  matchingStores,
  whereBuyer,
  whereBuyerVisible,
  whereCode,
  wherePlate,
  type RecordFilters,
  type RecordsScope,
} from '#staff/queries/record_conditions'

const T = 'quotations'

/** An order not cancelled made from the quotation of the outer row. */
const activeOrder = (orders: any) =>
  orders
    .from('cart_shopping_headers as so')
    .whereColumn('so.quotation_id', `${T}.id`)
    .whereNot('so.status', 'cancelled')

/** The buyer's discard of the quotation of the outer row. */
const discard = (ignores: any) =>
  ignores.from('buyer_ignores as sbi').whereColumn('sbi.quotation_id', `${T}.id`)

/**
 * The staff list of quotations (`/staff/cotizaciones`): the quotations of the host country's
 * requests (joined: the request's country, plate and buyer are read in the same statement),
 * newest first, 20 a page from 1, searched by code (the quotation's CT-… or its request's SC-…),
 * plate, buyer, store (the one that sent it) and status (rules/records.ts: whether it has an
 * order and whether the buyer discarded it are read as columns of the same statement). Six
 * statements whatever the page: the count, the rows, their requests with their buyers and
 * brands, and their stores.
 */
export default class StaffQuotationsQuery {
  async list(scope: RecordsScope, filters: RecordFilters, page: number) {
    const query = Quotation.query()
      .join('quotation_requests as qr', 'qr.id', `${T}.quotation_request_id`)
      .where('qr.country_code', scope.countryCode)
    const dialect = query.client.dialect.name

    if (filters.code) {
      whereCode(query, dialect, filters.code, [
        { column: `${T}.code`, prefix: 'CT', idColumn: `${T}.id` },
        { column: 'qr.code', prefix: 'SC', idColumn: 'qr.id' },
      ])
    }
    if (filters.plate) wherePlate(query, dialect, filters.plate, 'qr.vehicle_license_plate')
    if (filters.buyer) {
      whereBuyer(query, dialect, filters.buyer, 'qr.user_id', scope.phonePrefix)
      whereBuyerVisible(query, scope.viewer, {
        storeChannel: 'qr.store_id IS NOT NULL',
        marketplace: 'qr.store_id IS NULL',
      })
    }
    if (filters.store) query.whereIn(`${T}.store_id`, matchingStores(dialect, filters.store))
    if (filters.status) this.whereStatus(query, filters.status)

    query
      .select(`${T}.*`)
      .select(activeOrder(db.query()).count('*').as('staff_orders'))
      .select(discard(db.query()).count('*').as('staff_discards'))
      .preload('request', (request) =>
        request
          .select(
            'id',
            'code',
            'user_id',
            'store_id',
            'brand_id',
            'vehicle_model',
            'vehicle_year',
            'vehicle_license_plate',
            'vehicle_owner_identification',
            'vehicle_property_card'
          )
          .preload('user', (user) => user.select('id', 'full_name', 'email', 'mobile'))
          .preload('brand', (brand) => brand.select('id', 'name'))
      )
      .preload('store', (store) => store.select('id', 'name'))
      .orderBy(`${T}.created_at`, 'desc')
      .orderBy(`${T}.id`, 'desc')
    const result = await query.paginate(page, RECORDS_PAGE_SIZE)
    return { rows: result.all(), count: result.total, page, pageSize: RECORDS_PAGE_SIZE }
  }

  /** The statuses of rules/records.ts, the first that holds, in SQL. */
  private whereStatus(query: ReturnType<typeof Quotation.query>, status: string) {
    const today = DateTime.now().toFormat('yyyy-MM-dd')
    if (status === 'ordered') return query.whereExists(activeOrder)
    query.whereNotExists(activeOrder)
    if (status === 'discarded') return query.whereExists(discard)
    query.whereNotExists(discard)
    if (status === 'closed') return query.whereNotNull(`${T}.closed_at`)
    query.whereNull(`${T}.closed_at`)
    if (status === 'expired') return query.where(`${T}.valid_until`, '<', today)
    return query.where(`${T}.valid_until`, '>=', today)
  }
}

import CartShoppingHeader from '#orders/models/cart_shopping_header'
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

const T = 'cart_shopping_headers'

/**
 * The staff list of orders (`/staff/pedidos`): every order and cart purchase of the host
 * country's stores (the store's country: an order may come from no quotation), newest first, 20
 * a page from 1, with the items counted in the same statement, searched by code (its RV-…, or
 * the CT-… / SC-… of the quotation and request it came from), plate (of that request), buyer,
 * store and status. The quotation and its request are joined only when the search needs them.
 * Six statements whatever the page: the count, the rows, and their stores, buyers, quotations
 * and those quotations' requests.
 */
export default class StaffOrdersQuery {
  async list(scope: RecordsScope, filters: RecordFilters, page: number) {
    const query = CartShoppingHeader.query()
      .join('stores as st', 'st.id', `${T}.store_id`)
      .where('st.country_code', scope.countryCode)
    const dialect = query.client.dialect.name
    const buyerMasked = Boolean(filters.buyer) && !scope.viewer.staff
    if (filters.code || filters.plate || buyerMasked) {
      query
        .leftJoin('quotations as q', 'q.id', `${T}.quotation_id`)
        .leftJoin('quotation_requests as qr', 'qr.id', 'q.quotation_request_id')
    }

    if (filters.code) {
      whereCode(query, dialect, filters.code, [
        { column: `${T}.ref_venta`, prefix: 'RV', idColumn: `${T}.id` },
        { column: 'q.code', prefix: 'CT', idColumn: 'q.id' },
        { column: 'qr.code', prefix: 'SC', idColumn: 'qr.id' },
      ])
    }
    if (filters.plate) wherePlate(query, dialect, filters.plate, 'qr.vehicle_license_plate')
    if (filters.buyer) {
      whereBuyer(query, dialect, filters.buyer, `${T}.user_id`, scope.phonePrefix)
      // an order without a quotation was bought on the store's own pages: its channel
      whereBuyerVisible(query, scope.viewer, {
        storeChannel: '(qr.id IS NULL OR qr.store_id IS NOT NULL)',
        marketplace: '(qr.id IS NOT NULL AND qr.store_id IS NULL)',
      })
    }
    if (filters.store) query.whereIn(`${T}.store_id`, matchingStores(dialect, filters.store))
    if (filters.status) query.where(`${T}.status`, filters.status)

    query
      .select(`${T}.*`)
      .withCount('items', (items) => items.as('items_count'))
      .preload('store', (store) => store.select('id', 'name'))
      .preload('user', (user) => user.select('id', 'full_name', 'email', 'mobile'))
      .preload('quotation', (quotation) =>
        quotation
          .select('id', 'code', 'quotation_request_id')
          .preload('request', (request) =>
            request.select('id', 'code', 'store_id', 'vehicle_license_plate')
          )
      )
      .orderBy(`${T}.created_at`, 'desc')
      .orderBy(`${T}.id`, 'desc')
    const result = await query.paginate(page, RECORDS_PAGE_SIZE)
    return { rows: result.all(), count: result.total, page, pageSize: RECORDS_PAGE_SIZE }
  }
}

import QuotationRequest from '#quotations/models/quotation_request'
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

const T = 'quotation_requests'

/**
 * The staff list of quotation requests (`/staff/solicitudes`): the host country's requests,
 * newest first, 20 a page from 1, searched by code (SC-…, whole or a part), plate, buyer (name,
 * e-mail or mobile), store (the store of a store request, or a store that quoted it) and status
 * (open, closed, expired: rules/records.ts). Five statements whatever the page: the count, the
 * rows, and their buyers, brands and stores (preloads). The (country_code, created_at) index of
 * migration 3511 serves the order.
 */
export default class StaffRequestsQuery {
  async list(scope: RecordsScope, filters: RecordFilters, page: number) {
    const query = QuotationRequest.query().where(`${T}.country_code`, scope.countryCode)
    const dialect = query.client.dialect.name

    if (filters.code) {
      whereCode(query, dialect, filters.code, [
        { column: `${T}.code`, prefix: 'SC', idColumn: `${T}.id` },
      ])
    }
    if (filters.plate) wherePlate(query, dialect, filters.plate, `${T}.vehicle_license_plate`)
    if (filters.buyer) {
      whereBuyer(query, dialect, filters.buyer, `${T}.user_id`, scope.phonePrefix)
      whereBuyerVisible(query, scope.viewer, {
        storeChannel: `${T}.store_id IS NOT NULL`,
        marketplace: `${T}.store_id IS NULL`,
      })
    }
    if (filters.store) {
      const stores = matchingStores(dialect, filters.store)
      query.where((byStore) =>
        byStore
          .whereIn(`${T}.store_id`, stores)
          .orWhereExists((quoted) =>
            quoted
              .from('quotations as sq')
              .whereColumn('sq.quotation_request_id', `${T}.id`)
              .whereIn('sq.store_id', stores)
          )
      )
    }
    switch (filters.status) {
      case 'open':
        query.withScopes((scopes) => scopes.open())
        break
      case 'closed':
        query.withScopes((scopes) => scopes.closed())
        break
      case 'expired':
        query.where(`${T}.is_closed`, false).withScopes((scopes) => scopes.expired())
        break
    }

    query
      .preload('user', (user) => user.select('id', 'full_name', 'email', 'mobile'))
      .preload('brand', (brand) => brand.select('id', 'name'))
      .preload('store', (store) => store.select('id', 'name'))
      .orderBy(`${T}.created_at`, 'desc')
      .orderBy(`${T}.id`, 'desc')
    const result = await query.paginate(page, RECORDS_PAGE_SIZE)
    return { rows: result.all(), count: result.total, page, pageSize: RECORDS_PAGE_SIZE }
  }
}

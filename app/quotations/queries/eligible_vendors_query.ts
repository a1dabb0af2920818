import db from '@adonisjs/lucid/services/db'
import QuotationRequest from '#quotations/models/quotation_request'
import { vendorScopes } from '#quotations/queries/vendor_request_scopes'
import { columnRef, storePersonQuery } from '#stores/queries/store_people_query'
import { whereStoreServesCity } from '#stores/queries/store_zone_rule'

export interface EligibleVendor {
  userId: number
  storeId: number
}

/**
 * The people who get a new request on their Pendientes: the owners and active advisers (with
 * an account) of every active store with the GO module in the request's country for which the
 * Pendientes scopes hold — the store request's own store, or every store that enabled the
 * brand of a marketplace request and serves its city (whereStoreServesCity); not discarded or quoted by the store; never a store the
 * buyer acts for, as owner or adviser (storePersonQuery: a store never trades with itself).
 * Three queries whatever the number of stores.
 */
export default class EligibleVendorsQuery {
  async handle(requestId: number): Promise<EligibleVendor[]> {
    // inWait + notExpired do not depend on the store: check them once, in SQL
    const query = QuotationRequest.query().where('quotation_requests.id', requestId)
    vendorScopes.inWait(query)
    vendorScopes.notExpired(query)
    const request = await query.first()
    if (!request) return []

    const stores = await db
      .from('stores')
      .where('stores.is_active', true)
      .where('stores.go_module_active', true)
      .where('stores.country_code', request.countryCode)
      // a store never trades with itself: not when the buyer is its owner or adviser
      .whereNotExists(storePersonQuery(columnRef('stores.id'), request.userId))
      .if(request.storeId !== null, (q) => q.where('stores.id', request.storeId!))
      .if(request.storeId === null, (q) =>
        q
          .whereExists((brands) =>
            brands
              .from('store_vehicle_brands')
              .whereColumn('store_vehicle_brands.store_id', 'stores.id')
              .where('store_vehicle_brands.vehicle_brand_id', request.brandId)
          )
          .where((zone) => whereStoreServesCity(zone, columnRef('stores.id'), request.cityId))
      )
      .if(request.storeId === null && !request.sendToMarketplace, (q) => q.whereRaw('1 = 0'))
      .whereNotExists((ignored) =>
        ignored
          .from('vendor_ignores')
          .whereColumn('vendor_ignores.store_id', 'stores.id')
          .where('vendor_ignores.quotation_request_id', request.id)
      )
      .whereNotExists((quoted) =>
        quoted
          .from('quotations')
          .whereColumn('quotations.store_id', 'stores.id')
          .where('quotations.quotation_request_id', request.id)
      )
      .select('stores.id', 'stores.user_id')

    if (stores.length === 0) return []
    const advisers = await db
      .from('store_advisers')
      .whereIn(
        'store_id',
        stores.map((store) => store.id)
      )
      .where('is_active', true)
      .whereNotNull('user_id')
      .select('store_id', 'user_id')

    return [
      ...stores.map((store) => ({ userId: Number(store.user_id), storeId: Number(store.id) })),
      ...advisers.map((adviser) => ({
        userId: Number(adviser.user_id),
        storeId: Number(adviser.store_id),
      })),
    ]
  }
}

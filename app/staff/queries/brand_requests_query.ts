import db from '@adonisjs/lucid/services/db'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import type { BrandRequestState } from '#staff/rules/brand_requests'

export const BRAND_REQUESTS_PAGE_SIZE = 20

const T = 'brand_group_requests'

/**
 * The staff queue of brand requests (`/staff/marcas`): the requests of the host country's
 * stores (joined: the store's country), pending first, then newest first, 20 a page from 1,
 * optionally of one state; each with its store and the brands it serves now, who asked, the
 * request it came from (with its vehicle's brand) and who resolved it. Eight statements
 * whatever the page: the count, the rows and six preloads.
 */
export default class BrandRequestsQuery {
  async list(countryCode: string, page: number, state?: BrandRequestState) {
    const query = BrandGroupRequest.query()
      .join('stores as st', 'st.id', `${T}.store_id`)
      .where('st.country_code', countryCode)
      .select(`${T}.*`)
    if (state) query.where(`${T}.status`, state)
    query
      .preload('store', (store) =>
        store
          .select('id', 'name', 'url_path', 'user_id')
          .preload('brands', (brands) =>
            brands.select('vehicle_brands.id', 'vehicle_brands.name').orderBy('name', 'asc')
          )
      )
      .preload('user', (user) => user.select('id', 'full_name', 'email'))
      .preload('request', (request) =>
        request
          .select('id', 'code', 'brand_id', 'vehicle_model', 'vehicle_year')
          .preload('brand', (brand) => brand.select('id', 'name'))
      )
      .preload('resolver', (user) => user.select('id', 'full_name'))
      .orderByRaw(`CASE WHEN ${T}.status = 'pending' THEN 0 ELSE 1 END`)
      .orderBy(`${T}.created_at`, 'desc')
      .orderBy(`${T}.id`, 'desc')
    const result = await query.paginate(page, BRAND_REQUESTS_PAGE_SIZE)
    return { rows: result.all(), count: result.total, page, pageSize: BRAND_REQUESTS_PAGE_SIZE }
  }

  /** The vehicle brands staff may enable: the catalogue's active ones, by name. */
  async brandOptions() {
    const brands = await db
      .from('vehicle_brands')
      .where('is_active', true)
      .orderBy('name', 'asc')
      .select('id', 'name')
    return brands.map((brand) => ({ value: String(brand.id), label: String(brand.name) }))
  }
}

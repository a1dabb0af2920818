import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Store from '#stores/models/store'
import ProductImage from '#stores/models/product_image'
import { storePeopleColumn } from '#stores/queries/store_people_query'

/** Product photos per page of the store page's gallery. */
export const STORE_PHOTOS_PAGE_SIZE = 12

/**
 * A store open to the public on this host: switched on by the platform (`is_active`), with the
 * GO module (it answers requests: a store without it only sees 'Solicitadas') and of the host's
 * country. The public store page and the store requests of the wizard both take only these;
 * any other store is, to the public, a store that does not exist (404).
 */
export function openToPublic(query: ModelQueryBuilderContract<typeof Store>, countryCode: string) {
  return query
    .where('stores.is_active', true)
    .where('stores.go_module_active', true)
    .where('stores.country_code', countryCode)
}

/**
 * The stores module's reads for the public store page (/tienda/{store}) and the wizard's chosen
 * store: the store with its city and the brands it sells, and its own product photos. No
 * customer, adviser or plan data is read.
 */
export default class PublicStoreQuery {
  /**
   * By its url_path, with its city, its brands (by name) and its people's ids; null when not
   * open to the public.
   */
  async byUrlPath(urlPath: string, countryCode: string) {
    return openToPublic(Store.query(), countryCode)
      .where('stores.url_path', urlPath)
      .select(
        'id',
        'user_id',
        'name',
        'url_path',
        'logo_url',
        'description',
        'city_id',
        'country_code',
        // the people acting for it (storePeopleIds): its figures leave their own requests out
        storePeopleColumn()
      )
      .preload('city', (city) => city.select('id', 'name', 'full_name'))
      .preload('brands', (brands) => brands.select('id', 'name').orderBy('name', 'asc'))
      .first()
  }

  /** By id, in the caller's transaction (the wizard's submit); null when not open. */
  async byId(id: number, countryCode: string, client?: TransactionClientContract) {
    return openToPublic(Store.query({ client }), countryCode).where('stores.id', id).first()
  }

  /**
   * One page (zero-based) of the store's own product photos, newest first: only what the store
   * uploaded (catalogue-owned images are the catalogue's, not the store's), only registrations
   * with at least one photo. A page past the last is empty; the count says how many there are.
   */
  async photos(storeId: number, page: number, pageSize = STORE_PHOTOS_PAGE_SIZE) {
    const own = () =>
      ProductImage.query()
        .where('store_id', storeId)
        .where('belongs_to_catalog', false)
        .whereNotNull('image_1')
    const [rows, total] = await Promise.all([
      own()
        .select('id', 'image_id', 'name', 'image_1', 'image_2', 'image_3', 'image_4', 'image_5')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(page * pageSize)
        .limit(pageSize),
      own().count('* as total').pojo<{ total: number }>().first(),
    ])
    return { rows, count: Number(total?.total ?? 0), page, pageSize }
  }
}

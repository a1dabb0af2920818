import type { HttpContext } from '@adonisjs/core/http'
import Store from '#stores/models/store'
import { missingRecord, orFail } from '#core/policies/decisions'

/**
 * GET /tienda/{storeUrl}/fotos ('Fotos de productos', route stores.productImages): the page where
 * the store's owner and active advisers list, search, create, edit, delete and export the
 * store's product photos (ProductImagePolicy.manageStore). Another store, an unknown one, or
 * anybody who does not work for it: 404. The page loads its list from
 * api.productImages.index.
 */
export default class ProductImagesPageController {
  async show({ params, bouncer, inertia }: HttpContext) {
    const store = await Store.findBy('url_path', String(params.storeUrl))
    if (!store) throw missingRecord()
    await orFail(bouncer.with('ProductImagePolicy').execute('manageStore', store))
    return inertia.render('stores/product_images', {
      store: { id: store.id, name: store.name, urlPath: store.urlPath },
    })
  }
}

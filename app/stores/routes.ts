/*
| Routes of the stores module: the buyer's own suppliers (doc 1 §7 Suppliers /api/satda/) and
| the store's product photos (doc 1 §7 /api/catalogo/images, doc 3 §7).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const SuppliersController = () => import('#stores/controllers/suppliers_controller')
const ProductImagesController = () => import('#stores/controllers/product_images_controller')

router
  .group(() => {
    router.get('/proveedor', [SuppliersController, 'index']).as('index')
    router.post('/proveedor', [SuppliersController, 'store']).as('store')
    router
      .delete('/proveedor/:id', [SuppliersController, 'destroy'])
      .as('destroy')
      .where('id', /^\d+$/)
  })
  .prefix(p('/api/satda'))
  .as('api.satda.proveedor')
  .use(middleware.auth({ guards: ['api', 'web'] }))

router
  .group(() => {
    router.get('/productRegistrationImage', [ProductImagesController, 'lookup']).as('lookup')
    router.get('/storeImages', [ProductImagesController, 'index']).as('index')
    router.get('/excelReport', [ProductImagesController, 'report']).as('report')
    router.get('/myUploads', [ProductImagesController, 'myUploads']).as('myUploads')
    router.post('/', [ProductImagesController, 'store']).as('store')
    router.patch('/:id', [ProductImagesController, 'update']).as('update').where('id', /^\d+$/)
    router.delete('/:id', [ProductImagesController, 'destroy']).as('destroy').where('id', /^\d+$/)
  })
  .prefix(p('/api/catalogo/images'))
  .as('api.productImages')
  .use(middleware.auth({ guards: ['api', 'web'] }))

/* A store's shipping rules, options and payment info for buyers (doc 1 §7 Store). */
const StoreShippingController = () => import('#stores/controllers/store_shipping_controller')

router
  .get(p('/api/store/store/:id/shippingCostRulesAndDiscounts'), [StoreShippingController, 'show'])
  .as('api.store.shippingCostRulesAndDiscounts')
  .where('id', /^\d+$/)
  .use(middleware.auth({ guards: ['api', 'web'] }))

/* 'Fotos de productos': the store's people manage its product photos (doc 1 §1, §2). */
const ProductImagesPageController = () =>
  import('#stores/controllers/product_images_page_controller')

router
  .get(p('/tienda/:storeUrl/fotos'), [ProductImagesPageController, 'show'])
  .as('stores.productImages')
  .use(middleware.auth({ guards: ['web'] }))

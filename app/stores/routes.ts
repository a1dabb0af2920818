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
    router.post('/many', [ProductImagesController, 'manyStore']).as('many')
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

/*
| Store sign-up ('Registrate como Proveedor', issue 20): the page and its form call. Declared
| before the public store page `/tienda/:store`; 'registro' is a reserved url_path.
*/
const StoreSignupController = () => import('#stores/controllers/store_signup_controller')

router.get(p('/tienda/registro'), [StoreSignupController, 'show']).as('stores.register')
router.post(p('/tienda/registro'), [StoreSignupController, 'store']).as('stores.register.store')

/*
| The staff section's stores page (`/staff/tiendas`; the section itself: staff/routes.ts):
| platform staff (is_admin or manage_go_module) list the pending stores and activate them.
*/
const StaffStoresController = () => import('#stores/controllers/staff_stores_controller')

router
  .group(() => {
    router.get('/tiendas', [StaffStoresController, 'index']).as('stores.index')
    router
      .post('/tiendas/:id/activar', [StaffStoresController, 'activate'])
      .as('stores.activate')
      .where('id', /^\d+$/)
  })
  .prefix(p('/staff'))
  .as('staff')
  .use(middleware.auth({ guards: ['web'] }))

/*
 * The store configuration page (issue 20 item 3) and its saves: the owner edits, advisers
 * read, anybody else 404 (StoreConfigPolicy). Guests go to the login page and come back.
 */
const StoreConfigController = () => import('#stores/controllers/store_config_controller')

router
  .get(p('/tienda/:storeUrl/store/page'), [StoreConfigController, 'show'])
  .as('stores.config')
  .use(middleware.auth({ guards: ['web'] }))

router
  .group(() => {
    router.put('/:id/data', [StoreConfigController, 'data']).as('data')
    router.put('/:id/market', [StoreConfigController, 'market']).as('market')
    router.put('/:id/shipping', [StoreConfigController, 'shipping']).as('shipping')
    router.put('/:id/payments', [StoreConfigController, 'payments']).as('payments')
    router.patch('/:id/dataBankConfig', [StoreConfigController, 'bankData']).as('dataBankConfig')
    router
      .post('/:id/requestGoActivation', [StoreConfigController, 'requestGoActivation'])
      .as('requestGoActivation')
  })
  .prefix(p('/api/store/store'))
  .where('id', /^\d+$/)
  .as('api.store.config')
  .use(middleware.auth({ guards: ['web'] }))

/*
| Integraciones (issue 20 item 3, doc 1 §7): the store's integration token, created or rotated,
| and revoked. Web session only: a bearer token never mints tokens (StoreApiTokenController).
*/
const StoreApiTokenController = () => import('#stores/controllers/store_api_token_controller')

router
  .group(() => {
    router.patch('/:id/generateNewApiToken', [StoreApiTokenController, 'generate']).as('generate')
    router.delete('/:id/apiToken', [StoreApiTokenController, 'revoke']).as('revoke')
  })
  .prefix(p('/api/store/store'))
  .where('id', /^\d+$/)
  .as('api.store.apiToken')
  .use(middleware.auth({ guards: ['web'] }))

/*
| A store's advisers (issue 20, the configuration's Asesores section; doc 1 §1 "manage advisers"):
| the lists, invitations by e-mail or WhatsApp, re-send, cancel, deactivate and reactivate.
*/
const AdvisersController = () => import('#stores/controllers/advisers_controller')

router
  .group(() => {
    router.get('/', [AdvisersController, 'index']).as('index')
    router.patch('/:adviserId', [AdvisersController, 'update']).as('update')
    router.get('/invitations', [AdvisersController, 'invitations']).as('invitations.index')
    router.post('/invitations', [AdvisersController, 'invite']).as('invitations.store')
    router
      .post('/invitations/:invitationId/resend', [AdvisersController, 'resend'])
      .as('invitations.resend')
    router
      .delete('/invitations/:invitationId', [AdvisersController, 'cancel'])
      .as('invitations.cancel')
  })
  .prefix(p('/api/store/store/:id/advisers'))
  .where('id', /^\d+$/)
  .where('adviserId', /^\d+$/)
  .where('invitationId', /^\d+$/)
  .as('api.store.advisers')
  .use(middleware.auth({ guards: ['api', 'web'] }))

/* The invitation's link: the page (anybody) and the acceptance (signed in). */
const AdviserInvitationPageController = () =>
  import('#stores/controllers/adviser_invitation_page_controller')

router
  .get(p('/invitacion/asesor/:token'), [AdviserInvitationPageController, 'show'])
  .as('stores.adviserInvitation.show')
router
  .post(p('/invitacion/asesor/:token/aceptar'), [AdviserInvitationPageController, 'accept'])
  .as('stores.adviserInvitation.accept')
  .use(middleware.auth({ guards: ['web'] }))

/* 'Fotos de productos': the store's people manage its product photos (doc 1 §1, §2). */
const ProductImagesPageController = () =>
  import('#stores/controllers/product_images_page_controller')

router
  .get(p('/tienda/:storeUrl/fotos'), [ProductImagesPageController, 'show'])
  .as('stores.productImages')
  .use(middleware.auth({ guards: ['web'] }))

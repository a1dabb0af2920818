import router from '@adonisjs/core/services/router'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const StorePageController = () => import('#quotations/controllers/store_page_controller')

/**
 * A store's public page, /tienda/{url_path} (route `stores.show`). Its controller lives in this
 * module because the page shows quotations figures (see StorePageController). The other
 * /tienda/… pages have more segments except the store sign-up, /tienda/registro, which this
 * pattern leaves alone whatever the order the modules register their routes in.
 */
router
  .get(p('/tienda/:store'), [StorePageController, 'show'])
  .as('stores.show')
  .where('store', /^(?!registro$)[^/]+$/)

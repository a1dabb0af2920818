/*
| The buyer's quotation requests: the main area page (tab Solicitadas) and its JSON API
| (doc 2 §2 "Buyer request list", §7). Paths carry the product slug: /repuestosGo/...
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const MainAreaController = () => import('#quotations/controllers/main_area_controller')
const BuyerRequestsController = () => import('#quotations/controllers/buyer_requests_controller')

const go = productConfig.goPath

router
  .group(() => {
    router.get(p(`/${go}/page/index`), [MainAreaController, 'show']).as('index')
    router.get(p(`/${go}/page/index/:tab`), [MainAreaController, 'show']).as('indexParams')
  })
  .use(middleware.auth())

router
  .group(() => {
    router
      .get(`/${go}/QuotationRequest`, [BuyerRequestsController, 'index'])
      .as('buyerRequests.index')
    router
      .patch(`/${go}/QuotationRequest/:id`, [BuyerRequestsController, 'update'])
      .as('buyerRequests.close')
      .where('id', /^\d+$/)
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

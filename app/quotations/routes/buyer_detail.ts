/*
| The buyer's detail page of one request (doc 3 §2, §2.5, §7): the page
| /{product}Go/quotationRequestDetail/{id} (QuotationRequestDetailCustomer), the buyer's discard
| of a quotation and the ratings of a quotation's vendor. See the controllers for each payload
| and answer.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const BuyerDetailPageController = () =>
  import('#quotations/controllers/buyer_detail_page_controller')
const BuyerIgnoresController = () => import('#quotations/controllers/buyer_ignores_controller')
const VendorRatingsController = () => import('#quotations/controllers/vendor_ratings_controller')

const go = productConfig.goPath
const digits = /^\d+$/

router
  .get(p(`/${go}/quotationRequestDetail/:id`), [BuyerDetailPageController, 'show'])
  .as('QuotationRequestDetailCustomer')
  .where('id', digits)
  .use(middleware.auth())

router
  .group(() => {
    router
      .post(`/${go}/buyerIgnoresQuotation`, [BuyerIgnoresController, 'store'])
      .as('buyerIgnores.store')
    router
      .get(`/${go}/vendorRatings/:storeId`, [VendorRatingsController, 'index'])
      .as('vendorRatings.index')
      .where('storeId', digits)
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

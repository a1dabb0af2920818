/*
| The vendor's quotations (doc 3 §4.2, §7): send, edit, close, the service costs of a request,
| and one product of a saved quotation. The list of the store's quotations (Cotizadas) is
| GET /api/{product}Go/Quotation (routes/vendor.ts). See the controllers for each payload and
| answer.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const QuotationsController = () => import('#quotations/controllers/quotations_controller')
const QuotationDetailsController = () =>
  import('#quotations/controllers/quotation_details_controller')

const go = productConfig.goPath
const digits = /^\d+$/

router
  .group(() => {
    router.post(`/${go}/Quotation`, [QuotationsController, 'store']).as('quotations.store')
    router
      .patch(`/${go}/Quotation/:id`, [QuotationsController, 'update'])
      .where('id', digits)
      .as('quotations.update')
    router
      .post(`/${go}/Quotation/:id/closeQuotation`, [QuotationsController, 'close'])
      .where('id', digits)
      .as('quotations.close')
    router
      .get(`/${go}/Quotation/:id/closeQuotation`, [QuotationsController, 'closeWithToken'])
      .where('id', digits)
      .as('quotations.close.tokenAlias')
    /** `{id}` is the quotation request's id ("Service costs of a request"). */
    router
      .get(`/${go}/Quotation/:id/serviceCosts`, [QuotationsController, 'serviceCosts'])
      .where('id', digits)
      .as('quotations.serviceCosts')
    router
      .patch(`/${go}/quotationDetail/:id`, [QuotationDetailsController, 'update'])
      .where('id', digits)
      .as('quotationDetails.update')
    router
      .delete(`/${go}/quotationDetail/:id`, [QuotationDetailsController, 'destroy'])
      .where('id', digits)
      .as('quotationDetails.destroy')
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

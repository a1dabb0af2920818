import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const WizardPageController = () => import('#quotations/controllers/wizard_page_controller')
const CreateQuotationRequestController = () =>
  import('#quotations/controllers/create_quotation_request_controller')

router.get(p('/home/page/cotizacion'), [WizardPageController, 'show']).as('quotations.wizard')

router
  .post(p(`/api/${productConfig.goPath}/quotationRequest`), [
    CreateQuotationRequestController,
    'handle',
  ])
  .as('api.quotationRequest.store')
  .use(middleware.auth({ guards: ['api', 'web'] }))

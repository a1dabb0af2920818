/*
| The public sales opportunities (doc 2 §2, §7): the page
| /{product}Go/quotationRequest/oportunidadesDeVenta and its three calls, open to guests.
| Their paths are words, never digits: the `:id` / `:storeId` routes beside them take digits only.
*/
import router from '@adonisjs/core/services/router'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const SalesOpportunitiesController = () =>
  import('#quotations/controllers/sales_opportunities_controller')

const go = productConfig.goPath

router
  .get(p(`/${go}/quotationRequest/oportunidadesDeVenta`), [SalesOpportunitiesController, 'show'])
  .as('salesOportunities')

router
  .group(() => {
    router
      .get(`/${go}/QuotationRequest/getSalesOpportunities`, [SalesOpportunitiesController, 'index'])
      .as('salesOpportunities.index')
    router
      .get(`/${go}/QuotationRequest/getIndicatorsSalesOpportunities`, [
        SalesOpportunitiesController,
        'indicators',
      ])
      .as('salesOpportunities.indicators')
    router
      .get(`/${go}/QuotationRequest/countSalesOpportunities`, [
        SalesOpportunitiesController,
        'count',
      ])
      .as('salesOpportunities.count')
  })
  .prefix(p('/api'))
  .as('api')

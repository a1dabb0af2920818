/*
| The reports module's routes (doc 2 §7 "Discards and quotations", "Reports and
| notifications"): the store indicators of 'Mis indicadores'.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const StoreIndicatorsController = () => import('#reports/controllers/store_indicators_controller')

const go = productConfig.goPath
const numeric = /^\d+$/

router
  .group(() => {
    router
      .get(`/${go}/quotation/:id/getEfficiencyIndicators`, [
        StoreIndicatorsController,
        'efficiency',
      ])
      .where('id', numeric)
      .as('indicators.efficiency')
    router
      .get(`/${go}/vendorIgnoresQuotationRequest/:id/getDiscardIndicators`, [
        StoreIndicatorsController,
        'discards',
      ])
      .where('id', numeric)
      .as('indicators.discards')
    router
      .get(`/${go}/buyerIgnoresQuotation/:storeId/getDiscardIndicatorsBuyer`, [
        StoreIndicatorsController,
        'buyerDiscards',
      ])
      .where('storeId', numeric)
      .as('indicators.buyerDiscards')
    router
      .get(`/${go}/AnalyticsQuotationRequestResponse`, [StoreIndicatorsController, 'response'])
      .as('indicators.response')
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

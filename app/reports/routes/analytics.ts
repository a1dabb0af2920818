/*
| The analytics report (issue 22 item 3) and its staff page.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const AnalyticsController = () => import('#reports/controllers/analytics_controller')

const go = productConfig.goPath

router
  .get(p(`/api/${go}/completeAnalytics`), [AnalyticsController, 'index'])
  .as('api.reports.completeAnalytics')
  .use(middleware.auth({ guards: ['api', 'web'] }))

/* The staff section (`/staff`, stores/routes.ts): the report with the store filter. */
router
  .get(p('/staff/reportes'), [AnalyticsController, 'staffPage'])
  .as('staff.reports.analytics')
  .use(middleware.auth({ guards: ['web'] }))

/*
| The analytics report's Excel export (doc 2 §7 `completeAnalytics/excel`, issue 22 item 4):
| API under /api/{product}Go/completeAnalytics/excel (ask, follow, download) and the export's page
| /{product}Go/reportes/exportaciones/{id}. Signed-in only (web session or API token).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const AnalyticsExcelController = () => import('#reports/controllers/analytics_excel_controller')

const go = productConfig.goPath
const digits = /^\d+$/

router
  .group(() => {
    router
      .post(`/${go}/completeAnalytics/excel`, [AnalyticsExcelController, 'store'])
      .as('analyticsExcel.store')
    router
      .get(`/${go}/completeAnalytics/excel`, [AnalyticsExcelController, 'store'])
      .as('analyticsExcel.open')
    router
      .get(`/${go}/completeAnalytics/excel/:id`, [AnalyticsExcelController, 'show'])
      .as('analyticsExcel.show')
      .where('id', digits)
    router
      .get(`/${go}/completeAnalytics/excel/:id/download`, [AnalyticsExcelController, 'download'])
      .as('analyticsExcel.download')
      .where('id', digits)
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

router
  .get(p(`/${go}/reportes/exportaciones/:id`), [AnalyticsExcelController, 'page'])
  .as('reports.export')
  .where('id', digits)
  .use(middleware.auth())

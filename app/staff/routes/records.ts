/*
| 'Solicitudes y pedidos' of the staff section (issue 23, area 'records'): the search of the
| host country's requests, quotations and orders, one page with three tabs
| (app/staff/controllers/records_controller.ts). StaffPolicy 'records': 404 for non-staff, 403
| for staff without the area.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const RecordsController = () => import('#staff/controllers/records_controller')

router
  .group(() => {
    router.get('/solicitudes', [RecordsController, 'requests']).as('records.requests')
    router.get('/cotizaciones', [RecordsController, 'quotations']).as('records.quotations')
    router.get('/pedidos', [RecordsController, 'orders']).as('records.orders')
  })
  .prefix(p('/staff'))
  .as('staff')
  .use(middleware.auth({ guards: ['web'] }))

/*
| 'Marcas solicitadas' of the staff section (issue 23, area 'brandRequests'): the queue of the
| brand requests stores sent (doc 3 §7 "Notify about brands/groups"), 'Aprobar' (the chosen
| brands join the store's) and 'Rechazar' with a note
| (app/staff/controllers/brand_requests_controller.ts). StaffPolicy 'brandRequests'.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const BrandRequestsController = () => import('#staff/controllers/brand_requests_controller')

router
  .group(() => {
    router.get('/marcas', [BrandRequestsController, 'index']).as('brandRequests.index')
    router
      .post('/marcas/:id/aprobar', [BrandRequestsController, 'approve'])
      .as('brandRequests.approve')
      .where('id', /^\d+$/)
    router
      .post('/marcas/:id/rechazar', [BrandRequestsController, 'reject'])
      .as('brandRequests.reject')
      .where('id', /^\d+$/)
  })
  .prefix(p('/staff'))
  .as('staff')
  .use(middleware.auth({ guards: ['web'] }))

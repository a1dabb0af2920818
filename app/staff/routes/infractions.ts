/*
| The staff's infractions (issue 23, area 'infractions'; see
| app/staff/controllers/staff_infractions_controller.ts): the stores with infractions and each
| store's history. Web session only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const StaffInfractionsController = () => import('#staff/controllers/staff_infractions_controller')

router
  .group(() => {
    router.get('/infracciones', [StaffInfractionsController, 'index']).as('index')
    router
      .get('/infracciones/:id', [StaffInfractionsController, 'show'])
      .as('show')
      .where('id', /^\d+$/)
  })
  .prefix(p('/staff'))
  .as('staff.infractions')
  .use(middleware.auth({ guards: ['web'] }))

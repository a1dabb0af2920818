import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const VehiclesController = () => import('#garage/controllers/vehicles_controller')
const PlateLookupController = () => import('#garage/controllers/plate_lookup_controller')
const GaragePageController = () => import('#garage/controllers/garage_page_controller')

/* Page: signed-in users only (guests go to the login page and come back). */
router
  .get(p('/garage/page/vehiculos'), [GaragePageController, 'index'])
  .as('garage.page')
  .use(middleware.auth({ guards: ['web'] }))

/* JSON API (doc 1 §7 Garage) */
router
  .group(() => {
    /* Open to guests: the request wizard searches plates before sign-in. */
    router
      .post('/vehicle/getVehicleForLicensePlate', [PlateLookupController, 'store'])
      .as('getVehicleForLicensePlate')

    router
      .group(() => {
        router.get('/vehicle', [VehiclesController, 'index']).as('index')
        router.post('/vehicle', [VehiclesController, 'store']).as('store')
        router.get('/vehicle/countVehicles', [VehiclesController, 'count']).as('count')
        router
          .patch('/vehicle/:id', [VehiclesController, 'update'])
          .as('update')
          .where('id', /^\d+$/)
        router
          .delete('/vehicle/:id', [VehiclesController, 'destroy'])
          .as('destroy')
          .where('id', /^\d+$/)
      })
      .use(middleware.auth({ guards: ['api', 'web'] }))
  })
  .prefix(p('/api/garage'))
  .as('api.garage.vehicle')

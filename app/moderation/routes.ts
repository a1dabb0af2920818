/*
| Routes of the moderation module: vendor infractions (doc 1 §2 infraction form, §7
| "Infractions: POST /api/store/infractions/; GET /api/store/Infractions"), named
| `api.infractions.*`. Session or bearer token; the XSRF header for cookie calls.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const InfractionsController = () => import('#moderation/controllers/infractions_controller')

router
  .group(() => {
    router.post('/infractions', [InfractionsController, 'store']).as('store')
    router.post('/infractions/evidence', [InfractionsController, 'evidence']).as('evidence')
    router.get('/Infractions', [InfractionsController, 'index']).as('index')
    router.get('/Infractions/:id', [InfractionsController, 'show']).as('show').where('id', /^\d+$/)
  })
  .prefix(p('/api/store'))
  .as('api.infractions')
  .use(middleware.auth({ guards: ['api', 'web'] }))

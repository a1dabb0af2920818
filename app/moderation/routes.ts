/*
| Routes of the moderation module: vendor infractions (doc 1 §2 infraction form, §7
| "Infractions: POST /api/store/infractions/; GET /api/store/Infractions"), named
| `api.infractions.*`. Session or bearer token; the XSRF header for cookie calls.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'
import { EVIDENCE_FILE_PATH } from '#moderation/rules/infractions'

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

/**
 * The store's infractions page (issue 21): the infraction notice's link; the store's people and
 * staff read it (InfractionPolicy.readStore).
 */
const StoreInfractionsPageController = () =>
  import('#moderation/controllers/store_infractions_page_controller')

router
  .get(p('/tienda/:storeUrl/infracciones'), [StoreInfractionsPageController, 'show'])
  .as('moderation.storeInfractions')
  .use(middleware.auth({ guards: ['web'] }))

/**
 * The evidence files (never under /uploads): no auth middleware, so that a guest gets the same
 * 404 as anybody the policy refuses.
 */
router
  .get(p(`${EVIDENCE_FILE_PATH}/:file`), [InfractionsController, 'evidenceFile'])
  .where('file', /^[0-9a-f-]{36}\.(webp|pdf)$/)
  .as('api.infractions.evidenceFile')

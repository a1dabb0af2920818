/*
| Satisfaction ratings (issue 22 item 2; doc 2 §7 "Reports and notifications"):
| GET/POST /api/businessIntelligence/NPSRating, GET …/NPSRating/detailedRecords,
| DELETE …/NPSRating/{id}, POST …/NPSRating/hideNpsFormModal1h and GET …/NPSRating/pending (the
| rating modal's question: which delivered orders wait for a rating). See the controller.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const NpsRatingsController = () => import('#reports/controllers/nps_ratings_controller')

router
  .group(() => {
    router.get('/NPSRating', [NpsRatingsController, 'index']).as('index')
    router.post('/NPSRating', [NpsRatingsController, 'store']).as('store')
    router
      .get('/NPSRating/detailedRecords', [NpsRatingsController, 'detailedRecords'])
      .as('detailedRecords')
    router.get('/NPSRating/pending', [NpsRatingsController, 'pending']).as('pending')
    router
      .post('/NPSRating/hideNpsFormModal1h', [NpsRatingsController, 'hide'])
      .as('hideNpsFormModal1h')
    router
      .delete('/NPSRating/:id', [NpsRatingsController, 'destroy'])
      .as('destroy')
      .where('id', /^\d+$/)
  })
  .prefix(p('/api/businessIntelligence'))
  .as('api.npsRatings')
  .use(middleware.auth({ guards: ['api', 'web'] }))

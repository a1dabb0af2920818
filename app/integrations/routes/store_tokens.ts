/*
| The store's integration tokens and their call log (issue 24 item 3, 'Integraciones'):
| web session only — a bearer token (a store token included) never manages tokens (401).
| The owner manages; advisers read; anybody else 404 (StoreTokensController).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const StoreTokensController = () => import('#integrations/controllers/store_tokens_controller')

router
  .group(() => {
    router.get('/integrationTokens', [StoreTokensController, 'index']).as('index')
    router.post('/integrationTokens', [StoreTokensController, 'store']).as('store')
    router.patch('/integrationTokens/:tokenId', [StoreTokensController, 'update']).as('update')
    router
      .post('/integrationTokens/:tokenId/rotate', [StoreTokensController, 'rotate'])
      .as('rotate')
    router.delete('/integrationTokens/:tokenId', [StoreTokensController, 'destroy']).as('destroy')
    router.get('/integrationTokenCalls', [StoreTokensController, 'calls']).as('calls')
  })
  .prefix(p('/api/store/store/:id'))
  .where('id', /^\d+$/)
  .where('tokenId', /^\d+$/)
  .as('api.store.integrationTokens')
  .use(middleware.auth({ guards: ['web'] }))

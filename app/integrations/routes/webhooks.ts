import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

/*
| A store's webhooks (issue 24 item 4, the configuration's Integraciones section): endpoints,
| their secrets (shown once), 'Reactivar', the delivery log and 'Reenviar'. Web session only
| (WebhookPolicy: the owner edits, advisers read, anybody else 404).
*/
const WebhooksController = () => import('#integrations/controllers/webhooks_controller')

router
  .group(() => {
    router.get('/', [WebhooksController, 'index']).as('index')
    router.post('/', [WebhooksController, 'store']).as('store')
    router.get('/deliveries', [WebhooksController, 'deliveries']).as('deliveries')
    router
      .post('/deliveries/:deliveryId/resend', [WebhooksController, 'resend'])
      .as('deliveries.resend')
    router.patch('/:webhookId', [WebhooksController, 'update']).as('update')
    router.delete('/:webhookId', [WebhooksController, 'destroy']).as('destroy')
    router.post('/:webhookId/rotate', [WebhooksController, 'rotate']).as('rotate')
    router.post('/:webhookId/resume', [WebhooksController, 'resume']).as('resume')
    router.post('/:webhookId/test', [WebhooksController, 'test']).as('test')
  })
  .prefix(p('/api/store/store/:id/webhooks'))
  .where('id', /^\d+$/)
  .where('webhookId', /^\d+$/)
  .where('deliveryId', /^\d+$/)
  .as('api.store.webhooks')
  .use(middleware.auth({ guards: ['web'] }))

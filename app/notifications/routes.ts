/*
| Routes of the notifications module: the queue-notification API of doc 1 §7 (default page size
| 30), for signed-in users only (session or bearer token). Topics contain dots
| ('QR.newQuotation.'): the `{topic}` segment takes them as they are.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const QueueNotificationsController = () =>
  import('#notifications/controllers/queue_notifications_controller')

const ID = /^\d+$/

router
  .group(() => {
    router.get('/', [QueueNotificationsController, 'index']).as('index')
    router
      .get('/countNotifications', [QueueNotificationsController, 'countNotifications'])
      .as('countNotifications')
    router
      .get('/countNotificationsCart', [QueueNotificationsController, 'countNotificationsCart'])
      .as('countNotificationsCart')
    router
      .get('/countPendingMessages', [QueueNotificationsController, 'countPendingMessages'])
      .as('countPendingMessages')
    router
      .patch('/markAllAsDone', [QueueNotificationsController, 'markAllAsDone'])
      .as('markAllAsDone')
    /**
     * Marking done changes state: POST (behind CSRF for the pages' cookie sessions). The GET of
     * doc 1 §7 stays as an alias for bearer-token clients only (store integrations); a cookie
     * session gets 405 there, so a link or an image tag can never mark anything.
     */
    router
      .post('/:id/markAsDone', [QueueNotificationsController, 'markAsDone'])
      .where('id', ID)
      .as('markAsDone')
    router
      .get('/:id/markAsDone', [QueueNotificationsController, 'markAsDoneWithToken'])
      .where('id', ID)
      .as('markAsDone.tokenAlias')
    router
      .get('/:topic/countByTopic', [QueueNotificationsController, 'countByTopic'])
      .as('countByTopic')
    router.patch('/:id', [QueueNotificationsController, 'update']).where('id', ID).as('update')
  })
  .prefix(p('/api/core/QueueNotification'))
  .as('api.queueNotifications')
  .use(middleware.auth({ guards: ['api', 'web'] }))

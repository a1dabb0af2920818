/*
| Routes of the chat module (issue 12; doc 1 §7 "Chat (/api/{qmod}/chat, multipart create)",
| exact paths ours), named `api.chat.*`, session or bearer token (the XSRF header for cookie
| calls). See docs/api.md "Chat API".
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const ChatController = () => import('#chat/controllers/chat_controller')

const digits = /^\d+$/

router
  .group(() => {
    router.get('/', [ChatController, 'index']).as('index')
    router.post('/', [ChatController, 'store']).as('store')
    router.post('/markMessagesAsRead', [ChatController, 'markRead']).as('markRead')
    router.get('/getChatParticipants', [ChatController, 'participants']).as('participants')
    router.get('/contactFlags', [ChatController, 'contactFlags']).as('contactFlags')
    router
      .get('/detectionOfInfringementsInChat/:userId', [ChatController, 'detection'])
      .as('detection')
      .where('userId', digits)
    router
      .get('/groups/:requestId', [ChatController, 'groups'])
      .as('groups')
      .where('requestId', digits)
    router
      .get('/:id/files/:index', [ChatController, 'file'])
      .as('file')
      .where('id', digits)
      .where('index', digits)
    router.delete('/:id', [ChatController, 'destroy']).as('destroy').where('id', digits)
  })
  .prefix(p(`/api/${productConfig.goPath}/chat`))
  .as('api.chat')
  .use(middleware.auth({ guards: ['api', 'web'] }))

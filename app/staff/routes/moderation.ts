/*
| The staff's moderation queue (issue 23, area 'moderation'; see
| app/staff/controllers/staff_moderation_controller.ts): `/staff/moderacion`, its items and the
| actions that resolve them. Web session only (the XSRF header for the actions).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'
import { registerModerationOutbox } from '#staff/listeners/moderation_outbox'

const StaffModerationController = () => import('#staff/controllers/staff_moderation_controller')

const digits = /^\d+$/

router
  .group(() => {
    router.get('/moderacion', [StaffModerationController, 'index']).as('index')
    router
      .get('/moderacion/:id', [StaffModerationController, 'show'])
      .as('show')
      .where('id', digits)
    router
      .get('/moderacion/:id/adjuntos/:messageId/:index', [StaffModerationController, 'attachment'])
      .as('attachment')
      .where('id', digits)
      .where('messageId', digits)
      .where('index', digits)
    router
      .post('/moderacion/:id/descartar', [StaffModerationController, 'dismiss'])
      .as('dismiss')
      .where('id', digits)
    router
      .post('/moderacion/:id/eliminar', [StaffModerationController, 'deleteMessage'])
      .as('deleteMessage')
      .where('id', digits)
    router
      .post('/moderacion/:id/advertir', [StaffModerationController, 'warn'])
      .as('warn')
      .where('id', digits)
    router
      .post('/moderacion/:id/suspender', [StaffModerationController, 'suspend'])
      .as('suspend')
      .where('id', digits)
    router
      .post('/moderacion/:id/infraccion', [StaffModerationController, 'infraction'])
      .as('infraction')
      .where('id', digits)
  })
  .prefix(p('/staff'))
  .as('staff.moderation')
  .use(middleware.auth({ guards: ['web'] }))

/** A warning or a suspension tells the person through the outbox (see the listener's file). */
registerModerationOutbox()

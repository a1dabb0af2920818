import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import QueueNotification, { NOTIFICATION_TOPICS } from '#notifications/models/queue_notification'
import { UserFactory } from '#database/factories/user_factory'
import { needsParent, sequence } from '#database/factories/helpers'

/** Pending 'QR.newQuotation.' notifications (new user unless merged). States: done, newMessage. */
export const QueueNotificationFactory = factory
  .define(QueueNotification, () => {
    const n = sequence()
    return {
      topic: NOTIFICATION_TOPICS.newQuotation,
      message: `Recibiste una nueva cotización (${n})`,
      url: `/repuestosGo/quotationRequestDetail/${n}`,
      payload: null,
      readAt: null,
      doneAt: null,
    }
  })
  .state('done', (notification) => {
    notification.readAt = DateTime.now()
    notification.doneAt = DateTime.now()
  })
  .state('newMessage', (notification) => {
    notification.topic = NOTIFICATION_TOPICS.newMessage
    notification.message = 'Tienes un nuevo mensaje'
  })
  .relation('user', () => UserFactory)
  .before('create', async (builder, notification, ctx) => {
    if (needsParent(builder, notification, 'userId', 'user')) {
      notification.userId = (await UserFactory.useCtx(ctx).create()).id
    }
  })
  .build()

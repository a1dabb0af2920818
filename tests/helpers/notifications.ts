import type { DateTime } from 'luxon'
import type User from '#users/models/user'
import QueueNotification from '#notifications/models/queue_notification'
import { QueueNotificationFactory } from '#database/factories/queue_notification_factory'

/** The queue-notification API (doc 1 §7). */
export const NOTIFICATIONS_API = '/api/core/QueueNotification'

/** A pending notification of `user` (topic 'QR.newQuotation.' unless told otherwise). */
export function makeNotification(
  user: User,
  values: Partial<Pick<QueueNotification, 'topic' | 'message' | 'url' | 'payload'>> & {
    done?: boolean
    createdAt?: DateTime
  } = {}
) {
  const { done, ...columns } = values
  const builder = QueueNotificationFactory.merge({ userId: user.id, ...columns })
  return (done ? builder.apply('done') : builder).create()
}

/** Fresh copy of a notification from the database. */
export async function reload(notification: QueueNotification) {
  return QueueNotification.findOrFail(notification.id)
}

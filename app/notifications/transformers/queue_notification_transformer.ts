import { BaseTransformer } from '@adonisjs/core/transformers'
import type QueueNotification from '#notifications/models/queue_notification'

/**
 * A notification's `payload` (free JSON, doc 1 §3): the listeners write flat objects of texts and
 * numbers (ids, codes, store name). A nested payload would need this type widened: the model
 * reads it as `Record<string, unknown>`, which the pages' generated type could not use.
 */
export type NotificationPayload = { [key: string]: string | number | boolean | null }

/** A queue notification in the spec's field names (doc 1 §3, §7). */
export default class QueueNotificationTransformer extends BaseTransformer<QueueNotification> {
  toObject() {
    const notification = this.resource
    return {
      id: notification.id,
      user_id: notification.userId,
      topic: notification.topic,
      message: notification.message,
      url: notification.url,
      payload: notification.payload as NotificationPayload | null,
      read_at: notification.readAt?.toISO() ?? null,
      done_at: notification.doneAt?.toISO() ?? null,
      created_at: notification.createdAt.toISO()!,
      is_read: notification.readAt !== null,
      is_done: notification.doneAt !== null,
    }
  }
}

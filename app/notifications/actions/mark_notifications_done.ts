import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import QueueNotification from '#notifications/models/queue_notification'
import NotificationPush from '#notifications/services/notification_push'
import { TOPICS_BY_TYPE_USER, type TypeUser } from '#notifications/rules/topics'

/** A change asked for one notification: `done: true` also marks it read, `read: false` reopens it. */
export interface NotificationChange {
  read?: boolean
  done?: boolean
}

/** SQL text of a DateTime as Lucid writes DateTime columns (same format on both dialects). */
const sqlTime = (time: DateTime) => time.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * Marking a user's notifications read or done (doc 1 §7): one by id, all of a topic family, or
 * all of a page's URL (doc 3 §4.3 "marked as done from its URL on load"). Only the user's own
 * rows are ever touched; every change pushes the new counts to the user's channel. The bulk
 * forms are one UPDATE each.
 */
@inject()
export default class MarkNotificationsDone {
  constructor(private push: NotificationPush) {}

  /** One notification of the user (another user's or a missing id: E_ROW_NOT_FOUND, 404). */
  async one(
    userId: number,
    id: number,
    change: NotificationChange = { done: true }
  ): Promise<QueueNotification> {
    const notification = await QueueNotification.query()
      .withScopes((scopes) => scopes.ofUser(userId))
      .where('queue_notifications.id', id)
      .firstOrFail()
    const now = DateTime.now()
    if (change.done === true) {
      notification.doneAt = notification.doneAt ?? now
      notification.readAt = notification.readAt ?? now
    } else if (change.done === false) {
      notification.doneAt = null
    }
    if (change.read === true) {
      notification.readAt = notification.readAt ?? now
    } else if (change.read === false) {
      notification.readAt = null
      notification.doneAt = null
    }
    if (notification.$isDirty) {
      await notification.save()
      await this.push.countsChanged([userId])
    }
    return notification
  }

  /**
   * Every pending notification of the user, of one topic family (`type`) and/or of the topics
   * of one role (`typeUser`, see rules/topics.ts); neither: all of them. Answers how many.
   */
  async all(userId: number, filter: { type?: string; typeUser?: TypeUser } = {}) {
    const query = QueueNotification.query().withScopes((scopes) => {
      scopes.ofUser(userId)
      scopes.pending()
      if (filter.type) scopes.ofTopic(filter.type)
      if (filter.typeUser) scopes.ofTopics(TOPICS_BY_TYPE_USER[filter.typeUser])
    })
    return this.markDone(userId, query)
  }

  /**
   * The user's pending notifications that point at one of `urls` (the page being opened, with
   * and without its query string). One UPDATE; the counts are pushed only when rows changed.
   */
  async byUrl(userId: number, urls: string[]) {
    const list = [...new Set(urls.filter((url) => url && url.length <= 1024))]
    if (list.length === 0) return 0
    const query = QueueNotification.query()
      .withScopes((scopes) => {
        scopes.ofUser(userId)
        scopes.pending()
      })
      .whereIn('queue_notifications.url', list)
    return this.markDone(userId, query)
  }

  private async markDone(userId: number, query: ReturnType<typeof QueueNotification.query>) {
    const now = sqlTime(DateTime.now())
    const result: unknown = await query.update({
      done_at: now,
      read_at: db.raw('COALESCE(read_at, ?)', [now]),
    })
    const changed = affectedRows(result)
    if (changed > 0) await this.push.countsChanged([userId])
    return changed
  }
}

/** Rows changed by an UPDATE, as each driver reports it (a number or a one-item array). */
function affectedRows(result: unknown): number {
  const value = Array.isArray(result) ? result[0] : result
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'affectedRows' in value) {
    return Number((value as { affectedRows: number }).affectedRows)
  }
  return Number(value ?? 0)
}

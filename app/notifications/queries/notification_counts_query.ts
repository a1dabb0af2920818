import db from '@adonisjs/lucid/services/db'
import QueueNotification from '#notifications/models/queue_notification'
import { countsFromTopics, type NotificationCounts } from '#notifications/rules/topics'

/**
 * Pending notification counts (doc 1 §3 "counted by topic and in total, cart notifications,
 * pending messages"). One grouped query whatever the number of users or topics; it reads the
 * (user_id, done_at, topic) index.
 */
export default class NotificationCountsQuery {
  /** Counts of each user (users without pending notifications get zeros). */
  async forUsers(userIds: number[]): Promise<Map<number, NotificationCounts>> {
    const result = new Map<number, NotificationCounts>()
    const ids = [...new Set(userIds)]
    if (ids.length === 0) return result
    const rows = await db
      .from('queue_notifications')
      .whereIn('user_id', ids)
      .whereNull('done_at')
      .groupBy('user_id', 'topic')
      .select('user_id', 'topic')
      .count('* as total')
    const byUser = new Map<number, { topic: string; count: number }[]>()
    for (const row of rows) {
      const userId = Number(row.user_id)
      if (!byUser.has(userId)) byUser.set(userId, [])
      byUser.get(userId)!.push({ topic: row.topic, count: Number(row.total) })
    }
    for (const id of ids) result.set(id, countsFromTopics(byUser.get(id) ?? []))
    return result
  }

  async forUser(userId: number): Promise<NotificationCounts> {
    return (await this.forUsers([userId])).get(userId)!
  }

  /** Pending notifications of a topic family ('QR.newQuotation.' and 'QR.newQuotation.…'). */
  async byTopic(userId: number, topic: string): Promise<number> {
    const [row] = await QueueNotification.query()
      .withScopes((scopes) => {
        scopes.ofUser(userId)
        scopes.pending()
        scopes.ofTopic(topic)
      })
      .count('* as total')
    return Number(row.$extras.total)
  }
}

import { broadcastMany } from '#core/services/live_batch'
import logger from '@adonisjs/core/services/logger'
import NotificationCountsQuery from '#notifications/queries/notification_counts_query'
import {
  COUNTS_MESSAGE_TYPE,
  notificationsChannel,
  type NotificationCounts,
} from '#notifications/rules/topics'

/** What the bell receives on `users/{id}/notifications`. */
export interface CountsMessage {
  type: typeof COUNTS_MESSAGE_TYPE
  counts: NotificationCounts
}

/**
 * Pushes the new pending counts to each user's own channel after a change (one grouped query
 * for all of them, one batch for all the messages: live_batch.ts). With Redis configured the
 * batch reaches the other servers. A failure to push never undoes the change: the bell reloads
 * its count on reconnect and on focus.
 */
export default class NotificationPush {
  constructor(private counts = new NotificationCountsQuery()) {}

  async countsChanged(userIds: number[]) {
    if (userIds.length === 0) return
    try {
      const counts = await this.counts.forUsers(userIds)
      broadcastMany(
        [...counts].map(([userId, userCounts]) => {
          const message: CountsMessage = { type: COUNTS_MESSAGE_TYPE, counts: userCounts }
          return { channel: notificationsChannel(userId), payload: message as never }
        })
      )
    } catch (error) {
      logger.error({ err: error }, 'notifications: could not push the new counts')
    }
  }
}

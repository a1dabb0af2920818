import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { CHAT_NOTICE_WINDOW_SECONDS } from '#chat/rules/chat'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'

/** The delivery keys of one conversation's notices start with this (NotifyChatReceiver). */
export const noticeKeyPrefix = (channel: string) => `chat:${channel}:`

/**
 * Whether the receiver already has a pending notice of this conversation younger than 10
 * minutes: then a new message tells nobody (at most one notice per conversation every 10
 * minutes while unread). Several conversations may share a page (the buyer's request page holds
 * every store's questions and every quotation's chat): the conversation is told by its notices'
 * keys, not by their URL. One indexed read; `client` lets the send ask inside its transaction.
 */
export async function noticePending(
  userId: number,
  channel: string,
  client: QueryClientContract = db.connection()
) {
  const windowStart = DateTime.now().minus({ seconds: CHAT_NOTICE_WINDOW_SECONDS })
  const row = await client
    .from('queue_notifications')
    .where('user_id', userId)
    .where('topic', NOTIFICATION_TOPICS.newMessage)
    .where('dedupe_key', 'like', `${noticeKeyPrefix(channel)}%`)
    .whereNull('done_at')
    .where('created_at', '>', windowStart.toUTC().toFormat('yyyy-MM-dd HH:mm:ss'))
    .select('id')
    .first()
  return Boolean(row)
}

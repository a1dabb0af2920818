import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { broadcastMany, type LiveMessage } from '#core/services/live_batch'
import type User from '#users/models/user'
import ChatMessage from '#chat/models/chat_message'
import ConversationQuery, {
  conversationKeyOf,
  conversationPage,
  type ConversationKey,
} from '#chat/queries/conversation_query'
import { chatRole } from '#chat/policies/chat_policy'
import { marksReadOnView } from '#chat/rules/chat'
import { readMessages } from '#chat/services/chat_live'
import NotificationPush from '#notifications/services/notification_push'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'

/**
 * markMessagesAsRead (doc 1 §4, §7): the given unread messages addressed to the user are marked
 * read — others' ids, read ones and deleted ones are skipped, never an error — and the senders
 * see the ticks live on each conversation's channel. Admins mark nothing (doc 1 §4: admins read
 * without marking). Marking also marks done the user's chat notifications of those
 * conversations' pages (doc 1 §4 "marks the matching notification done by URL"), and pushes the
 * new counts. Answers the ids marked.
 */
export default class MarkChatMessagesRead {
  constructor(
    private conversations = new ConversationQuery(),
    private push = new NotificationPush()
  ) {}

  async handle(user: User, ids: number[]) {
    const unread = await ChatMessage.query()
      .withScopes((scopes) => scopes.unreadFor(user.id))
      .whereIn('id', [...new Set(ids)])
      .select('id', 'quotation_request_id', 'quotation_id', 'cart_shopping_header_id', 'store_id')
    if (unread.length === 0) return []

    const byConversation = new Map<string, ConversationKey & { ids: number[] }>()
    for (const message of unread) {
      const found = conversationKeyOf(message)
      if (!found) continue
      const key = `${found.kind}/${found.transactionId}/${found.storeId}`
      if (!byConversation.has(key)) byConversation.set(key, { ...found, ids: [] })
      byConversation.get(key)!.ids.push(message.id)
    }

    const marked: number[] = []
    const live: LiveMessage[] = []
    const pages: string[] = []
    for (const group of byConversation.values()) {
      const conversation = await this.conversations.find(
        group.kind,
        group.transactionId,
        group.storeId,
        user
      )
      if (!conversation) continue
      const role = await chatRole(user, conversation)
      if (!role || !marksReadOnView(role)) continue
      await ChatMessage.query()
        .whereIn('id', group.ids)
        .where('is_read', false)
        .update({ is_read: true })
      marked.push(...group.ids)
      live.push(readMessages(conversation.channel, group.ids))
      pages.push(conversationPage(conversation, role === 'buyer' ? 'buyer' : 'store'))
    }
    if (marked.length === 0) return []

    broadcastMany(live)
    const done = await db
      .from('queue_notifications')
      .where('user_id', user.id)
      .where('topic', NOTIFICATION_TOPICS.newMessage)
      .whereNull('done_at')
      .whereIn('url', [...pages, ...pages.map((page) => page.split('?')[0])])
      .update({
        done_at: DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
        read_at: db.raw('COALESCE(read_at, ?)', [
          DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
        ]),
      })
    if (Number(Array.isArray(done) ? done[0] : done) > 0) await this.push.countsChanged([user.id])
    return marked
  }
}

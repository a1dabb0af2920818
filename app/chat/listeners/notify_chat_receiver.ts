import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { OutboxEvent } from '#core/outbox/outbox'
import User from '#users/models/user'
import ChatMessage from '#chat/models/chat_message'
import { noticeKeyPrefix, noticePending } from '#chat/queries/chat_notice_window'
import ConversationQuery, {
  conversationKeyOf,
  conversationPage,
} from '#chat/queries/conversation_query'
import { chatRole } from '#chat/policies/chat_policy'
import { conversationLabels, senderRoleOf } from '#chat/transformers/chat_message_transformer'
import { CHAT_NOTICE_WINDOW_SECONDS, CHAT_TEXTS } from '#chat/rules/chat'
import { chatNoticeMessage } from '#chat/rules/chat_notice'
import SendChatNotice from '#chat/jobs/send_chat_notice'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'

/**
 * A chat message was sent (outbox event 'chat.message_sent'): its receiver gets one queue
 * notification (topic 'QR.newMessage.', url their page of the conversation with section=chat,
 * which marks it done when opened), the new counts live, and a WhatsApp message and an e-mail —
 * at most once per conversation every 10 minutes while unread:
 * - a message already read, deleted, or addressed to nobody tells nobody;
 * - a pending notice of the same conversation younger than 10 minutes covers it;
 * - the delivery key is the conversation, its 10-minute window and the receiver's last notice
 *   marked done, so two messages delivered at the same moment (or an event delivered twice) write
 *   one notice (`dedupe_key`, notifyRecipients), and a message after the receiver read the
 *   conversation notifies again.
 */
@inject()
export default class NotifyChatReceiver {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<{ messageId: number }>) {
    const message = await ChatMessage.find(event.payload.messageId)
    if (!message || message.deletedAt || message.isRead || !message.receiverUserId) return null
    const key = conversationKeyOf(message)
    const receiver = await User.find(message.receiverUserId)
    if (!key || !receiver) return null
    const conversation = await new ConversationQuery().find(
      key.kind,
      key.transactionId,
      key.storeId,
      receiver
    )
    if (!conversation) return null
    const role = await chatRole(receiver, conversation)
    if (role !== 'buyer' && role !== 'store') return null

    const url = conversationPage(conversation, role)
    const keyPrefix = noticeKeyPrefix(conversation.channel)
    if (await noticePending(receiver.id, conversation.channel)) return null

    const labels = conversationLabels(conversation, role, null)
    const sender = senderRoleOf(message, conversation.buyerId)
    // the writer's name as the receiver knows it; a generic label ('Comprador', 'Vendedor n') is
    // no name: the notice says 'del comprador' / 'un vendedor'
    const label = sender === 'buyer' ? labels.buyerLabel : labels.storeLabel
    const anonymous =
      sender === 'admin' ||
      label === CHAT_TEXTS.buyer ||
      (conversation.kind === 'quotationRequest' && role === 'buyer')
    const fromName = anonymous ? null : label
    const window = Math.floor(message.createdAt.toSeconds() / CHAT_NOTICE_WINDOW_SECONDS)
    // once the receiver read the conversation (its notice done), the next message is a new
    // notice even within the same window: the key names the last notice marked done
    const lastDone = await db
      .from('queue_notifications')
      .where('user_id', receiver.id)
      .where('topic', NOTIFICATION_TOPICS.newMessage)
      .where('dedupe_key', 'like', `${keyPrefix}%`)
      .whereNotNull('done_at')
      .max('id as id')
      .first()
    await notifyRecipients(this.push, {
      userIds: [receiver.id],
      key: `${keyPrefix}${window}:${Number(lastDone?.id ?? 0)}`,
      topic: NOTIFICATION_TOPICS.newMessage,
      message: chatNoticeMessage({
        kind: conversation.kind,
        code: conversation.code,
        sender,
        fromName,
      }),
      url,
      payload: {
        kind: conversation.kind,
        transactionId: conversation.transactionId,
        storeId: conversation.storeId,
        quotationRequestId: conversation.request?.id ?? null,
      },
      job: SendChatNotice,
      jobPayload: (userId, dedupeKey) => ({
        userId,
        dedupeKey,
        kind: conversation.kind,
        code: conversation.code,
        sender,
        fromName,
        url,
      }),
      logContext: { messageId: message.id },
      logScope: 'chat',
    })
    return receiver.id
  }
}

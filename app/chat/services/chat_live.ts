import type ChatMessage from '#chat/models/chat_message'
import type { LiveMessage } from '#core/services/live_batch'
import type { Conversation } from '#chat/queries/conversation_query'
import { notificationsChannel } from '#notifications/rules/topics'
import { attachmentViews, senderRoleOf } from '#chat/transformers/chat_message_transformer'

/**
 * What the chat says live (Transmit; app/core/services/live_batch.ts delivers, across servers
 * with Redis). On the conversation's channel `chat/{kind}/{transactionId}/{storeId}` (only its
 * participants and moderators listen, start/transmit.ts):
 * - `chat.message`: a new message, without names (each page labels it by `senderRole`;
 *   moderators, who see names, reload);
 * - `chat.read`: ids the receiver has read (the sender's ticks);
 * - `chat.deleted`: a message a moderator deleted.
 * On the receiver's own channel `users/{id}/notifications`: `chat.unread`, so a page showing
 * unread badges (the buyer's 'Preguntas del vendedor') reloads them.
 */
export function liveMessage(conversation: Conversation, message: ChatMessage): LiveMessage {
  return {
    channel: conversation.channel,
    payload: {
      type: 'chat.message',
      message: {
        id: message.id,
        message: message.message,
        attachedFile: attachmentViews(message),
        createdAt: message.createdAt.toISO()!,
        isRead: message.isRead,
        senderUserId: message.senderUserId,
        receiverUserId: message.receiverUserId,
        senderRole: senderRoleOf(message, conversation.buyerId),
        senderIsAdmin: message.senderIsAdmin,
      },
    } as never,
  }
}

export function unreadSignal(conversation: Conversation, userId: number): LiveMessage {
  return {
    channel: notificationsChannel(userId),
    payload: {
      type: 'chat.unread',
      kind: conversation.kind,
      transactionId: conversation.transactionId,
      storeId: conversation.storeId,
    },
  }
}

export function readMessages(channel: string, ids: number[]): LiveMessage {
  return { channel, payload: { type: 'chat.read', ids } }
}

export function deletedMessage(channel: string, id: number): LiveMessage {
  return { channel, payload: { type: 'chat.deleted', id } }
}

import { DateTime } from 'luxon'
import { broadcastMany } from '#core/services/live_batch'
import type ChatMessage from '#chat/models/chat_message'
import type { Conversation } from '#chat/queries/conversation_query'
import { deletedMessage } from '#chat/services/chat_live'

/**
 * A moderator deletes a message (doc 1 §6 manageMessageDeletion, §8 texts): it leaves every list
 * and the open panels at once (`chat.deleted` live), but the row stays (`deleted_at`) with its
 * contact-data flags, as moderation's record.
 */
export default class DeleteChatMessage {
  async handle(message: ChatMessage, conversation: Conversation) {
    message.deletedAt = DateTime.now()
    await message.save()
    broadcastMany([deletedMessage(conversation.channel, message.id)])
  }
}

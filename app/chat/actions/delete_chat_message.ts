import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { broadcastMany } from '#core/services/live_batch'
import { logStaffAction } from '#core/services/staff_log'
import type User from '#users/models/user'
import type ChatMessage from '#chat/models/chat_message'
import type { Conversation } from '#chat/queries/conversation_query'
import { deletedMessage } from '#chat/services/chat_live'

/**
 * A moderator deletes a message (doc 1 §6 manageMessageDeletion, §8 texts): it leaves every list
 * and the open panels at once (`chat.deleted` live), but the row stays (`deleted_at`) with its
 * contact-data flags, as moderation's record. With `actor` (the moderator deleting it from the
 * chat panel) the log of staff actions gets its line 'chat.message.delete' in the same
 * transaction; a caller that logs the deletion its own way (the moderation queue's
 * 'moderation.delete_message') passes none.
 */
export default class DeleteChatMessage {
  async handle(
    message: ChatMessage,
    conversation: Conversation,
    actor?: Pick<User, 'id' | 'fullName' | 'email'>
  ) {
    await db.transaction(async (trx) => {
      message.deletedAt = DateTime.now()
      await message.useTransaction(trx).save()
      if (actor) {
        await logStaffAction(trx, actor, {
          action: 'chat.message.delete',
          subject: {
            type: 'chat_message',
            id: message.id,
            label: `${conversation.code} · ${conversation.store.name}`,
          },
          before: { message: message.message, deleted: false },
          after: { deleted: true },
        })
      }
    })
    broadcastMany([deletedMessage(conversation.channel, message.id)])
  }
}

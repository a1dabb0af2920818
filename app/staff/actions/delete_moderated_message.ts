import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { BusinessError } from '#core/errors'
import { missingRecord } from '#core/policies/decisions'
import type User from '#users/models/user'
import ChatMessage from '#chat/models/chat_message'
import ConversationQuery from '#chat/queries/conversation_query'
import DeleteChatMessage from '#chat/actions/delete_chat_message'
import type { ModerationRow } from '#staff/queries/moderation_queue_query'
import { ensureOpen, resolveModerationItem } from '#staff/actions/resolve_moderation_item'
import { STAFF_MODERATION_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * 'Eliminar mensaje' (moderation queue, issue 23; doc 1 §6 manageMessageDeletion): the chat's
 * own deletion (DeleteChatMessage: the row kept with `deleted_at`, the open panels told live by
 * 'chat.deleted'), then the item resolved and logged in one transaction. The deletion is the
 * chat module's action as it is, with its own write: it runs first, so a failure leaves the item
 * open; when two staff members resolve the same item at once, the second's answer is 409 (the
 * message is deleted once either way).
 *
 * A stopped send ('blocked') was never delivered: 422. A message deleted meanwhile (from the
 * chat panel): 409.
 */
@inject()
export default class DeleteModeratedMessage {
  constructor(private deletion: DeleteChatMessage) {}

  async handle(staff: User, item: ModerationRow) {
    ensureOpen(item)
    if (item.messageId === null) throw new BusinessError(M.nothingToDelete, 422)
    const message = await ChatMessage.query()
      .withScopes((scopes) => scopes.visible())
      .where('id', item.messageId)
      .first()
    if (!message) throw new BusinessError(M.alreadyDeleted, 409)
    const conversation = await new ConversationQuery().find(
      item.kind,
      item.transactionId,
      item.store.id,
      staff
    )
    if (!conversation) throw missingRecord()
    await this.deletion.handle(message, conversation)
    await db.transaction(async (trx) => {
      await resolveModerationItem(trx, staff, item, {
        resolution: 'message_deleted',
        action: 'delete_message',
      })
    })
  }
}

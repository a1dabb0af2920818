import { BaseTransformer } from '@adonisjs/core/transformers'
import router from '@adonisjs/core/services/router'
import type { ModerationContextMessage } from '#staff/queries/moderation_queue_query'

/**
 * A message of the conversation around a moderation item (read-only): who wrote and when, the
 * text, whether moderation deleted it, its attachments through the staff's own route (the chat's
 * file route answers participants only and hides deleted messages), and whether it is the item's
 * own message or its stopped attempt.
 */
export default class ModerationMessageTransformer extends BaseTransformer<ModerationContextMessage> {
  constructor(
    resource: ModerationContextMessage,
    protected itemId: number
  ) {
    super(resource)
  }

  toObject() {
    const message = this.resource
    return {
      id: message.id,
      text: message.text,
      createdAt: message.createdAt,
      senderName: message.senderName,
      senderRole: message.senderRole,
      deleted: message.deleted,
      flagged: message.flagged,
      stopped: message.stopped,
      attachments: message.attachments.map((file, index) => ({
        type: file.type,
        name: file.name,
        url: message.stopped
          ? null
          : router
              .builder()
              .params({ id: this.itemId, messageId: message.id, index })
              .make('staff.moderation.attachment'),
      })),
    }
  }
}

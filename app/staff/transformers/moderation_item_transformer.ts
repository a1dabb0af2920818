import { BaseTransformer } from '@adonisjs/core/transformers'
import router from '@adonisjs/core/services/router'
import { transactionTitle } from '#moderation/rules/store_infractions_page'
import type { ModerationRow } from '#staff/queries/moderation_queue_query'
import {
  contactReasonLabel,
  CONVERSATION_KINDS,
  MODERATION_OUTCOMES,
  moderationActions,
  resolutionLabel,
  WRITER_ROLES,
} from '#staff/rules/moderation'

/** The staff's page of an item's transaction: the request detail (its quotation, its chat) or the sale. */
export function transactionPage(item: ModerationRow) {
  if (item.kind === 'order') {
    return router.builder().params({ id: item.transactionId }).make('sales.show')
  }
  if (item.requestId === null) return null
  const section = item.kind === 'quotation' ? `quotation-${item.transactionId}` : 'chat'
  return router
    .builder()
    .params({ id: item.requestId })
    .qs({ section })
    .make('QuotationRequestDetailPage')
}

/**
 * An item of the moderation queue as the staff pages show it (/staff/moderacion and its detail):
 * what the detector found (type, reasons in Spanish, the text), who wrote (name, role, store),
 * the conversation and its staff page, the delivered message (deleted or not), the review when
 * resolved, and which actions its state allows (rules/moderation.ts moderationActions; the
 * page adds the person's flags).
 */
export default class ModerationItemTransformer extends BaseTransformer<ModerationRow> {
  toObject() {
    const item = this.resource
    const kindTitle = item.kind === 'quotationRequest' ? 'request' : item.kind
    return {
      id: item.id,
      outcome: item.outcome,
      outcomeLabel: MODERATION_OUTCOMES[item.outcome] ?? item.outcome,
      reasons: item.reasons.map(contactReasonLabel),
      text: item.text,
      createdAt: item.createdAt,
      conversation: {
        kind: item.kind,
        label: CONVERSATION_KINDS[item.kind] ?? item.kind,
        title: transactionTitle(kindTitle, item.code),
        url: transactionPage(item),
      },
      writer: {
        id: item.writer.id,
        name: item.writer.name,
        role: item.writer.role,
        roleLabel: WRITER_ROLES[item.writer.role],
        isOwner: item.writer.isOwner,
      },
      store: { id: item.store.id, name: item.store.name },
      message:
        item.messageId === null ? null : { id: item.messageId, deleted: item.messageDeleted },
      attachments: item.attachments,
      review: item.review
        ? {
            at: item.review.at,
            by: item.review.by,
            resolution: item.review.resolution,
            label: resolutionLabel(item.review.resolution, item.review.detail as { days?: number }),
            note: typeof item.review.detail?.note === 'string' ? item.review.detail.note : null,
          }
        : null,
      actions: moderationActions({
        resolved: item.review !== null,
        writerRole: item.writer.role,
        messageId: item.messageId,
        messageDeleted: item.messageDeleted,
      }),
    }
  }
}

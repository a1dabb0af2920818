import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { Outbox } from '#core/outbox/outbox'
import type User from '#users/models/user'
import ModerationQueueQuery, { type ModerationRow } from '#staff/queries/moderation_queue_query'
import { ensureOpen, resolveModerationItem } from '#staff/actions/resolve_moderation_item'
import { MODERATION_WARNING, type ModerationNoticePayload } from '#staff/events/moderation_notices'
import { conversationName } from '#staff/rules/moderation_notice'

/**
 * 'Advertir' (moderation queue, issue 23): the person who wrote is warned — an in-app
 * notification and an e-mail (rules/moderation_notice.ts), with the staff's optional note —
 * through the outbox event 'staff.moderation_warning' written in the same transaction as the
 * item's resolution and its log line, delivered right after the commit.
 */
@inject()
export default class WarnModeratedPerson {
  constructor(private outbox: Outbox) {}

  async handle(staff: User, item: ModerationRow, note: string | null) {
    ensureOpen(item)
    const url = await new ModerationQueueQuery().writerPage(item, staff)
    const payload: ModerationNoticePayload = {
      kind: 'warning',
      itemId: item.id,
      userId: item.writer.id,
      conversation: conversationName(item.kind, item.code),
      note,
      until: null,
      days: null,
      url,
    }
    const eventId = await db.transaction(async (trx) => {
      await resolveModerationItem(trx, staff, item, {
        resolution: 'warned',
        action: 'warn',
        detail: note ? { note } : null,
      })
      return this.outbox.record(trx, MODERATION_WARNING, { ...payload })
    })
    this.outbox.deliverSoon(eventId, { itemId: item.id })
  }
}

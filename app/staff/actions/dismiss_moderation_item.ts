import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type { ModerationRow } from '#staff/queries/moderation_queue_query'
import { ensureOpen, resolveModerationItem } from '#staff/actions/resolve_moderation_item'

/**
 * 'Descartar' (moderation queue, issue 23): staff find the item is not contact data (a part
 * number read as a phone…). Nothing else changes: a delivered message stays, nobody is told.
 */
export default class DismissModerationItem {
  async handle(staff: User, item: ModerationRow) {
    ensureOpen(item)
    await db.transaction(async (trx) => {
      await resolveModerationItem(trx, staff, item, { resolution: 'dismissed', action: 'dismiss' })
    })
  }
}

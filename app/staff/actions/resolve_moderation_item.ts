import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BusinessError } from '#core/errors'
import { logStaffAction } from '#core/services/staff_log'
import type User from '#users/models/user'
import type { ModerationRow } from '#staff/queries/moderation_queue_query'
import type { ModerationResolution } from '#staff/rules/moderation'
import { STAFF_MODERATION_MESSAGES as M } from '#staff/rules/staff_messages'

/** An item already resolved answers 409 before anything is done. */
export function ensureOpen(item: ModerationRow) {
  if (item.review) throw new BusinessError(M.alreadyResolved, 409)
}

function affected(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}

/**
 * What every action of the moderation queue ends with, inside its transaction: the item marked
 * resolved — only if it is still open (the UPDATE's own condition: of two staff members
 * resolving it at once, the second gets 409 and its transaction rolls back) — and its line in
 * the log of staff actions (`moderation.<action>`, the item as subject).
 */
export async function resolveModerationItem(
  trx: TransactionClientContract,
  staff: User,
  item: ModerationRow,
  entry: {
    resolution: ModerationResolution
    action: string
    detail?: Record<string, unknown> | null
    before?: Record<string, unknown>
    after?: Record<string, unknown>
  }
) {
  const detail = entry.detail ?? null
  const updated = await trx
    .from('chat_contact_flags')
    .where('id', item.id)
    .whereNull('reviewed_at')
    .update({
      reviewed_at: DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
      reviewed_by: staff.id,
      resolution: entry.resolution,
      resolution_detail: detail ? JSON.stringify(detail) : null,
    })
  if (affected(updated) === 0) throw new BusinessError(M.alreadyResolved, 409)
  await logStaffAction(trx, staff, {
    action: `moderation.${entry.action}`,
    subject: {
      type: 'chat_contact_flag',
      id: item.id,
      label: `${item.writer.name} · ${item.store.name}`,
    },
    before: { resolution: null, ...entry.before },
    after: {
      resolution: entry.resolution,
      outcome: item.outcome,
      userId: item.writer.id,
      messageId: item.messageId,
      ...detail,
      ...entry.after,
    },
  })
}

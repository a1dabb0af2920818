import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import StaffAction from '#core/models/staff_action'

/**
 * Writes a line of the log of staff actions (issue 23 'Registro') inside the action's own
 * transaction, so the log holds exactly the actions that happened. Every staff action calls it:
 * activating a store, approving a brand request, granting or revoking a flag, blocking a person,
 * moderating a message, registering an infraction, suspending a chat, deleting a rating.
 *
 *     await logStaffAction(trx, staff, {
 *       action: 'user.block',
 *       subject: { type: 'user', id: user.id, label: user.fullName },
 *       before: { blocked: false },
 *       after: { blocked: true },
 *     })
 */
export async function logStaffAction(
  trx: TransactionClientContract,
  actor: { id: number; fullName: string | null; email?: string | null },
  entry: {
    action: string
    subject: { type: string; id: number | null; label?: string | null }
    before?: Record<string, unknown> | null
    after?: Record<string, unknown> | null
  }
) {
  return StaffAction.create(
    {
      actorId: actor.id,
      actorName: actor.fullName ?? actor.email ?? `#${actor.id}`,
      action: entry.action,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      subjectLabel: entry.subject.label?.slice(0, 255) ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    },
    { client: trx }
  )
}

import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#users/models/user'
import { BusinessError } from '#core/errors'
import { missingRecord } from '#core/policies/decisions'
import { STAFF_USERS_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * The people actions' common first steps, inside their transaction: the acting admin is still an
 * active admin (they may have lost the role since the request's authorisation: a 403), and the
 * person's row, locked for the change (404 for an unknown id).
 */
export async function lockPerson(
  trx: TransactionClientContract,
  actor: { id: number },
  personId: number
) {
  const still = await User.query({ client: trx })
    .where('id', actor.id)
    .where('is_admin', true)
    .whereNull('deactivated_at')
    .select('id')
    .first()
  if (!still) throw new BusinessError(M.notAdminAnymore, 403)
  const person = await User.query({ client: trx }).where('id', personId).forUpdate().first()
  if (!person) throw missingRecord()
  return person
}

import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { BusinessError } from '#core/errors'
import { logStaffAction } from '#core/services/staff_log'
import { lockPerson } from '#staff/actions/staff_user_locks'
import { STAFF_USERS_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * An admin unblocks a person (issue 23 'Usuarios'): `deactivated_at`, the reason and who blocked
 * are cleared, logged as `user.unblock` with what the block was. The person signs in again
 * (their old sessions stay closed; the tokens deleted by the block do not come back). An account
 * that is not blocked answers 409.
 */
export default class UnblockUser {
  async handle(actor: User, personId: number) {
    return db.transaction(async (trx) => {
      const person = await lockPerson(trx, actor, personId)
      if (!person.isDeactivated) throw new BusinessError(M.notBlocked, 409)
      const before = {
        blocked: true,
        since: person.deactivatedAt!.toISO(),
        reason: person.deactivatedReason,
        blockedBy: person.deactivatedBy,
      }
      person.merge({ deactivatedAt: null, deactivatedReason: null, deactivatedBy: null })
      await person.useTransaction(trx).save()
      await logStaffAction(trx, actor, {
        action: 'user.unblock',
        subject: { type: 'user', id: person.id, label: person.fullName },
        before,
        after: { blocked: false },
      })
      return person
    })
  }
}

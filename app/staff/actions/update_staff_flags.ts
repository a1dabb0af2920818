import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import { BusinessError } from '#core/errors'
import { missingRecord } from '#core/policies/decisions'
import { logStaffAction } from '#core/services/staff_log'
import { flagSetOf, grantedFlags, sameFlags, type StaffFlagSet } from '#staff/rules/users'
import { STAFF_USERS_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * An admin saves a person's staff flags (issue 23 'Usuarios', doc 1 §6), the whole set at once,
 * logged as `user.flags` with the flags before and after (logStaffAction, same transaction).
 *
 * Refusals (422 on `isAdmin` unless said): the last active admin keeps the role; nobody removes
 * their own; a blocked person gets no new flag (422, no field). A save that changes nothing
 * answers `changed: false` and logs nothing.
 *
 * Two admins removing each other's role at the same moment: the active admins' rows are locked
 * first (in id order), so the second change waits for the first and then finds its own actor no
 * longer an admin (403): the platform never ends without one.
 */
export default class UpdateStaffFlags {
  async handle(actor: User, personId: number, next: StaffFlagSet) {
    return db.transaction(async (trx) => {
      const admins = await User.query({ client: trx })
        .where('is_admin', true)
        .whereNull('deactivated_at')
        .orderBy('id', 'asc')
        .forUpdate()
        .select('id')
      if (!admins.some((admin) => admin.id === actor.id)) {
        throw new BusinessError(M.notAdminAnymore, 403)
      }
      const person = await User.query({ client: trx }).where('id', personId).forUpdate().first()
      if (!person) throw missingRecord()

      const before = flagSetOf(person)
      const after = flagSetOf(next)
      if (sameFlags(before, after)) return { person, changed: false }
      if (before.isAdmin && !after.isAdmin) {
        const others = admins.filter((admin) => admin.id !== person.id)
        if (others.length === 0) throw new BusinessError(M.lastAdmin, 422, {}, 'isAdmin')
        if (person.id === actor.id) throw new BusinessError(M.selfAdmin, 422, {}, 'isAdmin')
      }
      if (person.isDeactivated && grantedFlags(before, after).length > 0) {
        throw new BusinessError(M.grantToBlocked, 422)
      }

      person.merge(after)
      await person.useTransaction(trx).save()
      await logStaffAction(trx, actor, {
        action: 'user.flags',
        subject: { type: 'user', id: person.id, label: person.fullName },
        before,
        after,
      })
      return { person, changed: true }
    })
  }
}

import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import productConfig from '#config/product'
import User from '#users/models/user'
import { BusinessError } from '#core/errors'
import { EmailSender } from '#core/services/messaging/contracts'
import { endLiveStreamsOf } from '#core/services/live_streams'
import { logStaffAction } from '#core/services/staff_log'
import { sendLayoutEmail } from '#users/services/notice_mail'
import { lockPerson } from '#staff/actions/staff_user_locks'
import { accountBlockedEmail } from '#staff/rules/account_blocked_notice'
import { STAFF_USERS_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * An admin blocks a person (issue 23 'Usuarios'): in one transaction the account gets
 * `deactivated_at`, the reason and the admin, every API token of the person is deleted and the
 * action is logged as `user.block` (before / after). From then on:
 * - signing in is refused (password, WhatsApp code, number verification, API token creation:
 *   AUTH_MESSAGES.accountDeactivated), and the guards take the account for no request, so its
 *   open sessions are a guest's at their next request (pages: the guest's page or the login
 *   page; JSON: 401) and its live channels are refused (users/services/session_user_provider.ts);
 * - this server's open live streams of the person end at once (endLiveStreamsOf);
 * - the person is told by e-mail (essential, through the one layout) after the commit: a failed
 *   send is logged and does not undo the block.
 *
 * Refused: oneself and an admin (422: revoke the role first), an account already blocked (409).
 */
@inject()
export default class BlockUser {
  constructor(private email: EmailSender) {}

  async handle(actor: User, personId: number, reason: string) {
    const { person, tokenIds } = await db.transaction(async (trx) => {
      const found = await lockPerson(trx, actor, personId)
      if (found.id === actor.id) throw new BusinessError(M.blockSelf, 422)
      if (found.isAdmin) throw new BusinessError(M.blockAdmin, 422)
      if (found.isDeactivated) throw new BusinessError(M.alreadyBlocked, 409)

      const table = User.accessTokens.tokensTable
      const tokens = await trx.from(table).where('tokenable_id', found.id).select('id')
      const ids = tokens.map((row: { id: number | string }) => Number(row.id))
      await trx.from(table).where('tokenable_id', found.id).delete()

      found.merge({
        deactivatedAt: DateTime.now(),
        deactivatedReason: reason,
        deactivatedBy: actor.id,
      })
      await found.useTransaction(trx).save()
      await logStaffAction(trx, actor, {
        action: 'user.block',
        subject: { type: 'user', id: found.id, label: found.fullName },
        before: { blocked: false },
        after: { blocked: true, reason, tokensRevoked: ids.length },
      })
      return { person: found, tokenIds: ids }
    })

    endLiveStreamsOf(person.id, tokenIds)
    await this.tell(person, reason)
    return person
  }

  private async tell(person: User, reason: string) {
    try {
      await sendLayoutEmail(
        this.email,
        person,
        accountBlockedEmail({ name: person.fullName, reason, productName: productConfig.name })
      )
    } catch (error) {
      logger.error({ err: error, userId: person.id }, 'staff: could not e-mail the blocked person')
    }
  }
}

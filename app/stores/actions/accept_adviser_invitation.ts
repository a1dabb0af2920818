import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import type User from '#users/models/user'
import StoreAdviser from '#stores/models/store_adviser'
import AdviserInvitationQuery from '#stores/queries/adviser_invitation_query'
import { ADVISER_MESSAGES as M } from '#stores/rules/adviser_rules'
import { sqlTime } from '#stores/services/adviser_invitations'

/**
 * The signed-in `user` accepts the invitation of a link: they become an active adviser of the
 * store (a store_advisers row with their account; an inactive adviser of this store gets their
 * own row back, so their history stays one adviser). In one transaction: the link must be
 * pending (410 otherwise), the person free to act for this store (409, adviser_rules.ts), and
 * the invitation is spent by a conditional UPDATE, so of two acceptances of one link exactly one
 * wins and the other leaves nothing behind.
 */
@inject()
export default class AcceptAdviserInvitation {
  constructor(private invitations: AdviserInvitationQuery) {}

  async handle(token: string, user: User) {
    return db.transaction(async (trx) => {
      const invitation = await this.invitations.byToken(token, trx)
      if (!invitation) throw new BusinessError(M.linkUnknown, 404)
      const refusal = this.invitations.linkRefusal(invitation)
      if (refusal) throw new BusinessError(refusal, 410)
      const conflict = await this.invitations.personRefusal(user, invitation, trx)
      if (conflict) throw new BusinessError(conflict, 409)

      const adviser =
        (await StoreAdviser.query({ client: trx })
          .where('store_id', invitation.storeId)
          .where('user_id', user.id)
          .first()) ?? new StoreAdviser()
      adviser.useTransaction(trx)
      adviser.merge({
        storeId: invitation.storeId,
        userId: user.id,
        name: user.fullName || invitation.name,
        isActive: true,
      })
      await adviser.save()

      const now = sqlTime(DateTime.now())
      const spent = await trx
        .from('store_adviser_invitations')
        .where('id', invitation.id)
        .whereNull('accepted_at')
        .whereNull('cancelled_at')
        .update({ accepted_at: now, store_adviser_id: adviser.id, updated_at: now })
      if (Number(Array.isArray(spent) ? spent[0] : spent) === 0) {
        throw new BusinessError(M.linkUsed, 410)
      }
      return { store: invitation.store, adviser }
    })
  }
}

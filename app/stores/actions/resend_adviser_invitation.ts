import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { Outbox } from '#core/outbox/outbox'
import { BusinessError } from '#core/errors'
import StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import {
  assertFreeSeat,
  issueInvitationLink,
  lockStore,
} from '#stores/services/adviser_invitations'
import { ADVISER_MESSAGES as M, invitationState } from '#stores/rules/adviser_rules'

/**
 * Re-sends an invitation that was neither accepted nor cancelled (pending or expired): a new
 * link valid 7 days, the old one stops working. An expired invitation takes a place again, so
 * the 200 places are checked for it (a pending one already holds its own).
 */
@inject()
export default class ResendAdviserInvitation {
  constructor(private outbox: Outbox) {}

  async handle(invitation: StoreAdviserInvitation) {
    const eventId = await db.transaction(async (trx) => {
      await lockStore(trx, invitation.storeId)
      const current = await StoreAdviserInvitation.query({ client: trx })
        .where('id', invitation.id)
        .firstOrFail()
      const state = invitationState(current, DateTime.now())
      if (state === 'accepted' || state === 'cancelled') throw new BusinessError(M.notPending, 409)
      if (state === 'expired') await assertFreeSeat(trx, current.storeId)
      return issueInvitationLink(this.outbox, trx, current)
    })
    this.outbox.deliverSoon(eventId, { invitationId: invitation.id })
  }
}

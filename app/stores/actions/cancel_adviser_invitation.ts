import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import type StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import { ADVISER_MESSAGES as M } from '#stores/rules/adviser_rules'
import { sqlTime } from '#stores/services/adviser_invitations'

/**
 * Cancels an invitation not yet accepted (pending or expired): its link stops working and its
 * place is freed. One conditional UPDATE, so an acceptance at the same moment wins or loses whole.
 */
export default class CancelAdviserInvitation {
  async handle(invitation: StoreAdviserInvitation) {
    const changed = await db
      .from('store_adviser_invitations')
      .where('id', invitation.id)
      .whereNull('accepted_at')
      .whereNull('cancelled_at')
      .update({ cancelled_at: sqlTime(DateTime.now()), updated_at: sqlTime(DateTime.now()) })
    if (Number(Array.isArray(changed) ? changed[0] : changed) === 0) {
      throw new BusinessError(M.notPending, 409)
    }
  }
}

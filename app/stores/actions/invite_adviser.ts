import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { Outbox } from '#core/outbox/outbox'
import { BusinessError } from '#core/errors'
import type Store from '#stores/models/store'
import type User from '#users/models/user'
import StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import {
  assertFreeSeat,
  issueInvitationLink,
  lockStore,
  sqlTime,
} from '#stores/services/adviser_invitations'
import { ADVISER_MESSAGES as M } from '#stores/rules/adviser_rules'

export interface InviteAdviserInput {
  name: string
  email?: string
  mobile?: string
}

/**
 * The owner invites a person to advise the store: by e-mail and/or WhatsApp, one link valid 7
 * days. In one transaction with the store locked: the 200 places (adviser_rules.ts), no second
 * pending invitation for the same contact, no invitation for a person already an active adviser;
 * then the invitation and its outbox event (the message goes out after the commit, once).
 */
@inject()
export default class InviteAdviser {
  constructor(private outbox: Outbox) {}

  async handle(store: Store, owner: User, input: InviteAdviserInput) {
    const { invitation, eventId } = await db.transaction(async (trx) => {
      await lockStore(trx, store.id)
      await this.assertNewContact(trx, store.id, input)
      await assertFreeSeat(trx, store.id)
      const created = new StoreAdviserInvitation()
      created.merge({
        storeId: store.id,
        invitedBy: owner.id,
        name: input.name,
        email: input.email ?? null,
        mobile: input.mobile ?? null,
      })
      const id = await issueInvitationLink(this.outbox, trx, created)
      return { invitation: created, eventId: id }
    })
    this.outbox.deliverSoon(eventId, { invitationId: invitation.id })
    return invitation
  }

  private async assertNewContact(
    trx: Parameters<typeof lockStore>[0],
    storeId: number,
    input: InviteAdviserInput
  ) {
    const contacts = (query: any, emailColumn: string, mobileColumn: string) =>
      query.where((either: any) => {
        if (input.email) either.orWhere(emailColumn, input.email)
        if (input.mobile) either.orWhere(mobileColumn, input.mobile)
      })
    const pending = await contacts(
      trx
        .from('store_adviser_invitations')
        .where('store_id', storeId)
        .whereNull('accepted_at')
        .whereNull('cancelled_at')
        .where('expires_at', '>', sqlTime(DateTime.now())),
      'email',
      'mobile'
    ).first()
    if (pending)
      throw new BusinessError(M.alreadyInvited, 422, {}, input.email ? 'email' : 'mobile')
    const adviser = await contacts(
      trx
        .from('store_advisers as a')
        .join('users as u', 'u.id', 'a.user_id')
        .where('a.store_id', storeId)
        .where('a.is_active', true),
      'u.email',
      'u.mobile'
    )
      .select('a.id')
      .first()
    if (adviser)
      throw new BusinessError(M.alreadyAdviser, 422, {}, input.email ? 'email' : 'mobile')
  }
}

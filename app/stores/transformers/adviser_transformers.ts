import { BaseTransformer } from '@adonisjs/core/transformers'
import { DateTime } from 'luxon'
import type StoreAdviser from '#stores/models/store_adviser'
import type StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import { rawDate } from '#stores/queries/store_advisers_list_query'
import { invitationState } from '#stores/rules/adviser_rules'

/** An adviser of the Asesores section: name, their account's contact, state, dates. */
export class AdviserTransformer extends BaseTransformer<StoreAdviser> {
  toObject() {
    const adviser = this.resource
    return {
      id: adviser.id,
      name: adviser.name,
      email: adviser.user?.email ?? null,
      mobile: adviser.user?.mobile ?? null,
      isActive: adviser.isActive,
      invitedAt: rawDate(adviser.$extras.invited_at),
      acceptedAt: rawDate(adviser.$extras.accepted_at),
    }
  }
}

/** An open invitation: who, which contact, pending or expired, sent and expiry dates. */
export class AdviserInvitationTransformer extends BaseTransformer<StoreAdviserInvitation> {
  toObject() {
    const invitation = this.resource
    return {
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      mobile: invitation.mobile,
      state: invitationState(invitation, DateTime.now()),
      sentAt: invitation.sentAt.toISO(),
      expiresAt: invitation.expiresAt.toISO(),
    }
  }
}

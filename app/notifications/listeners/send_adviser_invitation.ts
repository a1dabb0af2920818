import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import encryption from '@adonisjs/core/services/encryption'
import { DateTime } from 'luxon'
import productConfig from '#config/product'
import type { OutboxEvent } from '#core/outbox/outbox'
import { EmailSender, WhatsAppSender } from '#core/services/messaging/contracts'
import { urlWithPrefix } from '#core/services/routes_helper'
import { digest } from '#users/actions/email_tokens'
import StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import type { AdviserInvitedPayload } from '#stores/events/adviser_invited'
import { INVITATION_TOKEN_PURPOSE } from '#stores/services/adviser_invitations'
import { invitationState } from '#stores/rules/adviser_rules'
import { invitationEmail, invitationWhatsApp } from '#stores/rules/adviser_invitation_notice'
import { absoluteUrl } from '#core/country/urls'
import { deliverOnce, type Channel } from '#notifications/jobs/message_job_options'

/**
 * An invitation sent or re-sent (outbox event 'stores.adviser_invited'): its link goes to the
 * invited e-mail and/or WhatsApp number, each channel once per event (deliverOnce, keyed on the
 * event). Nothing is sent for an invitation no longer pending or re-sent since (its token is not
 * the event's any more). When every send failed the handler throws and the outbox retries.
 */
@inject()
export default class SendAdviserInvitation {
  constructor(
    private whatsapp: WhatsAppSender,
    private email: EmailSender
  ) {}

  async handle(event: OutboxEvent<AdviserInvitedPayload>) {
    const { invitationId } = event.payload
    const invitation = await StoreAdviserInvitation.query()
      .where('id', invitationId)
      .preload('store')
      .first()
    if (!invitation || invitationState(invitation, DateTime.now()) !== 'pending') return []
    const token = encryption.decrypt<string>(event.payload.token, INVITATION_TOKEN_PURPOSE)
    if (!token || digest(token) !== invitation.tokenHash) return []

    const summary = {
      name: invitation.name,
      storeName: invitation.store.name,
      link: absoluteUrl(invitation.store.countryCode, urlWithPrefix(`/invitacion/asesor/${token}`)),
      productName: productConfig.name,
    }
    const sent: Channel[] = []
    const failures: { channel: Channel; error: unknown }[] = []
    await deliverOnce({
      // the owner typed this contact for this message: the number is written to as given
      user: {
        email: invitation.email,
        mobile: invitation.mobile,
        mobileVerified: true,
        countryCode: invitation.store.countryCode,
      },
      whatsapp: this.whatsapp,
      email: this.email,
      whatsappBody: () => invitationWhatsApp(summary),
      emailMessage: () => invitationEmail(summary),
      // always sent; the invitee has no account yet, so the e-mail has no settings links
      kind: 'essential',
      dedupeKey: `adviser-invitation:${event.id}`,
      sent,
      failures,
      onError: (channel, error) =>
        logger.error({ err: error, invitationId, channel }, 'stores: invitation not sent'),
    })
    if (failures.length > 0 && sent.length === 0) {
      throw new Error(`No message went out for adviser invitation ${invitationId}`)
    }
    return sent
  }
}

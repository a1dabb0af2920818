/**
 * Outbox event of an invitation sent or re-sent (app/stores/services/adviser_invitations.ts);
 * the notifications module sends its e-mail and/or WhatsApp message once (start/events.ts).
 * `token` is the link's token encrypted with the app key: the table keeps only its digest, the
 * outbox row never the plain token.
 */
export const ADVISER_INVITED = 'stores.adviser_invited'

export interface AdviserInvitedPayload {
  invitationId: number
  token: string
}

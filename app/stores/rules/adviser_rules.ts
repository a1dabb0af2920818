import type { DateTime } from 'luxon'

/**
 * The advisers of a store (issue 20, "Asesores"; doc 1 §1 "manage advisers (sellers)", doc 2
 * §9 "advisers limit 200"): texts, limits and the state of an invitation, as pure functions.
 *
 * Choices, written down:
 * - At most 200 advisers per store, counting its active advisers and its pending invitations
 *   (sent, neither accepted nor cancelled, not expired). An expired invitation does not hold a
 *   place; re-sending it needs one again. Inactive advisers do not count; reactivating one does.
 * - A link is valid for 7 days from its (re-)sending: valid while now < expires_at, expired at
 *   expires_at exactly. Re-sending replaces the token (the old link stops working) and the expiry.
 * - The link is the credential: whoever opens it signed in may accept it, whatever the account's
 *   e-mail or number (the invitee may sign up with another address); the owner sees who accepted
 *   (the account's name and contact) and may deactivate them.
 * - A person acts for one store (`storeByAdviser` maps an adviser to one store, domain notes):
 *   the store's owner, the owner of another store and an active adviser of another store are
 *   refused; an inactive adviser of this store who accepts becomes active again on their own
 *   record (their history stays one adviser).
 */
export const ADVISERS_CAP = 200
export const INVITATION_DAYS = 7

export type InvitationState = 'pending' | 'expired' | 'accepted' | 'cancelled'

export function invitationState(
  invitation: { acceptedAt: DateTime | null; cancelledAt: DateTime | null; expiresAt: DateTime },
  now: DateTime
): InvitationState {
  if (invitation.acceptedAt) return 'accepted'
  if (invitation.cancelledAt) return 'cancelled'
  return now.toMillis() < invitation.expiresAt.toMillis() ? 'pending' : 'expired'
}

export const ADVISER_MESSAGES = {
  nameRequired: 'Ingresa el nombre del asesor',
  nameMax: 'El nombre admite hasta 256 caracteres',
  contactRequired: 'Ingresa un correo o un número de WhatsApp',
  invalidEmail: 'Ingresa un correo válido',
  emailMax: 'El correo admite hasta 256 caracteres',
  capReached: `La tienda ya tiene ${ADVISERS_CAP} asesores entre activos e invitaciones pendientes`,
  alreadyInvited: 'Ya hay una invitación pendiente para este contacto: puedes reenviarla',
  alreadyAdviser: 'Esta persona ya es asesor activo de la tienda',
  invited: 'Enviamos la invitación',
  resent: 'Reenviamos la invitación con un enlace nuevo, válido por 7 días',
  cancelled: 'Cancelamos la invitación',
  notPending: 'Esta invitación ya fue aceptada o cancelada',
  deactivated: 'El asesor fue desactivado',
  reactivated: 'El asesor fue reactivado',
  isActiveRequired: 'Indica si el asesor queda activo',
  ownerOnly: 'Solo el dueño de la tienda administra los asesores',
  linkUnknown: 'El enlace de invitación no es válido',
  linkExpired: 'La invitación venció. Pide al dueño de la tienda que te la reenvíe.',
  linkUsed: 'Esta invitación ya fue usada',
  linkCancelled: 'Esta invitación fue cancelada por la tienda',
  storeInactive: 'La tienda ya no está activa',
  ownStore: 'Eres el dueño de esta tienda: no puedes ser su asesor',
  otherStore:
    'Ya actúas por otra tienda (como dueño o asesor). Una persona solo puede actuar por una tienda.',
  alreadyAdviserSelf: 'Ya eres asesor de esta tienda',
  adviserOtherStore: 'Esta persona ahora actúa por otra tienda: no puede reactivarse aquí',
  accepted: '¡Ya eres asesor de la tienda!',
} as const

/** Why a link may not be accepted in its state (answered 410), or null while pending. */
export function linkRefusal(state: InvitationState): string | null {
  if (state === 'expired') return ADVISER_MESSAGES.linkExpired
  if (state === 'accepted') return ADVISER_MESSAGES.linkUsed
  if (state === 'cancelled') return ADVISER_MESSAGES.linkCancelled
  return null
}

import type { TransactionKind } from '#moderation/rules/infraction_notice'

/**
 * Outbox event (app/core/outbox) written in the infraction's own transaction when the admin
 * ticks 'Notificar al vendedor': the store's owner is told once, in the app, by WhatsApp and by
 * e-mail (app/moderation/listeners/notify_store_of_infraction.ts).
 */
export const INFRACTION_REGISTERED = 'moderation.infraction_registered'

export interface InfractionRegisteredPayload {
  infractionId: number
  storeId: number
  transactionKind: TransactionKind
  /** The quotation's code, the request's code or the order's reference. */
  codeTransaction: string
  infractionType: string
  /** Where the store sees the transaction (its request detail page), when there is one. */
  url: string | null
}

import { BaseEvent } from '@adonisjs/core/events'

/**
 * Outbox event names (app/core/outbox), written in the quotation's own transaction so the
 * buyer's notification, WhatsApp message and e-mail are never lost to a crash after the commit
 * and never sent twice (the handlers key every row and send on event and recipient):
 *
 * - `quotations.quotation_sent`: a vendor sent a new quotation ('Cotización enviada');
 * - `quotations.quotation_updated`: a vendor saved changes with 'Guardar y Notificar al cliente'.
 */
export const QUOTATION_SENT = 'quotations.quotation_sent'
export const QUOTATION_UPDATED = 'quotations.quotation_updated'

export type QuotationNotice = 'sent' | 'updated'

export interface QuotationSentPayload {
  quotationId: number
  requestId: number
  kind: QuotationNotice
  /**
   * What the buyer's notice names, written with the event (the handler then reads nothing):
   * the buyer, the quotation's and the request's codes and the store's name.
   */
  buyerId?: number
  code?: string
  requestCode?: string
  storeName?: string
}

/**
 * A quotation reached the buyer (after the commit): the in-process event of the live push to
 * the buyer's notification channel, best effort (the buyer's page reloads its list when the
 * stream reconnects). The notification itself travels through the outbox event above.
 */
export default class QuotationSent extends BaseEvent {
  constructor(
    public quotationId: number,
    public requestId: number,
    public buyerId: number,
    public kind: QuotationNotice,
    /** The request's quotations now, when known ('Tienes 1 cotización'). */
    public quotationsCount: number | null = null
  ) {
    super()
  }
}

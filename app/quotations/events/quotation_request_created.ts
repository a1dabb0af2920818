import { BaseEvent } from '@adonisjs/core/events'

/**
 * Outbox event name (app/core/outbox): written in the request's own transaction, so the vendors'
 * notifications, WhatsApp messages and e-mails are never lost to a crash after the commit.
 */
export const QUOTATION_REQUEST_CREATED = 'quotations.request_created'

export interface QuotationRequestCreatedPayload {
  requestId: number
}

/**
 * A buyer's quotation request was saved (after the transaction commits): the in-process event of
 * the live dashboards (best effort: a dashboard that missed it reloads its list on reconnect).
 * Notifications travel through the outbox event above instead.
 */
export default class QuotationRequestCreated extends BaseEvent {
  constructor(
    public requestId: number,
    public storeId: number | null,
    public brandId: number,
    /** The buyer: never told of their own request. */
    public buyerId: number
  ) {
    super()
  }
}

import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import db from '@adonisjs/lucid/services/db'
import type QuotationSent from '#quotations/events/quotation_sent'
import { notificationsChannel } from '#notifications/rules/topics'
import { QUOTATION_PUSH_TYPE } from '#notifications/rules/quotation_push'

/**
 * Live push (best effort) of a quotation sent or changed to the buyer's own channel
 * `users/{id}/notifications` (authorised in start/transmit.ts), message type
 * 'quotationReceived': the buyer's list and request page reload the request (its quotations
 * count, 'Tienes 1 cotización'). The message names ids only; the page reads the data through
 * its own API. Missed messages are not replayed: the pages reload when the stream reconnects.
 */
export default class PushQuotationToBuyer {
  async handle(event: QuotationSent) {
    try {
      const row =
        event.quotationsCount !== null
          ? { quotations_count: event.quotationsCount }
          : await db
              .from('quotation_requests')
              .where('id', event.requestId)
              .select('quotations_count')
              .first()
      transmit.broadcast(notificationsChannel(event.buyerId), {
        type: QUOTATION_PUSH_TYPE,
        kind: event.kind,
        requestId: event.requestId,
        quotationId: event.quotationId,
        quotationsCount: Number(row?.quotations_count ?? 0),
      })
    } catch (error) {
      logger.error(
        { err: error, quotationId: event.quotationId },
        'live push of a quotation failed'
      )
    }
  }
}

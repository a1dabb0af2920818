import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { OutboxEvent } from '#core/outbox/outbox'
import type { QuotationSentPayload } from '#quotations/events/quotation_sent'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { quotationNoticeMessage } from '#notifications/rules/quotation_notice'
import SendQuotationToBuyer, { buyerRequestPath } from '#notifications/jobs/send_quotation_to_buyer'

/**
 * A quotation reached a buyer's request (outbox events 'quotations.quotation_sent' and
 * 'quotations.quotation_updated', app/core/outbox): the buyer gets
 * - one queue notification, topic 'QR.newQuotation.', url the buyer's detail page of the request
 *   (/{product}Go/quotationRequestDetail/{id}: opening it marks it done);
 * - the new counts on their channel `users/{id}/notifications`;
 * - one background job that sends the WhatsApp message and the e-mail.
 *
 * The outbox may deliver an event more than once (a retry after a crash or a failure): the
 * notification and each send are keyed on (event, buyer) — `dedupe_key` — so the buyer is told
 * once whatever happens (notifyRecipients). A failure is thrown: the outbox retries it.
 */
@inject()
export default class NotifyBuyerOfQuotation {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<QuotationSentPayload>) {
    const { quotationId, kind } = event.payload
    const { payload } = event
    // the notice's names travel with the event; older events read them (one query)
    const row =
      payload.buyerId && payload.code && payload.requestCode && payload.storeName !== undefined
        ? {
            code: payload.code,
            store_name: payload.storeName,
            request_id: payload.requestId,
            request_code: payload.requestCode,
            user_id: payload.buyerId,
          }
        : await db
            .from('quotations as q')
            .join('quotation_requests as r', 'r.id', 'q.quotation_request_id')
            .leftJoin('stores as s', 's.id', 'q.store_id')
            .where('q.id', quotationId)
            .select(
              'q.code',
              's.name as store_name',
              'r.id as request_id',
              'r.code as request_code',
              'r.user_id'
            )
            .first()
    if (!row) return null
    const requestId = Number(row.request_id)
    const buyerId = Number(row.user_id)
    await notifyRecipients(this.push, {
      userIds: [buyerId],
      key: `quotation-${kind}:${event.id}`,
      topic: NOTIFICATION_TOPICS.newQuotation,
      message: quotationNoticeMessage({
        kind,
        storeName: row.store_name ?? '',
        quotationCode: row.code,
        requestCode: row.request_code,
      }),
      url: buyerRequestPath(requestId),
      payload: { quotationRequestId: requestId, quotationId, code: row.code, kind },
      job: SendQuotationToBuyer,
      jobPayload: (userId, dedupeKey) => ({ quotationId, userId, kind, dedupeKey }),
      logContext: { quotationId },
    })
    return buyerId
  }
}

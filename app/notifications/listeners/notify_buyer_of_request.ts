import { inject } from '@adonisjs/core'
import type { OutboxEvent } from '#core/outbox/outbox'
import type { QuotationRequestCreatedPayload } from '#quotations/events/quotation_request_created'
import RequestReachQuery from '#quotations/queries/request_reach_query'
import QuotationRequest from '#quotations/models/quotation_request'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { vehicleLabel } from '#notifications/rules/new_request_summary'
import { requestReceiptMessage } from '#notifications/rules/request_receipt_notice'
import SendRequestReceipt from '#notifications/jobs/send_request_receipt'
import { buyerRequestPath } from '#notifications/jobs/send_quotation_to_buyer'

/**
 * A buyer's request was saved (outbox event 'quotations.request_created', the one that tells the
 * vendors, written in the request's own transaction): the buyer gets one queue notification
 * (topic 'QR.requestReceived.', url their page of the request), and one job sending the WhatsApp
 * message and the e-mail with the request's code and what happens next — the wizard's promise
 * ('hasta 3 opciones de compra') only when a store of their country serves it
 * (RequestReachQuery), else that the vendors will be told as soon as there are. Keyed on
 * (event, buyer), so a retried delivery tells them once (notifyRecipients).
 */
@inject()
export default class NotifyBuyerOfRequest {
  constructor(
    private reachOf: RequestReachQuery,
    private push: NotificationPush
  ) {}

  async handle(event: OutboxEvent<QuotationRequestCreatedPayload>) {
    const request = await QuotationRequest.query()
      .where('id', event.payload.requestId)
      .preload('brand')
      .first()
    if (!request) return []
    const reach = await this.reachOf.handle(request)
    return notifyRecipients(this.push, {
      userIds: [request.userId],
      key: `request-receipt:${event.id}`,
      topic: NOTIFICATION_TOPICS.requestReceived,
      message: requestReceiptMessage({
        code: request.code,
        vehicle: vehicleLabel({
          brand: request.brand?.name ?? null,
          model: request.vehicleModel,
          year: request.vehicleYear,
        }),
      }),
      url: buyerRequestPath(request.id),
      payload: { quotationRequestId: request.id, code: request.code, reach },
      job: SendRequestReceipt,
      jobPayload: (userId, dedupeKey) => ({ requestId: request.id, userId, reach, dedupeKey }),
      logContext: { requestId: request.id },
    })
  }
}

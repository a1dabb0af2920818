import { inject } from '@adonisjs/core'
import type { QuotationRequestCreatedPayload } from '#quotations/events/quotation_request_created'
import type { OutboxEvent } from '#core/outbox/outbox'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import QuotationRequest from '#quotations/models/quotation_request'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { NOTIFICATION_MESSAGES as M } from '#notifications/rules/messages'
import { vehicleLabel } from '#notifications/rules/new_request_summary'
import SendNewRequestToVendor, {
  vendorRequestPath,
} from '#notifications/jobs/send_new_request_to_vendor'

/**
 * A new request reaches every vendor user who may quote it (EligibleVendorsQuery: store owners
 * and active advisers of the stores whose Pendientes it enters) as:
 * - one queue notification each, topic 'QR.newQuotationRequest.', url the request detail page,
 *   written in one multi-row INSERT;
 * - the new counts on each one's channel `users/{id}/notifications` (one grouped query);
 * - one background job each (dispatched as one batch) that sends the WhatsApp message and the
 *   e-mail, so the buyer's submit never waits on outside services.
 * A user who is owner or adviser of two eligible stores is told once.
 *
 * It runs as the handler of the outbox event 'quotations.request_created' (app/core/outbox),
 * which may deliver it more than once (a retry after a crash or a failure): every notification
 * and every send is keyed on (event, vendor) — `dedupe_key` — so a vendor is told once whatever
 * happens (notifyRecipients). A failure is thrown: the outbox retries it.
 */
@inject()
export default class NotifyVendorsOfNewRequest {
  constructor(
    private eligible: EligibleVendorsQuery,
    private push: NotificationPush
  ) {}

  async handle(event: OutboxEvent<QuotationRequestCreatedPayload>) {
    return this.notify(event.payload.requestId, `new-request:${event.id}`)
  }

  /** The vendor user ids told (one each). `key` names the delivery (one per event). */
  async notify(requestId: number, key = `new-request:r${requestId}`): Promise<number[]> {
    const vendors = await this.eligible.handle(requestId)
    const userIds = [...new Set(vendors.map((vendor) => vendor.userId))]
    if (userIds.length === 0) return []

    const request = await QuotationRequest.query().where('id', requestId).preload('brand').first()
    if (!request) return []
    const vehicle = vehicleLabel({
      brand: request.brand?.name ?? null,
      model: request.vehicleModel,
      year: request.vehicleYear,
    })
    return notifyRecipients(this.push, {
      userIds,
      key,
      topic: NOTIFICATION_TOPICS.newQuotationRequest,
      message: M.newRequest(request.code, vehicle),
      url: vendorRequestPath(request.id),
      payload: { quotationRequestId: request.id, code: request.code },
      job: SendNewRequestToVendor,
      jobPayload: (userId, dedupeKey) => ({ requestId: request.id, userId, dedupeKey }),
      logContext: { requestId },
    })
  }
}

import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import QuotationRequest from '#quotations/models/quotation_request'
import User from '#users/models/user'
import type { RequestReach } from '#quotations/rules/request_reach'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import { buyerRequestPath } from '#notifications/jobs/send_quotation_to_buyer'
import { vehicleLabel } from '#notifications/rules/new_request_summary'
import {
  requestReceiptEmail,
  requestReceiptWhatsApp,
  type RequestReceiptSummary,
} from '#notifications/rules/request_receipt_notice'

export interface RequestReceiptPayload {
  requestId: number
  userId: number
  /** Who the request reached when it was received (NotifyBuyerOfRequest). */
  reach: RequestReach
  /** The delivery's key (outbox event and buyer): each channel is claimed once per key. */
  dedupeKey: string
}

/**
 * Tells a buyer by WhatsApp (verified number) and e-mail that their request was received, with
 * its code and what happens next (request_receipt_notice.ts), in the queue worker: the submit
 * never waits on outside services. Kind 'quotations' (the buyer's request receipt counts as
 * quotations in the notification preferences); each channel once per delivery key (MessageJob).
 */
export default class SendRequestReceipt extends MessageJob<RequestReceiptPayload> {
  static options: JobOptions = messageJobOptions('SendRequestReceipt')

  async execute() {
    const { requestId, userId, reach } = this.payload
    const [request, user] = await Promise.all([
      QuotationRequest.query()
        .where('id', requestId)
        .preload('brand')
        .preload('store', (store) => store.select('id', 'name'))
        .first(),
      User.find(userId),
    ])
    if (!request || !user || user.isDeactivated) return
    const summary: RequestReceiptSummary = {
      code: request.code,
      reach,
      storeName: request.store?.name ?? null,
      vehicle: vehicleLabel({
        brand: request.brand?.name ?? null,
        model: request.vehicleModel,
        year: request.vehicleYear,
      }),
      link: absoluteUrl(user.countryCode, buyerRequestPath(request.id)),
      buyerName: user.fullName,
    }
    await this.deliver(user, {
      whatsapp: () => requestReceiptWhatsApp(summary),
      email: () => requestReceiptEmail(summary),
      kind: 'quotations',
      log: [{ requestId, userId }, 'notifications: could not tell a buyer their request arrived'],
      noneSent: `No message reached buyer ${userId} about the receipt of request ${requestId}`,
    })
  }

  async failed(error: Error) {
    logger.error(
      { err: error, ...this.payload },
      'notifications: gave up telling a buyer their request arrived'
    )
  }
}

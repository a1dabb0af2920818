import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import { Job } from '@adonisjs/queue'
import { deliverOnce, messageJobOptions } from '#notifications/jobs/message_job_options'
import type { JobOptions } from '@adonisjs/queue/types'
import { appUrl } from '#config/app'
import productConfig from '#config/product'
import { EmailSender, WhatsAppSender } from '#core/services/messaging/contracts'
import { urlWithPrefix } from '#core/services/routes_helper'
import Quotation from '#quotations/models/quotation'
import type { QuotationNotice } from '#quotations/events/quotation_sent'
import User from '#users/models/user'
import type { Channel } from '#notifications/jobs/send_new_request_to_vendor'
import { vehicleLabel } from '#notifications/rules/new_request_summary'
import {
  quotationNoticeEmail,
  quotationNoticeWhatsApp,
  type QuotationNoticeSummary,
} from '#notifications/rules/quotation_notice'

export interface QuotationToBuyerPayload {
  quotationId: number
  userId: number
  kind: QuotationNotice
  /** The delivery's key (outbox event and buyer): each channel is claimed once per key. */
  dedupeKey: string
}

/**
 * The buyer's detail page of one request (QuotationRequestDetailCustomer, doc 3 §2): where the
 * buyer compares the quotations. Also the in-app notification's url.
 */
export function buyerRequestPath(requestId: number) {
  return urlWithPrefix(`/${productConfig.goPath}/quotationRequestDetail/${requestId}`)
}

/**
 * Tells the buyer about a quotation sent (or changed with 'Guardar y Notificar al cliente') by
 * WhatsApp (to their international number, only when verified) and by e-mail, in the queue
 * worker: the vendor's send never waits on outside services. As SendNewRequestToVendor: each
 * channel is claimed once per delivery key (a job run twice never sends twice); one channel
 * failing does not stop the other; when every send of the run failed their claims are released
 * and the job is retried 3 times with an exponential backoff.
 */
@inject()
export default class SendQuotationToBuyer extends Job<QuotationToBuyerPayload> {
  static options: JobOptions = messageJobOptions('SendQuotationToBuyer')

  constructor(
    private whatsapp: WhatsAppSender,
    private email: EmailSender
  ) {
    super()
  }

  sent: Channel[] = []
  failures: { channel: Channel; error: unknown }[] = []

  async execute() {
    const { quotationId, userId, kind, dedupeKey } = this.payload
    const [quotation, user] = await Promise.all([
      Quotation.query()
        .where('id', quotationId)
        .preload('store', (store) => store.select('id', 'name'))
        .preload('details', (details) => details.orderBy('id', 'asc'))
        .preload('request', (request) => request.preload('brand'))
        .first(),
      User.find(userId),
    ])
    if (!quotation || !quotation.request || !user || user.isDeactivated) return

    const request = quotation.request
    const summary: QuotationNoticeSummary = {
      kind,
      quotationCode: quotation.code,
      requestCode: request.code,
      storeName: quotation.store?.name ?? productConfig.name,
      vehicle: vehicleLabel({
        brand: request.brand?.name ?? null,
        model: request.vehicleModel,
        year: request.vehicleYear,
      }),
      total: String(quotation.total),
      countryCode: request.countryCode,
      items: quotation.details.map((item) => ({ name: item.name, amount: item.amount })),
      link: `${appUrl}${buyerRequestPath(request.id)}`,
      productName: productConfig.name,
      buyerName: user.fullName,
    }

    await deliverOnce({
      user,
      whatsapp: this.whatsapp,
      email: this.email,
      whatsappBody: () => quotationNoticeWhatsApp(summary),
      emailMessage: () => quotationNoticeEmail(summary),
      dedupeKey,
      sent: this.sent,
      failures: this.failures,
      onError: (channel, error) =>
        logger.error(
          { err: error, quotationId, userId, channel },
          'notifications: could not tell a buyer about a quotation'
        ),
    })
    if (this.failures.length > 0 && this.sent.length === 0) {
      throw new Error(`No message reached buyer ${userId} about quotation ${quotationId}`)
    }
  }

  async failed(error: Error) {
    logger.error(
      { err: error, ...this.payload },
      'notifications: gave up telling a buyer about a quotation'
    )
  }
}

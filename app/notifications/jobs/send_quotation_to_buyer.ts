import logger from '@adonisjs/core/services/logger'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import Quotation from '#quotations/models/quotation'
import type { QuotationNotice } from '#quotations/events/quotation_sent'
import User from '#users/models/user'
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
 * and the job is retried 3 times with an exponential backoff (MessageJob, message_job.ts).
 */
export default class SendQuotationToBuyer extends MessageJob<QuotationToBuyerPayload> {
  static options: JobOptions = messageJobOptions('SendQuotationToBuyer')

  async execute() {
    const { quotationId, userId, kind } = this.payload
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
      link: absoluteUrl(user.countryCode, buyerRequestPath(request.id)),
      buyerName: user.fullName,
    }

    await this.deliver(user, {
      whatsapp: () => quotationNoticeWhatsApp(summary),
      email: () => quotationNoticeEmail(summary),
      kind: 'quotations',
      log: [{ quotationId, userId }, 'notifications: could not tell a buyer about a quotation'],
      noneSent: `No message reached buyer ${userId} about quotation ${quotationId}`,
    })
  }

  async failed(error: Error) {
    logger.error(
      { err: error, ...this.payload },
      'notifications: gave up telling a buyer about a quotation'
    )
  }
}

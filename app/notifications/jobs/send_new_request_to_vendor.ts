import logger from '@adonisjs/core/services/logger'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import QuotationRequest from '#quotations/models/quotation_request'
import User from '#users/models/user'
import { newRequestChannels } from '#stores/queries/new_request_channels_query'
import {
  newRequestEmail,
  newRequestWhatsApp,
  type NewRequestSummary,
} from '#notifications/rules/new_request_summary'

export interface NewRequestToVendorPayload {
  requestId: number
  userId: number
  /**
   * The delivery's key (outbox event and vendor): each channel is claimed once per key in
   * `notification_deliveries` before sending (claimDelivery in message_job_options.ts), so a
   * job run twice never sends twice.
   */
  dedupeKey?: string
}

/** The path of the request detail page a vendor opens (also the notification's url). */
export function vendorRequestPath(requestId: number) {
  return urlWithPrefix(`/${productConfig.goPath}/quotationRequest/${requestId}`)
}

/**
 * Tells one vendor user about a new request by WhatsApp (to their international number, only
 * when the number is verified) and by e-mail, through the outside-service drivers (outbox
 * locally). Runs in the queue worker: a request submit never waits on it.
 *
 * The two sends are independent: one failing does not stop the other. Each send is claimed once
 * per delivery key (`dedupeKey`, see claimDelivery), so a job run twice — a retry, or the outbox
 * delivering its event again — never sends twice to one vendor. When something went out in this
 * run, a failure of the other send is logged and not retried; when every send of the run failed,
 * their claims are released and the job is retried 3 times with an exponential backoff (1 min,
 * 2 min, 4 min). The sending itself is MessageJob's (message_job.ts), as in every message job.
 */
export default class SendNewRequestToVendor extends MessageJob<NewRequestToVendorPayload> {
  static options: JobOptions = messageJobOptions('SendNewRequestToVendor')

  async execute() {
    const { requestId, userId } = this.payload
    const [request, user] = await Promise.all([
      QuotationRequest.query()
        .where('id', requestId)
        .preload('brand')
        .preload('city')
        .preload('details')
        .first(),
      User.find(userId),
    ])
    if (!request || !user || user.isDeactivated) return

    const summary: NewRequestSummary = {
      code: request.code,
      brand: request.brand?.name ?? null,
      model: request.vehicleModel,
      year: request.vehicleYear,
      city: request.city?.name ?? null,
      details: request.details.map((detail) => ({ name: detail.name, amount: detail.amount })),
      link: absoluteUrl(user.countryCode, vendorRequestPath(request.id)),
      vendorName: user.fullName,
    }

    await this.deliver(user, {
      whatsapp: () => newRequestWhatsApp(summary),
      email: () => newRequestEmail(summary),
      kind: 'requests',
      // the store's own settings (notifyNewRequestsByEmail / ByWhatsapp) and the person's
      channels: await newRequestChannels(user.id, request.storeId),
      log: [{ requestId, userId }, 'notifications: could not tell a vendor about a new request'],
      noneSent: `No message reached vendor ${userId} about request ${requestId}`,
    })
  }

  async failed(error: Error) {
    logger.error(
      { err: error, ...this.payload },
      'notifications: gave up telling a vendor about a new request'
    )
  }
}

import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import type QuotationRequestCreated from '#quotations/events/quotation_request_created'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'

/** The message type the vendor dashboards listen for (doc 2 §7 "Push channel"). */
export const PENDING_MESSAGE_TYPE = 'pendingQuotationRequests'

export function pendingChannel(userId: number) {
  return `vendors/${userId}/pending`
}

/**
 * Live push (doc 2 §4 "Real-time"): every vendor who may quote the new request gets a message on
 * their own channel. The message names the request; the dashboard then reads the row through the
 * vendor list API, which applies the same scopes — a vendor never receives data they may not see.
 * With Redis configured, Transmit relays the broadcast to clients connected to other servers.
 */
@inject()
export default class PushNewRequestToVendors {
  constructor(private eligible: EligibleVendorsQuery) {}

  /** The request is already saved: a failure here is logged, never the buyer's error. */
  async handle(event: QuotationRequestCreated) {
    try {
      return await this.push(event)
    } catch (error) {
      logger.error({ err: error, requestId: event.requestId }, 'live push of a new request failed')
      return []
    }
  }

  private async push(event: QuotationRequestCreated) {
    const vendors = await this.eligible.handle(event.requestId)
    const sentAt = Date.now()
    for (const vendor of new Map(vendors.map((v) => [v.userId, v])).values()) {
      transmit.broadcast(pendingChannel(vendor.userId), {
        type: PENDING_MESSAGE_TYPE,
        requestId: event.requestId,
        storeId: vendor.storeId,
        sentAt,
      })
    }
    return vendors
  }
}

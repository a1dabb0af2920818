import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import type QuotationRequest from '#quotations/models/quotation_request'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import type { RequestReach } from '#quotations/rules/request_reach'

/**
 * Who a request reaches now (rules/request_reach.ts): its store, the market (some store of its
 * country serves its brand and city), nobody yet, or the buyer's suppliers. One query for a
 * marketplace request (EligibleVendorsQuery), none otherwise. Read by the wizard's answer and by
 * the buyer's receipt, so both promise the same.
 */
@inject()
export default class RequestReachQuery {
  constructor(private eligible: EligibleVendorsQuery) {}

  async handle(
    request: Pick<QuotationRequest, 'id' | 'storeId' | 'sendToMarketplace'>
  ): Promise<RequestReach> {
    if (request.storeId !== null) return 'store'
    if (!request.sendToMarketplace) return 'suppliers'
    const vendors = await this.eligible.handle(request.id)
    return vendors.length > 0 ? 'market' : 'waiting'
  }

  /**
   * The same for an answer that must not fail once the request is saved (the wizard's): null,
   * logged, when the database does not answer.
   */
  async orNull(request: Pick<QuotationRequest, 'id' | 'storeId' | 'sendToMarketplace'>) {
    try {
      return await this.handle(request)
    } catch (error) {
      logger.warn({ err: error, requestId: request.id }, 'quotations: could not read a reach')
      return null
    }
  }
}

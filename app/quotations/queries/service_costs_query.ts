import type Store from '#stores/models/store'
import Quotation from '#quotations/models/quotation'
import { formatCents, formatFraction, moneyOf, parseFraction } from '#core/rules/money'

export interface ServiceCostsView {
  quotation_request_id: number
  store_id: number
  /** Fixed part of the commission ("2000.00"). */
  serviceCost: string
  /** Fraction ("0.0500" = 5 %). */
  serviceCostPercent: string
  /** 'quotation': the costs copied when the store's quotation was sent; 'store': its plan's. */
  source: 'quotation' | 'store'
  quotation_id: number | null
}

/**
 * "Service costs of a request" (doc 3 §3, §7): what the commission of the caller's store is
 * computed with on this request — the costs copied into the quotation the store already sent
 * (an edit keeps them), or otherwise the store plan's, for a new quotation.
 */
export default class ServiceCostsQuery {
  async handle(store: Store, requestId: number): Promise<ServiceCostsView> {
    const sent = await Quotation.query()
      .where('quotation_request_id', requestId)
      .where('store_id', store.id)
      .orderBy('id', 'asc')
      .first()
    const cost = sent ? sent.serviceCost : store.serviceCost
    const percent = sent ? sent.serviceCostPercent : store.serviceCostPercent
    return {
      quotation_request_id: requestId,
      store_id: store.id,
      serviceCost: formatCents(moneyOf(cost)),
      serviceCostPercent: formatFraction(parseFraction(percent) ?? 0n),
      source: sent ? 'quotation' : 'store',
      quotation_id: sent?.id ?? null,
    }
  }
}

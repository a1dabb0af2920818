import { inject } from '@adonisjs/core'
import { BusinessError } from '#core/errors'
import type Quotation from '#quotations/models/quotation'
import QuotationDetail from '#quotations/models/quotation_detail'
import QuotationStateQuery from '#quotations/queries/quotation_state_query'
import { inTransaction, lockedError, storeTotals } from '#quotations/actions/quotation_writes'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'

/**
 * 'Eliminar' on a product of a saved quotation (doc 3 §7 "Remove a product from a saved
 * quotation"): 'El producto se eliminó correctamente de la cotización'. Refused with 409 once
 * the quotation is linked to an order or closed, and for its last product (a quotation keeps
 * at least one: the vendor closes it instead). The totals and the parts' counters are computed
 * again and the quotation is marked 'Cotización editada'. A per-product request closed at its
 * cap stays closed (doc 3 §4.1: no reopening), even if a part now has fewer than 3. Answers the
 * quotation with the store's shipping tiers the totals were computed with.
 */
@inject()
export default class DeleteQuotationDetail {
  constructor(private state: QuotationStateQuery) {}

  async handle(quotationRef: Quotation, detailId: number) {
    return inTransaction(async (trx) => {
      await this.state.lockRequest(trx, quotationRef.quotationRequestId)
      const quotation = await this.state.lockQuotation(trx, quotationRef.id)
      const order = await this.state.linkedOrder(trx, quotation.id)
      if (order) throw lockedError(order)
      if (quotation.closedAt) throw new BusinessError(M.quotationClosed, 409)
      const items = await QuotationDetail.query({ client: trx }).where('quotation_id', quotation.id)
      const detail = items.find((item) => item.id === detailId)
      if (!detail) throw new BusinessError(M.itemNotInQuotation, 404)
      if (items.length <= 1) throw new BusinessError(M.lastItem, 409, { reason: 'lastItem' })

      await detail.useTransaction(trx).delete()
      const { storeRules } = await storeTotals(trx, quotation)
      quotation.edited = true
      await quotation.useTransaction(trx).save()
      if (detail.quotationRequestDetailId) {
        await this.state.refreshCounters(trx, quotation.quotationRequestId)
      }
      return { quotation, storeRules }
    })
  }
}

import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import type Quotation from '#quotations/models/quotation'
import QuotationStateQuery from '#quotations/queries/quotation_state_query'
import { inTransaction } from '#quotations/actions/quotation_writes'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'

/**
 * 'Cerrar' (doc 3 §4.2, §7 "Close a quotation"): the vendor ends the offer early: `closed_at`
 * is stamped and the validity moves to yesterday, so the buyer can no longer see or buy it
 * (Quotation.available, isExpired). 'Cotización cerrada exitosamente'. A quotation already
 * closed answers 409. Closing only shortens the offer: it is allowed also once linked to an
 * order (the orders made stay as they are), and it frees no place on the request (no
 * reopening, doc 3 §4.1).
 */
@inject()
export default class CloseQuotation {
  constructor(private state: QuotationStateQuery) {}

  async handle(quotationRef: Quotation) {
    return inTransaction(async (trx) => {
      await this.state.lockRequest(trx, quotationRef.quotationRequestId)
      const quotation = await this.state.lockQuotation(trx, quotationRef.id)
      if (quotation.closedAt) throw new BusinessError(M.alreadyClosed, 409)
      const yesterday = DateTime.now().startOf('day').minus({ days: 1 })
      quotation.closedAt = DateTime.now()
      if (quotation.validUntil > yesterday) quotation.validUntil = yesterday
      await quotation.useTransaction(trx).save()
      return quotation
    })
  }
}

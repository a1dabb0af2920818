import { DateTime } from 'luxon'
import QuotationRequest, { type CloseReason } from '#quotations/models/quotation_request'
import { BusinessError } from '#core/errors'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'

/**
 * The buyer closes one of their open requests with a reason (doc 2 §4, §5; doc 3 §4.1):
 * `is_closed`, `close_reason` and `closed_at` are set. There is no reopening. Who may close is
 * the policy's business (QuotationRequestPolicy.close); this action only makes the change,
 * atomically: a request closed in the meantime (by the buyer in another tab, or at the
 * quotation cap) is refused with 400 and keeps its first reason.
 */
export default class CloseQuotationRequest {
  async handle(request: QuotationRequest, reason: CloseReason) {
    const closedAt = DateTime.now()
    const changed = await QuotationRequest.query()
      .where('id', request.id)
      .where('is_closed', false)
      .update({
        is_closed: true,
        close_reason: reason,
        closed_at: closedAt.toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
        updated_at: closedAt.toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
      })
    const affected = Array.isArray(changed) ? Number(changed[0]) : Number(changed)
    if (!affected) throw new BusinessError(M.alreadyClosed, 400)
    await request.refresh()
    return request
  }
}

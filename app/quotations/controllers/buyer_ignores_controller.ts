import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import { BUYER_IGNORE_REASONS } from '#quotations/models/buyer_ignore'
import DiscardQuotationByBuyer from '#quotations/actions/discard_quotation_by_buyer'
import { buyerIgnoreValidator } from '#quotations/validators/buyer_detail'
import { orFail } from '#core/policies/decisions'
import { BUYER_DETAIL_MESSAGES as M } from '#quotations/rules/buyer_detail_messages'

/**
 * POST /api/{product}Go/buyerIgnoresQuotation `{ quotation_id, reason }` (doc 3 §7 "Buyer
 * discards a quotation"): the buyer discards one quotation of their request.
 *
 * 201 `{ message: 'Cotización descartada exitosamente', data: { id, quotation_id, reason,
 * reason_label, created_at } }`. Refusals: guest 401; reason missing or not one of the five,
 * or no quotation id, 422 'Debes seleccionar una opción' (field `reason`); unknown quotation, or
 * one of somebody else's request, 404; staff 403 (read-only, BuyerDetailPolicy.act); already
 * discarded 409 'Ya habías descartado esta cotización'; with an order that is not cancelled 409.
 */
export default class BuyerIgnoresController {
  /** @summary Descarta una cotización recibida */
  @inject()
  async store({ request, response, auth, bouncer }: HttpContext, action: DiscardQuotationByBuyer) {
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(buyerIgnoreValidator)
    const quotation = await Quotation.findOrFail(data.quotation_id)
    const quotationRequest = await QuotationRequest.findOrFail(quotation.quotationRequestId)
    await orFail(bouncer.with('BuyerDetailPolicy').execute('act', quotationRequest))
    const ignore = await action.handle({ user, quotation, reason: data.reason })
    return response.status(201).send({
      message: M.discarded,
      data: {
        id: ignore.id,
        quotation_id: ignore.quotationId,
        reason: ignore.reason,
        reason_label: BUYER_IGNORE_REASONS[ignore.reason],
        created_at: ignore.createdAt.toISO(),
      },
    })
  }
}

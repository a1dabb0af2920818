import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type Quotation from '#quotations/models/quotation'
import BuyerIgnore, { type BuyerIgnoreReason } from '#quotations/models/buyer_ignore'
import { isUniqueViolation } from '#quotations/rules/unique_violation'
import { BusinessError } from '#core/errors'
import { BUYER_DETAIL_MESSAGES as M } from '#quotations/rules/buyer_detail_messages'

/**
 * The buyer discards one quotation of their request with one of the five reasons (doc 3 §4.2,
 * §7 "Buyer discards a quotation"): one buyer_ignores row (buyerIgnoreQuotation). Who may is
 * BuyerDetailPolicy.act's business (the buyer who made the request); this action applies the
 * rules of the discard itself:
 *
 * - once: a second discard answers 409 'Ya habías descartado esta cotización' and keeps the
 *   first reason (two at once: the unique index on quotation_id decides);
 * - not after an order: a quotation with an order that is not cancelled answers 409 (the orders
 *   table is read with the query builder: orders is a higher module).
 *
 * Nobody is notified: the spec names no message for the vendor.
 */
export default class DiscardQuotationByBuyer {
  async handle(input: { user: User; quotation: Quotation; reason: BuyerIgnoreReason }) {
    const { user, quotation, reason } = input
    const previous = await BuyerIgnore.query().where('quotation_id', quotation.id).first()
    if (previous) throw this.alreadyDiscarded(quotation)

    const ordered = await db
      .from('cart_shopping_headers')
      .where('quotation_id', quotation.id)
      .whereNot('status', 'cancelled')
      .select('id')
      .first()
    if (ordered) throw new BusinessError(M.alreadyOrdered, 409, { quotation_id: quotation.id })

    try {
      return await BuyerIgnore.create({ quotationId: quotation.id, userId: user.id, reason })
    } catch (error) {
      if (isUniqueViolation(error)) throw this.alreadyDiscarded(quotation)
      throw error
    }
  }

  private alreadyDiscarded(quotation: Quotation) {
    return new BusinessError(M.alreadyDiscarded, 409, {
      quotation_id: quotation.id,
      code: quotation.code,
    })
  }
}

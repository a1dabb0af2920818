import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import NpsRating from '#quotations/models/nps_rating'
import { isUniqueViolation } from '#quotations/rules/unique_violation'
import { BusinessError } from '#core/errors'
import { NPS_MESSAGES as M } from '#reports/rules/nps_messages'

export interface RateOrderInput {
  user: User
  order: Pick<CartShoppingHeader, 'id' | 'storeId' | 'status' | 'quotationId'>
  score: number
  comment?: string | null
}

/**
 * The buyer rates a delivered order (issue 22 item 2; POST /api/businessIntelligence/NPSRating):
 * how likely they are to recommend the store, 0–10, with an optional comment. Who may is
 * NpsRatingPolicy.rate's (the order's buyer, not acting for its store); here:
 *
 * - only a delivered order ('delivered' is final, so the status read with the order cannot
 *   change under us): otherwise 422 on `order_id`;
 * - once per order: a second rating answers 409 'Ya calificaste este pedido…' and keeps the
 *   first. Two submits at once both pass the first read; the unique index on
 *   `nps_ratings.order_id` refuses the second insert, answered with the same 409.
 *
 * The rating is of the order's store, and of the order's quotation when it came from one. It is
 * written in one transaction with its count in the store's summary (`store_nps_scores`, by
 * NpsRating's afterCreate hook): a refused insert counts nothing.
 * Nobody is notified: the store reads its ratings in its reports.
 */
export default class RateOrder {
  async handle({ user, order, score, comment }: RateOrderInput) {
    if (order.status !== 'delivered') {
      throw new BusinessError(M.notDelivered, 422, { order_id: order.id }, 'order_id')
    }
    const previous = await NpsRating.query().where('order_id', order.id).select('id').first()
    if (previous) throw this.alreadyRated(order.id)
    try {
      return await db.transaction((trx) =>
        NpsRating.create(
          {
            storeId: order.storeId,
            userId: user.id,
            orderId: order.id,
            quotationId: order.quotationId ?? null,
            score,
            comment: comment?.trim() || null,
          },
          { client: trx }
        )
      )
    } catch (error) {
      if (isUniqueViolation(error)) throw this.alreadyRated(order.id)
      throw error
    }
  }

  private alreadyRated(orderId: number) {
    return new BusinessError(M.alreadyRated, 409, { order_id: orderId })
  }
}

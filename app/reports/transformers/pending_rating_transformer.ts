import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PendingRatingRow } from '#reports/queries/nps_ratings_query'
import { purchasePath } from '#orders/transformers/order_money'
import { isoOf } from '#reports/transformers/nps_rating_transformer'

/**
 * A delivered order waiting for its rating (GET /api/businessIntelligence/NPSRating/pending): the
 * rating modal asks "¿Qué tan probable es que recomiendes a {store}…?" about it.
 */
export default class PendingRatingTransformer extends BaseTransformer<PendingRatingRow> {
  toObject() {
    const order = this.resource
    return {
      order_id: Number(order.id),
      ref_venta: order.ref_venta,
      store: { id: Number(order.store_id), name: order.store_name ?? '' },
      delivered_at: isoOf(order.delivered_at),
      url: purchasePath(Number(order.id)),
    }
  }
}

import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { NpsRatingFactory } from '#database/factories/nps_rating_factory'
import { makeOrder } from '#tests/functional/orders/orders_helpers'
import type { GoStore } from '#tests/helpers/vendors'

/** Paths of the satisfaction API. */
export const NPS_PATHS = {
  ratings: '/api/businessIntelligence/NPSRating',
  rating: (id: number) => `/api/businessIntelligence/NPSRating/${id}`,
  detailed: '/api/businessIntelligence/NPSRating/detailedRecords',
  pending: '/api/businessIntelligence/NPSRating/pending',
  hide: '/api/businessIntelligence/NPSRating/hideNpsFormModal1h',
}

/** An order of `buyer` from `seller` the store marked delivered `daysAgo` days ago. */
export async function deliveredOrder(buyer: User, seller: GoStore, daysAgo = 1) {
  const order = await makeOrder(buyer, seller, { status: 'delivered' })
  await db.table('order_status_changes').insert({
    header_id: order.id,
    from_status: 'shipped',
    status: 'delivered',
    note: null,
    side: 'store',
    user_id: seller.owner.id,
    created_at: DateTime.now().minus({ days: daysAgo }).toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
  })
  return order
}

/**
 * Ratings of `storeId` with the given scores (each by a new buyer), a minute apart, the last
 * one the newest.
 */
export async function rateStore(storeId: number, scores: number[]) {
  const start = DateTime.now().minus({ days: 2 })
  return NpsRatingFactory.merge(
    scores.map((score, index) => ({
      storeId,
      score,
      comment: `Calificación ${index + 1}`,
      createdAt: start.plus({ minutes: index }),
    }))
  ).createMany(scores.length)
}

import db from '@adonisjs/lucid/services/db'
import NpsRating from '#quotations/models/nps_rating'
import Store from '#stores/models/store'
import { missingRecord } from '#core/policies/decisions'
import { columnRef, storePersonQuery } from '#stores/queries/store_people_query'

/**
 * A rating (`nps_ratings`) made by somebody acting for the rated store, owner or adviser: never
 * counted nor shown (a store never trades with itself, storePersonQuery), in the statement that
 * reads the ratings.
 */
export const ratedByOwnPeople = () =>
  storePersonQuery(columnRef('nps_ratings.store_id'), columnRef('nps_ratings.user_id'))

/** Ratings per page of the ratings modal unless asked otherwise. */
export const RATINGS_PAGE_SIZE = 10
export const RATINGS_MAX_PAGE_SIZE = 50

/**
 * A store's NPS ratings for the ratings modal of the buyer's detail page (doc 3 §2.3 "Vendor
 * reputation with a ratings modal"): newest first, with the rater's name, and the aggregate
 * (average score, count), without the ratings of the store's own people (`ratedByOwnPeople`).
 * Three queries whatever the page size: the store, the page (with the raters, one preload), the
 * aggregate. An unknown store answers 404 like any unknown record.
 */
export default class VendorRatingsQuery {
  async page(storeId: number, page: number, pageSize: number) {
    const store = await Store.query().where('id', storeId).select('id', 'name').first()
    if (!store) throw missingRecord()
    const [rows, aggregate] = await Promise.all([
      NpsRating.query()
        .where('store_id', storeId)
        .whereNotExists(ratedByOwnPeople())
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(page * pageSize)
        .limit(pageSize)
        .preload('user', (user) => user.select('id', 'full_name')),
      db
        .from('nps_ratings')
        .where('store_id', storeId)
        .whereNotExists(ratedByOwnPeople())
        .avg('score as average')
        .count('* as total')
        .first(),
    ])
    const count = Number(aggregate?.total ?? 0)
    const averageScore =
      aggregate?.average === null || aggregate?.average === undefined
        ? null
        : Number(aggregate.average)
    return { store, rows, count, averageScore, page, pageSize }
  }
}

import db from '@adonisjs/lucid/services/db'
import NpsRating from '#quotations/models/nps_rating'
import Store from '#stores/models/store'
import { missingRecord } from '#core/policies/decisions'
import { columnRef, storePersonQuery } from '#stores/queries/store_people_query'
import { NPS_DETRACTOR_MAX, NPS_PROMOTER_MIN } from '#quotations/rules/nps_scores'
import { countsOfScores, storeScoreTotals } from '#quotations/queries/store_nps_scores_query'

/**
 * A rating (`nps_ratings`) made by somebody acting for the rated store, owner or adviser: never
 * counted nor shown (a store never trades with itself, storePersonQuery), in the statement that
 * reads the ratings.
 */
export const ratedByOwnPeople = () =>
  storePersonQuery(columnRef('nps_ratings.store_id'), columnRef('nps_ratings.user_id'))

/**
 * A store's NPS ratings: average score (0–10), how many, and how many promoters (9–10) and
 * detractors (0–6) among them (the satisfaction gauge, app/quotations/rules/nps_scores.ts).
 */
export interface StoreReputation {
  averageScore: number | null
  count: number
  promoters: number
  detractors: number
}

/** The promoters' and detractors' counts as SQL sums (same on SQLite and MySQL/MariaDB). */
export const npsCountColumns = (table = 'nps_ratings') => [
  db.raw(`SUM(CASE WHEN ${table}.score >= ? THEN 1 ELSE 0 END) as promoters`, [NPS_PROMOTER_MIN]),
  db.raw(`SUM(CASE WHEN ${table}.score <= ? THEN 1 ELSE 0 END) as detractors`, [NPS_DETRACTOR_MAX]),
]

/**
 * The ratings aggregate of each store (average score, count, promoters and detractors, without
 * the ratings of its own people): the buyer's detail page (next to each quotation), the ratings
 * modal and the public store page read it here. Served by the store's summary
 * (`store_nps_scores`, storeScoreTotals): one statement of at most 11 rows per store whatever the
 * number of ratings, and always current (the summary changes in the rating's own transaction). A
 * store without ratings is absent from the map.
 */
export async function storeReputations(storeIds: number[]) {
  const reputations = new Map<number, StoreReputation>()
  for (const [storeId, byScore] of await storeScoreTotals(storeIds)) {
    const counts = countsOfScores(byScore)
    if (counts.total === 0) continue
    const scoreSum = byScore.reduce((sum, count, score) => sum + count * score, 0)
    reputations.set(storeId, {
      averageScore: scoreSum / counts.total,
      count: counts.total,
      promoters: counts.promoters,
      detractors: counts.detractors,
    })
  }
  return reputations
}

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
    const [rows, reputations] = await Promise.all([
      NpsRating.query()
        .where('store_id', storeId)
        .whereNotExists(ratedByOwnPeople())
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(page * pageSize)
        .limit(pageSize)
        .preload('user', (user) => user.select('id', 'full_name')),
      storeReputations([storeId]),
    ])
    const { count, averageScore } = reputations.get(storeId) ?? { count: 0, averageScore: null }
    return { store, rows, count, averageScore, page, pageSize }
  }
}

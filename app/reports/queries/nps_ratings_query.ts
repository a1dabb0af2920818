import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import { ratedByOwnPeople, npsCountColumns } from '#quotations/queries/vendor_ratings_query'
import { npsSummary, type NpsSummary } from '#quotations/rules/nps_scores'
import { countsOfScores, scoreTotals } from '#quotations/queries/store_nps_scores_query'
import { columnRef, storePersonQuery } from '#stores/queries/store_people_query'
import type { NpsFilter } from '#reports/validators/nps_rating'
import { NPS_PENDING_DAYS, NPS_PENDING_LIMIT } from '#reports/rules/nps_messages'

/** One rating as the list reads it (joined with its store, order and rater). */
export interface NpsRatingRow {
  id: number
  store_id: number
  store_name: string | null
  order_id: number | null
  ref_venta: string | null
  score: number
  comment: string | null
  created_at: string | Date
  rater_name: string | null
}

/** A delivered order of the buyer that has no rating yet. */
export interface PendingRatingRow {
  id: number
  ref_venta: string
  store_id: number
  store_name: string | null
  delivered_at: string | Date
}

const sqlTime = (date: DateTime) => date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * The ratings of the filter (`nps_ratings`, table owned by the quotations module; the store's
 * public page reads the same aggregate through storeReputations): one store or every store, a
 * date range on `created_at`; never the ratings made by the rated store's own people
 * (ratedByOwnPeople, as everywhere ratings are shown). Served by the (store_id, created_at)
 * index.
 */
function ratingsOf(filter: NpsFilter) {
  const query = db.from('nps_ratings').whereNotExists(ratedByOwnPeople())
  if (filter.storeId !== null) query.where('nps_ratings.store_id', filter.storeId)
  if (filter.createdAt?.from) query.where('nps_ratings.created_at', '>=', filter.createdAt.from)
  if (filter.createdAt?.to) query.where('nps_ratings.created_at', '<=', filter.createdAt.to)
  return query
}

/** Whether the filter has a date range (then the live aggregate; otherwise the summary). */
const hasRange = (filter: NpsFilter) => Boolean(filter.createdAt?.from || filter.createdAt?.to)

/**
 * The ratings per score 0–10 of the filter (index = score). Without a date range, from the
 * stores' summary (`store_nps_scores`, ≤ 11 rows for a store; always current: it changes in the
 * same transaction as the ratings); with one, the live grouped aggregate over the range's ratings
 * (the (store_id, created_at) index), as the summary has no dates. One statement either way.
 */
async function scoresOf(filter: NpsFilter): Promise<number[]> {
  if (!hasRange(filter)) return scoreTotals(filter.storeId)
  const rows: { score: number | string; total: number | string }[] = await ratingsOf(filter)
    .groupBy('nps_ratings.score')
    .select('nps_ratings.score')
    .count('* as total')
  const byScore = Array.from({ length: 11 }, () => 0)
  for (const row of rows) {
    const score = Number(row.score)
    if (score >= 0 && score < byScore.length) byScore[score] = Number(row.total)
  }
  return byScore
}

/** The counts of one aggregate row as NpsSummary. */
function summaryOf(row: Record<string, unknown> | undefined): NpsSummary {
  return npsSummary({
    total: Number(row?.total ?? 0),
    promoters: Number(row?.promoters ?? 0),
    detractors: Number(row?.detractors ?? 0),
  })
}

/**
 * Satisfaction ratings for the reports (issue 22 item 2; GET /api/businessIntelligence/NPSRating,
 * …/detailedRecords, …/pending). Each call runs a constant number of statements whatever the
 * number of ratings: the page and its aggregate (2), the detailed records (1), the pending
 * orders (1).
 */
export default class NpsRatingsQuery {
  /**
   * A page of ratings, newest first, and the aggregate of the whole filter: from the stores'
   * summary without a date range (always current, scoresOf), the live aggregate with one.
   */
  async page(filter: NpsFilter, page: number, pageSize: number) {
    const [rows, totals] = await Promise.all([
      ratingsOf(filter)
        .leftJoin('stores', 'stores.id', 'nps_ratings.store_id')
        .leftJoin('cart_shopping_headers as h', 'h.id', 'nps_ratings.order_id')
        .leftJoin('users', 'users.id', 'nps_ratings.user_id')
        .select(
          'nps_ratings.id',
          'nps_ratings.store_id',
          'stores.name as store_name',
          'nps_ratings.order_id',
          'h.ref_venta',
          'nps_ratings.score',
          'nps_ratings.comment',
          'nps_ratings.created_at',
          'users.full_name as rater_name'
        )
        .orderBy('nps_ratings.created_at', 'desc')
        .orderBy('nps_ratings.id', 'desc')
        .offset(page * pageSize)
        .limit(pageSize) as Promise<NpsRatingRow[]>,
      hasRange(filter)
        ? ratingsOf(filter)
            .select(...npsCountColumns())
            .count('* as total')
            .first()
            .then(summaryOf)
        : scoresOf(filter).then((byScore) => npsSummary(countsOfScores(byScore))),
    ])
    return { rows, summary: totals, page, pageSize }
  }

  /**
   * The aggregate with how many ratings each score 0–10 got (doc 2 §3 "Rating aggregate":
   * totalCount.total, totalPromotersRating, totalDetractorsRating), one statement: the summary
   * without a date range, the live grouped count with one (scoresOf).
   */
  async detailed(filter: NpsFilter) {
    const scores = await scoresOf(filter)
    const byScore = scores.map((count, score) => ({ score, count }))
    return { summary: npsSummary(countsOfScores(scores)), byScore }
  }

  /**
   * The buyer's delivered orders without a rating, newest delivery first: the ones delivered in
   * the last 30 days (at most 5) for the modal of 'Mis compras', or one order (`orderId`,
   * whenever it was delivered) for its own page. Orders of a store the buyer acts for are left
   * out (a store never rates itself). One statement.
   */
  async pending(userId: number, orderId?: number): Promise<PendingRatingRow[]> {
    const query = db
      .from('cart_shopping_headers as h')
      .join('order_status_changes as c', (join) => {
        join.on('c.header_id', '=', 'h.id').andOnVal('c.status', '=', 'delivered')
      })
      .leftJoin('stores as s', 's.id', 'h.store_id')
      .where('h.user_id', userId)
      .where('h.status', 'delivered')
      .whereNotExists((rated: DatabaseQueryBuilderContract) =>
        rated.from('nps_ratings as r').whereColumn('r.order_id', 'h.id').select('r.id')
      )
      .whereNotExists(storePersonQuery(columnRef('h.store_id'), userId))
      .select(
        'h.id',
        'h.ref_venta',
        'h.store_id',
        's.name as store_name',
        'c.created_at as delivered_at'
      )
      .orderBy('c.created_at', 'desc')
      .orderBy('h.id', 'desc')
    if (orderId) return query.where('h.id', orderId).limit(1)
    return query
      .where('c.created_at', '>=', sqlTime(DateTime.now().minus({ days: NPS_PENDING_DAYS })))
      .limit(NPS_PENDING_LIMIT)
  }
}

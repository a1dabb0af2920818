import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { storePersonQuery } from '#stores/queries/store_people_query'
import { NPS_DETRACTOR_MAX, NPS_MAX_SCORE, NPS_PROMOTER_MIN } from '#quotations/rules/nps_scores'
import type { NpsCounts } from '#quotations/rules/nps_scores'

/**
 * The satisfaction summary (`store_nps_scores`, migration 3510, issue 22 "Speed"): how many
 * ratings each store got for each score 0–10, without the ratings made by the store's own people.
 * The figures without a date range (the reports' totals and `detailedRecords`, the store's public
 * page, the buyers' ratings modal) read it: one statement of at most 11 rows per store, whatever
 * the number of ratings.
 *
 * Freshness: always current. It changes in the same database transaction as the rating it counts
 * (NpsRating's afterCreate / afterDelete hooks call `countNpsRating`, so the rating action, the
 * staff delete, the seeder and the test factory all keep it), never later.
 *
 * Whether a rating counts is decided when it is written (and again when it is deleted) with the
 * one same-store rule (storePersonQuery): a buyer who later becomes the store's adviser keeps the
 * earlier rating in the figure (the rating action refuses the store's own people anyway).
 */
const TABLE = 'store_nps_scores'

const sqlNow = () => DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')

/** A rating as the summary counts it. */
export interface CountedRating {
  storeId: number
  userId: number
  score: number
}

/**
 * Adds (+1) or removes (−1) a rating from its store's summary, in `client`'s transaction. A
 * rating by the store's own people is not counted (1 statement then, 2 otherwise). The upsert is
 * `INSERT … ON CONFLICT (store_id, score) DO UPDATE` on SQLite and `ON DUPLICATE KEY UPDATE` on
 * MySQL/MariaDB; the removal never takes a total below 0.
 */
export async function countNpsRating(
  rating: CountedRating,
  change: 1 | -1,
  client: QueryClientContract = db.connection()
) {
  const ownQuery = storePersonQuery(rating.storeId, rating.userId).select('sp.id')
  if (client.isTransaction) ownQuery.useTransaction(client as TransactionClientContract)
  const own = await ownQuery.first()
  if (own) return
  const key = { store_id: rating.storeId, score: rating.score }
  if (change === 1) {
    await client
      .knexQuery()
      .table(TABLE)
      .insert({ ...key, total: 1, updated_at: sqlNow() })
      .onConflict(['store_id', 'score'])
      .merge({ total: client.knexRawQuery('?? + 1', [`${TABLE}.total`]), updated_at: sqlNow() })
    return
  }
  await client
    .from(TABLE)
    .where(key)
    .where('total', '>', 0)
    .update({ total: client.raw('total - 1'), updated_at: sqlNow() })
}

/**
 * Fills the empty summary from the ratings there are (migration 3510), with the rule the
 * aggregate applies (storePersonQuery written out: the ratings of the store's owner and active
 * advisers do not count). One `INSERT … SELECT … GROUP BY`, plain SQL both SQLite and
 * MySQL/MariaDB accept.
 */
export async function backfillStoreNpsScores(client: QueryClientContract) {
  await client.rawQuery(
    `INSERT INTO ${TABLE} (store_id, score, total, updated_at)
    SELECT r.store_id, r.score, COUNT(*), ? FROM nps_ratings r
    WHERE NOT EXISTS (
      SELECT 1 FROM stores sp WHERE sp.id = r.store_id AND (sp.user_id = r.user_id OR EXISTS (
        SELECT 1 FROM store_advisers spa
        WHERE spa.store_id = sp.id AND spa.user_id = r.user_id AND spa.is_active = ?)))
    GROUP BY r.store_id, r.score`,
    [sqlNow(), true]
  )
}

/** Ratings per score 0–10 (index = score) as NpsCounts. */
export function countsOfScores(byScore: number[]): NpsCounts {
  const sum = (from: number, to: number) =>
    byScore.slice(from, to + 1).reduce((total, count) => total + count, 0)
  return {
    total: sum(0, NPS_MAX_SCORE),
    promoters: sum(NPS_PROMOTER_MIN, NPS_MAX_SCORE),
    detractors: sum(0, NPS_DETRACTOR_MAX),
  }
}

const emptyScores = () => Array.from({ length: NPS_MAX_SCORE + 1 }, () => 0)

/**
 * The ratings per score 0–10 of each store (index = score), one statement reading at most 11 rows
 * per store. A store without ratings is absent from the map.
 */
export async function storeScoreTotals(storeIds: number[]) {
  const totals = new Map<number, number[]>()
  if (storeIds.length === 0) return totals
  const rows: { store_id: number; score: number; total: number | string }[] = await db
    .from(TABLE)
    .whereIn('store_id', storeIds)
    .where('total', '>', 0)
    .select('store_id', 'score', 'total')
  for (const row of rows) {
    const storeId = Number(row.store_id)
    const scores = totals.get(storeId) ?? emptyScores()
    const score = Number(row.score)
    if (score >= 0 && score < scores.length) scores[score] = Number(row.total)
    totals.set(storeId, scores)
  }
  return totals
}

/**
 * The ratings per score 0–10 of one store, or of every store (`null`: one grouped statement over
 * the summary, 11 rows per store read by the primary key rather than every rating).
 */
export async function scoreTotals(storeId: number | null): Promise<number[]> {
  if (storeId !== null) return (await storeScoreTotals([storeId])).get(storeId) ?? emptyScores()
  const rows: { score: number; total: number | string | null }[] = await db
    .from(TABLE)
    .groupBy('score')
    .select('score')
    .sum('total as total')
  const scores = emptyScores()
  for (const row of rows) {
    const score = Number(row.score)
    if (score >= 0 && score < scores.length) scores[score] = Number(row.total ?? 0)
  }
  return scores
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import { DateTime } from 'luxon'
import { raterName } from '#quotations/transformers/vendor_rating_transformer'
import { npsCategory } from '#quotations/rules/nps_scores'
import type { NpsRatingRow } from '#reports/queries/nps_ratings_query'

/** A date column as ISO text (SQLite answers text, MySQL a Date). */
export function isoOf(value: string | Date) {
  const date =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : DateTime.fromSQL(String(value), { zone: 'utc' }).isValid
        ? DateTime.fromSQL(String(value), { zone: 'utc' })
        : DateTime.fromISO(String(value), { zone: 'utc' })
  return date.toUTC().toISO()!
}

/**
 * One satisfaction rating in the list (GET /api/businessIntelligence/NPSRating): score 0–10 and
 * its category (promoter 9–10, passive 7–8, detractor 0–6), comment, date, store, the order's
 * ref_venta and the rater's short name ("Ana G.", as the buyers' ratings modal names raters: a
 * rating is an opinion, not customer data, and the store already sold to that buyer; the full
 * name and contact data stay behind the customer-data rule of the quotations module).
 */
export default class NpsRatingTransformer extends BaseTransformer<NpsRatingRow> {
  toObject() {
    const rating = this.resource
    return {
      id: Number(rating.id),
      score: Number(rating.score),
      category: npsCategory(Number(rating.score)),
      comment: rating.comment,
      created_at: isoOf(rating.created_at),
      store: { id: Number(rating.store_id), name: rating.store_name ?? '' },
      order: rating.order_id
        ? { id: Number(rating.order_id), ref_venta: rating.ref_venta ?? '' }
        : null,
      author: raterName(rating.rater_name),
    }
  }
}

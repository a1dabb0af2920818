import { DateTime } from 'luxon'
import { afterCreate, afterDelete, BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import Quotation from '#quotations/models/quotation'
import { npsCategory } from '#quotations/rules/nps_scores'
import { countNpsRating } from '#quotations/queries/store_nps_scores_query'

/**
 * A buyer's NPS rating of a store: `score` 0–10 (9–10 promoter, 7–8 passive, 0–6 detractor;
 * app/quotations/rules/nps_scores.ts) and a comment, optionally about one quotation. Since
 * issue 22 a buyer rates a delivered order (`orderId`, unique: one rating per order; written by
 * app/reports/actions/rate_order.ts); older ratings have no order.
 *
 * Every rating created or deleted through the model updates the store's summary
 * (`store_nps_scores`, countNpsRating) with the model's transaction: write ratings inside one
 * (`{ client: trx }` / `useTransaction`) so that the rating and its count commit together.
 */
export default class NpsRating extends BaseModel {
  static table = 'nps_ratings'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storeId: number

  @column()
  declare userId: number

  @column()
  declare quotationId: number | null

  @column()
  declare orderId: number | null

  @column()
  declare score: number

  @column()
  declare comment: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Quotation, { foreignKey: 'quotationId' })
  declare quotation: BelongsTo<typeof Quotation>

  @afterCreate()
  static async countInSummary(rating: NpsRating) {
    await countNpsRating(rating, 1, rating.$trx ?? undefined)
  }

  @afterDelete()
  static async uncountFromSummary(rating: NpsRating) {
    await countNpsRating(rating, -1, rating.$trx ?? undefined)
  }

  get isPromoter() {
    return npsCategory(this.score) === 'promoter'
  }

  get isDetractor() {
    return npsCategory(this.score) === 'detractor'
  }
}

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import Quotation from '#quotations/models/quotation'
import { npsCategory } from '#quotations/rules/nps_scores'

/**
 * A buyer's NPS rating of a store: `score` 0–10 (9–10 promoter, 7–8 passive, 0–6 detractor;
 * app/quotations/rules/nps_scores.ts) and a comment, optionally about one quotation. Since
 * issue 22 a buyer rates a delivered order (`orderId`, unique: one rating per order; written by
 * app/reports/actions/rate_order.ts); older ratings have no order.
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

  get isPromoter() {
    return npsCategory(this.score) === 'promoter'
  }

  get isDetractor() {
    return npsCategory(this.score) === 'detractor'
  }
}

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Quotation from '#quotations/models/quotation'

/** Buyer discard reasons of a quotation, with their labels. */
export const BUYER_IGNORE_REASONS = {
  low_quality: 'Baja calidad',
  short_warranty: 'Garantía corta',
  high_price: 'Precio alto',
  slow_delivery: 'Entrega lenta',
  other: 'Otro',
} as const
export type BuyerIgnoreReason = keyof typeof BUYER_IGNORE_REASONS

/**
 * The buyer discarded a quotation (buyerIgnoreQuotation), with one of five reasons. One per
 * quotation.
 */
export default class BuyerIgnore extends BaseModel {
  static table = 'buyer_ignores'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quotationId: number

  @column()
  declare userId: number

  @column()
  declare reason: BuyerIgnoreReason

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Quotation, { foreignKey: 'quotationId' })
  declare quotation: BelongsTo<typeof Quotation>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  get reasonLabel() {
    return BUYER_IGNORE_REASONS[this.reason]
  }
}

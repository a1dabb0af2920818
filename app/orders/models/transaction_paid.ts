import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { decimalColumn } from '#core/models/columns'

export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'error' | 'refunded'

/**
 * A payment received for an order / cart purchase (gateway or payment link).
 */
export default class TransactionPaid extends BaseModel {
  static table = 'transactions_paid'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare headerId: number

  @decimalColumn()
  declare amount: number

  @column()
  declare gateway: string

  /** The gateway's reference. */
  @column()
  declare reference: string | null

  @column()
  declare status: PaymentStatus

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => CartShoppingHeader, { foreignKey: 'headerId' })
  declare header: BelongsTo<typeof CartShoppingHeader>
}

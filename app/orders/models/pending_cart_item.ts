import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import QuotationDetail from '#quotations/models/quotation_detail'
import { decimalColumn } from '#core/models/columns'

/**
 * An item in a buyer's cart not bought yet (cart sales model), per store.
 */
export default class PendingCartItem extends BaseModel {
  static table = 'pending_cart_items'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare storeId: number

  @column()
  declare quotationDetailId: number | null

  @column()
  declare description: string

  @column()
  declare quantity: number

  @decimalColumn()
  declare unitPrice: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => QuotationDetail, { foreignKey: 'quotationDetailId' })
  declare quotationDetail: BelongsTo<typeof QuotationDetail>
}

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import QuotationDetail from '#quotations/models/quotation_detail'
import { decimalColumn } from '#core/models/columns'

/**
 * One line of an order / cart purchase. `quotationDetailId` links the quotation item bought
 * (its request detail is then unavailable: hasCartShoppingDetail).
 */
export default class CartShoppingDetail extends BaseModel {
  static table = 'cart_shopping_details'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare headerId: number

  @column()
  declare quotationDetailId: number | null

  @column()
  declare description: string

  @column()
  declare quantity: number

  @decimalColumn()
  declare unitPrice: number

  @decimalColumn()
  declare total: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => CartShoppingHeader, { foreignKey: 'headerId' })
  declare header: BelongsTo<typeof CartShoppingHeader>

  @belongsTo(() => QuotationDetail, { foreignKey: 'quotationDetailId' })
  declare quotationDetail: BelongsTo<typeof QuotationDetail>
}

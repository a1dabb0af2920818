import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Store from '#stores/models/store'
import { decimalColumn } from '#core/models/columns'

/**
 * A store's shipping rule: from a purchase of `lowerPurchasePrice` up, add `addShippingCost`
 * (0 = free shipping). The rule with the highest lower bound reached applies.
 */
export default class ShippingCostRule extends BaseModel {
  static table = 'shipping_cost_rules'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storeId: number

  @decimalColumn()
  declare lowerPurchasePrice: number

  @decimalColumn()
  declare addShippingCost: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>
}

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Supplier from '#stores/models/supplier'

/**
 * A buyer's rating of a supplier: `score` 1 to 5 and an optional comment.
 */
export default class SupplierQualification extends BaseModel {
  static table = 'supplier_qualifications'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare supplierId: number

  /** The buyer who rated. */
  @column()
  declare userId: number

  @column()
  declare score: number

  @column()
  declare comment: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Supplier, { foreignKey: 'supplierId' })
  declare supplier: BelongsTo<typeof Supplier>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>
}

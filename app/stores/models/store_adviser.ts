import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import { booleanColumn } from '#core/models/columns'

/**
 * An adviser (seller) acting for a store. When `userId` is set that user logs in and acts for
 * this store (`storeByAdviser`): adviser pickers are then limited to this adviser.
 */
export default class StoreAdviser extends BaseModel {
  static table = 'store_advisers'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storeId: number

  @column()
  declare userId: number | null

  @column()
  declare name: string

  @booleanColumn()
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  static active = scope((query) => {
    query.where('is_active', true)
  })

  /** The adviser record(s) of a user (storeByAdviser). */
  static ofUser = scope((query, userId: number) => {
    query.where('user_id', userId)
  })
}

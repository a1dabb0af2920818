import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import LocalizationZone from '#core/models/localization_zone'

/**
 * An additional delivery address of a buyer. The main address is the user record itself (id 0
 * in the checkout wizard).
 */
export default class UserAdditionalAddress extends BaseModel {
  static table = 'user_additional_addresses'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare fullname: string

  @column()
  declare identification: string

  @column()
  declare address: string

  @column()
  declare cityId: number

  @column()
  declare mobile: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => LocalizationZone, { foreignKey: 'cityId' })
  declare city: BelongsTo<typeof LocalizationZone>
}

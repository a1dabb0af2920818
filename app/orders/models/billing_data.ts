import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import LocalizationZone from '#core/models/localization_zone'

/**
 * An additional billing record of a buyer. The main one is the user record itself (id 0 in the
 * checkout wizard).
 */
export default class BillingData extends BaseModel {
  static table = 'billing_data'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  /** Max 90. */
  @column()
  declare fullname: string

  /** Max 16. */
  @column()
  declare identification: string

  /** Max 128. */
  @column()
  declare address: string

  @column()
  declare cityId: number

  @column()
  declare email: string

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

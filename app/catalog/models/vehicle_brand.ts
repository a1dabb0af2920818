import { DateTime } from 'luxon'
import { BaseModel, column, scope } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#core/models/columns'

/**
 * A vehicle brand of the catalog (wizard brand list, store sellable brands). Relations to stores,
 * vehicles and requests live on those models (catalog is a lower module).
 */
export default class VehicleBrand extends BaseModel {
  static table = 'vehicle_brands'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare slug: string

  @booleanColumn()
  declare popular: boolean

  @booleanColumn()
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** Brands shown to users (not deactivated). */
  static active = scope((query) => {
    query.where('is_active', true)
  })

  /** The most sold brands, offered first in pickers. */
  static popularFirst = scope((query) => {
    query.orderBy('popular', 'desc').orderBy('name', 'asc')
  })
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#core/models/columns'
import type { CountryCode } from '#core/country/country'
import type { PlateVehicle } from '#garage/rules/vehicle'

/**
 * A plate the lookup service found, with the vehicle it answered. Read back by
 * FindPlateLookupQuery (24 hours) so a request trusts only plate data the server found.
 */
export default class PlateLookupRecord extends BaseModel {
  static table = 'plate_lookups'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare plate: string

  @column()
  declare countryCode: CountryCode

  @jsonColumn()
  declare payload: PlateVehicle

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}

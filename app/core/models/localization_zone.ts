import { BaseModel, beforeSave, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import { searchText } from '#core/services/search_text'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#core/models/columns'

/**
 * A department (CO) / state (MX), or a city inside one. `fullName` reads "Medellín, Antioquia".
 */
export default class LocalizationZone extends BaseModel {
  static table = 'localization_zones'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare countryCode: string

  @column()
  declare type: 'department' | 'city'

  @column()
  declare code: string

  @column()
  declare name: string

  @column()
  declare fullName: string

  @column()
  declare searchName: string

  @column()
  declare parentId: number | null

  @booleanColumn()
  declare isCapital: boolean

  @belongsTo(() => LocalizationZone, { foreignKey: 'parentId' })
  declare parent: BelongsTo<typeof LocalizationZone>

  @hasMany(() => LocalizationZone, { foreignKey: 'parentId' })
  declare children: HasMany<typeof LocalizationZone>

  @beforeSave()
  static fillSearchName(zone: LocalizationZone) {
    zone.searchName = searchText(zone.fullName ?? '')
  }

  static cities = scope((query) => {
    query.where('type', 'city')
  })

  static ofCountry = scope((query, countryCode: string) => {
    query.where('country_code', countryCode)
  })
}

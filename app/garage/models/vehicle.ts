import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { booleanColumn } from '#core/models/columns'

/**
 * A vehicle in a buyer's garage. A verified vehicle (`isVerified`, e.g. found by plate lookup:
 * `foundByPlate`) has all its fields locked. Soft-deleted with `deletedAt`: use the
 * `withoutTrashed` scope.
 */
export default class Vehicle extends BaseModel {
  static table = 'vehicles'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare brandId: number

  @column()
  declare model: string

  @column()
  declare year: number

  @column()
  declare vin: string | null

  @column()
  declare licensePlate: string | null

  @column()
  declare ownerIdentification: string | null

  @column()
  declare propertyCardImage: string | null

  @column()
  declare engineNumber: string | null

  @column()
  declare chassisNumber: string | null

  @column()
  declare cylinderCapacity: string | null

  @column()
  declare numberOfCylinders: string | null

  @column()
  declare numberOfAxes: string | null

  @column()
  declare class: string | null

  @column()
  declare bodyType: string | null

  @column()
  declare fuelType: string | null

  @column()
  declare color: string | null

  /** City of registration, free text from the plate registry. */
  @column()
  declare city: string | null

  @column()
  declare transitAgency: string | null

  @column()
  declare numberOfDoors: string | null

  @column()
  declare version: string | null

  @column()
  declare countryOfOrigin: string | null

  /** Observations, max 512. */
  @column()
  declare complement: string | null

  @booleanColumn()
  declare isVerified: boolean

  @column()
  declare catalogOrigin: string | null

  @booleanColumn()
  declare foundByPlate: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @column.dateTime()
  declare deletedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => VehicleBrand, { foreignKey: 'brandId' })
  declare brand: BelongsTo<typeof VehicleBrand>

  /** Not soft-deleted. */
  static withoutTrashed = scope((query) => {
    query.whereNull('vehicles.deleted_at')
  })

  /** The garage of a user (not deleted). */
  static ofUser = scope((query, userId: number) => {
    query.where('vehicles.user_id', userId).whereNull('vehicles.deleted_at')
  })
}

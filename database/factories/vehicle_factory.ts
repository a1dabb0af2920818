import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Vehicle from '#garage/models/vehicle'
import { UserFactory } from '#database/factories/user_factory'
import { findOrCreateBrand, VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'
import {
  needsParent,
  pick,
  plateFor,
  sequence,
  VEHICLE_MODELS,
  vinFor,
} from '#database/factories/helpers'

/**
 * Garage vehicles: unverified, with plate and VIN; owner = new buyer and brand = first brand in
 * the database unless merged. States: verified (found by plate), deleted.
 */
export const VehicleFactory = factory
  .define(Vehicle, () => {
    const n = sequence()
    return {
      model: pick(VEHICLE_MODELS, n),
      year: 2010 + (n % 15),
      vin: vinFor(n),
      licensePlate: plateFor(n),
      ownerIdentification: null,
      isVerified: false,
      foundByPlate: false,
      color: 'Blanco',
      fuelType: 'Gasolina',
    }
  })
  .state('verified', (vehicle) => {
    vehicle.isVerified = true
    vehicle.foundByPlate = true
    vehicle.ownerIdentification = '1020304050'
  })
  .state('deleted', (vehicle) => {
    vehicle.deletedAt = DateTime.now()
  })
  .relation('user', () => UserFactory)
  .relation('brand', () => VehicleBrandFactory)
  .before('create', async (builder, vehicle, ctx) => {
    if (needsParent(builder, vehicle, 'userId', 'user')) {
      vehicle.userId = (await UserFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, vehicle, 'brandId', 'brand')) {
      vehicle.brandId = (await findOrCreateBrand(ctx)).id
    }
  })
  .build()

import { BaseTransformer } from '@adonisjs/core/transformers'
import type Vehicle from '#garage/models/vehicle'
import type { GarageVehicle } from '#garage/rules/vehicle'

/**
 * A garage vehicle in the JSON API (doc 2 §3 "Garage vehicle from the server"): the brand as
 * `brand` and `brandRelation` (id, name), `VIN` in capitals, and the registry data.
 */
export default class VehicleTransformer extends BaseTransformer<Vehicle> {
  /** Columns a new record never set are `undefined` on the model: the JSON says `null`. */
  toObject(): GarageVehicle {
    const vehicle = this.resource
    const loaded = vehicle.$preloaded.brand ? vehicle.brand : null
    const brand = loaded ? { id: loaded.id, name: loaded.name } : null
    return {
      id: vehicle.id,
      brand_id: vehicle.brandId,
      brand,
      brandRelation: brand,
      model: vehicle.model,
      year: vehicle.year,
      license_plate: vehicle.licensePlate ?? null,
      owner_identification: vehicle.ownerIdentification ?? null,
      VIN: vehicle.vin ?? null,
      property_card_image: vehicle.propertyCardImage ?? null,
      is_verified: vehicle.isVerified,
      found_by_plate: vehicle.foundByPlate,
      catalog_origin: vehicle.catalogOrigin ?? null,
      complement: vehicle.complement ?? null,
      engine_number: vehicle.engineNumber ?? null,
      chassis_number: vehicle.chassisNumber ?? null,
      cylinder_capacity: vehicle.cylinderCapacity ?? null,
      fuel_type: vehicle.fuelType ?? null,
      body_type: vehicle.bodyType ?? null,
      color: vehicle.color ?? null,
      class: vehicle.class ?? null,
      city: vehicle.city ?? null,
      created_at: vehicle.createdAt?.toISO() ?? null,
    }
  }
}

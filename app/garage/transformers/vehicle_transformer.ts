import { BaseTransformer } from '@adonisjs/core/transformers'
import type Vehicle from '#garage/models/vehicle'
import type { GarageVehicle } from '#garage/rules/vehicle'

/**
 * A garage vehicle in the JSON API (doc 2 §3 "Garage vehicle from the server"): the brand as
 * `brand` and `brandRelation` (id, name), `VIN` in capitals, and the registry data.
 */
export default class VehicleTransformer extends BaseTransformer<Vehicle> {
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
      license_plate: vehicle.licensePlate,
      owner_identification: vehicle.ownerIdentification,
      VIN: vehicle.vin,
      property_card_image: vehicle.propertyCardImage,
      is_verified: vehicle.isVerified,
      found_by_plate: vehicle.foundByPlate,
      catalog_origin: vehicle.catalogOrigin,
      complement: vehicle.complement,
      engine_number: vehicle.engineNumber,
      chassis_number: vehicle.chassisNumber,
      cylinder_capacity: vehicle.cylinderCapacity,
      fuel_type: vehicle.fuelType,
      body_type: vehicle.bodyType,
      color: vehicle.color,
      class: vehicle.class,
      city: vehicle.city,
      created_at: vehicle.createdAt?.toISO() ?? null,
    }
  }
}

import { BusinessError } from '#core/errors'
import type Vehicle from '#garage/models/vehicle'
import { VEHICLE_MESSAGES } from '#garage/rules/vehicle'
import { vehicleAttributes, type VehicleInput } from '#garage/actions/vehicle_attributes'

/**
 * Changes a garage vehicle. A verified vehicle is locked (doc 1 §3, §5): refused with 403.
 */
export default class UpdateVehicle {
  async handle(vehicle: Vehicle, input: VehicleInput) {
    if (vehicle.isVerified) {
      throw new BusinessError(VEHICLE_MESSAGES.verifiedLocked, 403)
    }
    vehicle.merge(vehicleAttributes(input))
    await vehicle.save()
    await vehicle.load('brand')
    return vehicle
  }
}

import type User from '#users/models/user'
import Vehicle from '#garage/models/vehicle'
import { vehicleAttributes, type VehicleInput } from '#garage/actions/vehicle_attributes'

/**
 * Adds a vehicle to a user's garage. A vehicle typed by hand is never verified: only the
 * plate lookup verifies vehicles.
 */
export default class CreateVehicle {
  async handle(
    user: User,
    input: VehicleInput & { brand_id: number; model: string; year: number }
  ) {
    const vehicle = await Vehicle.create({
      ...vehicleAttributes(input),
      userId: user.id,
      isVerified: false,
      foundByPlate: false,
    })
    await vehicle.load('brand')
    return vehicle
  }
}

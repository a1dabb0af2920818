import { DateTime } from 'luxon'
import type Vehicle from '#garage/models/vehicle'

/**
 * Takes a vehicle out of the garage: soft delete (`deleted_at`), so the quotation requests that
 * name it keep their vehicle. Verified vehicles may be removed too (only their data is locked).
 */
export default class DeleteVehicle {
  async handle(vehicle: Vehicle) {
    vehicle.deletedAt = DateTime.now()
    await vehicle.save()
  }
}

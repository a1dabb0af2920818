import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Vehicle from '#garage/models/vehicle'
import { VEHICLE_MESSAGES } from '#garage/rules/vehicle'

/** What a missing vehicle answers (404), and so another user's one too. */
export const VEHICLE_NOT_FOUND = 'El vehículo no existe'

const notFound = () => AuthorizationResponse.deny(VEHICLE_NOT_FOUND, 404)

/**
 * A garage vehicle belongs to its owner only: nobody else reads, changes or removes it (staff
 * neither: they see vehicles through the requests). For anybody else it does not exist: 404, as
 * for a missing vehicle, so its id tells nothing. A verified vehicle is locked: even its owner
 * cannot change it (doc 1 §5: 403 with the reason), but may remove it from the garage.
 */
export default class VehiclePolicy extends BasePolicy {
  view(user: User, vehicle: Vehicle): AuthorizerResponse {
    return user.id === vehicle.userId ? true : notFound()
  }

  update(user: User, vehicle: Vehicle): AuthorizerResponse {
    if (user.id !== vehicle.userId) return notFound()
    return vehicle.isVerified
      ? AuthorizationResponse.deny(VEHICLE_MESSAGES.verifiedLocked, 403)
      : true
  }

  delete(user: User, vehicle: Vehicle): AuthorizerResponse {
    return user.id === vehicle.userId ? true : notFound()
  }
}

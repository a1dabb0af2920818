import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Vehicle from '#garage/models/vehicle'

/**
 * A garage vehicle belongs to its owner only: nobody else reads, changes or removes it (staff
 * neither: they see vehicles through the requests). A verified vehicle is locked: even its
 * owner cannot change it (doc 1 §5), but may remove it from the garage.
 */
export default class VehiclePolicy extends BasePolicy {
  view(user: User, vehicle: Vehicle): AuthorizerResponse {
    return user.id === vehicle.userId
  }

  update(user: User, vehicle: Vehicle): AuthorizerResponse {
    return user.id === vehicle.userId && !vehicle.isVerified
  }

  delete(user: User, vehicle: Vehicle): AuthorizerResponse {
    return user.id === vehicle.userId
  }
}

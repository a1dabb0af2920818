import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'

/**
 * A user may read and change only their own account; staff (admins) may read any.
 * Nobody acts as another user.
 */
export default class UserPolicy extends BasePolicy {
  view(actor: User, target: User): AuthorizerResponse {
    return actor.id === target.id || actor.isAdmin
  }

  update(actor: User, target: User): AuthorizerResponse {
    return actor.id === target.id
  }

  /** Session control data (doc 1 §7) is only answered for the caller's own id. */
  readSession(actor: User, targetUserId: number): AuthorizerResponse {
    return actor.id === targetUserId
  }

  /**
   * Live channels (Transmit: a vendor's new requests, the bell's counts) are personal: a user
   * listens only to the channels of their own id.
   */
  listen(actor: User, channelUserId: number): AuthorizerResponse {
    return actor.id === channelUserId
  }
}

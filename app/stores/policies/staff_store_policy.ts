import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import { STORE_SIGNUP_MESSAGES as M } from '#stores/rules/store_signup_messages'

/**
 * The staff section's stores page (/staff/tiendas): platform staff — a core admin or a module
 * manager (User.actsAsAdmin: `is_admin` or `manage_go_module`, the same rule as the staff
 * menu entries) — list pending stores and activate their GO module. Anybody else, a vendor or a
 * buyer, gets 403 with a Spanish message; guests are sent to sign in by the auth middleware.
 */
export default class StaffStorePolicy extends BasePolicy {
  review(user: User): AuthorizerResponse {
    return user.actsAsAdmin ? true : AuthorizationResponse.deny(M.notStaff, 403)
  }

  activate(user: User): AuthorizerResponse {
    return this.review(user)
  }
}

import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import { denyAsMissing } from '#core/policies/decisions'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'
import { closeRefusal } from '#quotations/rules/close_request'

/**
 * Who may read and close quotation requests (doc 2 §6, doc 3 §6).
 *
 * Staff: "admin here is a core admin or a module manager" (doc 3 §6, User.actsAsAdmin).
 *
 * - `viewAll`: staff see every request (with the buyer's name and mobile); everybody else
 *   sees only their own ("own requests are filtered by user id unless the user has the
 *   manage permission").
 * - `view`: the buyer who made it, or staff.
 * - `close`: only the buyer who made it, and only while it is open: not closed (400 'ya está
 *   cerrada') and not expired (400 'ya venció'); staff get 403 (they see requests read-only
 *   and never close them), anybody else the 404 of an unknown id. The rule is rules/close_request.ts (the list's
 *   `can_close` uses it too).
 */
export default class QuotationRequestPolicy extends BasePolicy {
  viewAll(user: User): AuthorizerResponse {
    return user.actsAsAdmin
  }

  view(user: User, request: QuotationRequest): AuthorizerResponse {
    return request.userId === user.id || user.actsAsAdmin
  }

  close(user: User, request: QuotationRequest): AuthorizerResponse {
    switch (closeRefusal(user.id, request)) {
      case 'notOwner':
        // staff see the request (read-only): they are told why; anybody else is answered as for
        // an unknown id, so the answer never says that somebody else's request exists
        return user.actsAsAdmin ? AuthorizationResponse.deny(M.notOwner, 403) : denyAsMissing()
      case 'closed':
        return AuthorizationResponse.deny(M.alreadyClosed, 400)
      case 'expired':
        return AuthorizationResponse.deny(M.expired, 400)
      default:
        return true
    }
  }
}

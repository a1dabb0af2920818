import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'

/** Platform staff of the GO module: a core admin or a module manager (doc 3 §6). */
const isStaff = (user: User) => user.isAdmin || user.manageGoModule

/**
 * Who may read and close quotation requests (doc 2 §6, doc 3 §6).
 *
 * - `viewAll`: staff see every request (with the buyer's name and mobile); everybody else
 *   sees only their own ("own requests are filtered by user id unless the user has the
 *   manage permission").
 * - `view`: the buyer who made it, or staff.
 * - `close`: only the buyer who made it, and only while it is open: not closed (400 'ya está
 *   cerrada') and not expired (400 'ya venció'); anybody else gets 403. Staff see requests
 *   read-only and never close them.
 */
export default class QuotationRequestPolicy extends BasePolicy {
  viewAll(user: User): AuthorizerResponse {
    return isStaff(user)
  }

  view(user: User, request: QuotationRequest): AuthorizerResponse {
    return request.userId === user.id || isStaff(user)
  }

  close(user: User, request: QuotationRequest): AuthorizerResponse {
    if (request.userId !== user.id) return AuthorizationResponse.deny(M.notOwner, 403)
    if (request.isClosed) return AuthorizationResponse.deny(M.alreadyClosed, 400)
    if (request.isExpired) return AuthorizationResponse.deny(M.expired, 400)
    return true
  }
}

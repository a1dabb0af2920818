import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import { denyAsMissing } from '#core/policies/decisions'
import { storeTokenOf } from '#users/services/store_token_context'
import { BUYER_DETAIL_MESSAGES as M } from '#quotations/rules/buyer_detail_messages'

/**
 * Who may do what on the buyer's detail page of one request
 * (/{product}Go/quotationRequestDetail/{id}, QuotationRequestDetailCustomer, doc 3 §2.5, §6):
 *
 * - `view`: "A customer may see a request only if their id equals the request's user_id;
 *   otherwise the unauthorized panel is shown" — and staff ("admin here is a core admin or a
 *   module manager", User.actsAsAdmin), who see any request read-only. Anybody else is refused
 *   with 403: the page shows the unauthorized panel (doc 3 §2.6), never the request.
 * - `act`: buy, create a payment link and discard a quotation ("Customer (buyer): may buy,
 *   discard, create a payment link"): the buyer who made the request only. Staff 403 (read-only,
 *   told why); anybody else as if the request did not exist (404).
 * - `seeCustomerContact`: "Admin only: customer name and a WhatsApp link with the customer's
 *   mobile number" (the buyer does not need their own).
 * - `seeInfractions`: the infractions registered on the quotations, staff only.
 * - `readAsBuyer`: GET /api/{product}Go/QuotationRequest/{id} answers the buyer's side (their
 *   request with its quotations, doc 3 §7) to the buyer who made it; everybody else is
 *   answered the sellers' side (VendorRequestPolicy.viewAsVendor: staff and the vendors the
 *   request reaches) or 404. A store token acts for its store only, never as its owner the
 *   buyer: it gets the sellers' side (which leaves out the owner's own requests: 404).
 *
 * Closing the request is QuotationRequestPolicy.close (the same rule as the buyer's list).
 */
export default class BuyerDetailPolicy extends BasePolicy {
  view(user: User, request: QuotationRequest): AuthorizerResponse {
    if (request.userId === user.id || user.actsAsAdmin) return true
    return AuthorizationResponse.deny(M.unauthorized, 403)
  }

  act(user: User, request: QuotationRequest): AuthorizerResponse {
    if (request.userId === user.id) return true
    return user.actsAsAdmin ? AuthorizationResponse.deny(M.staffReadOnly, 403) : denyAsMissing()
  }

  seeCustomerContact(user: User, _request: QuotationRequest): AuthorizerResponse {
    return user.actsAsAdmin
  }

  readAsBuyer(user: User, request: QuotationRequest): AuthorizerResponse {
    return request.userId === user.id && storeTokenOf(user) === null
  }

  seeInfractions(user: User): AuthorizerResponse {
    return user.actsAsAdmin
  }
}

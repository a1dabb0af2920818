import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type Quotation from '#quotations/models/quotation'
import { actingStore } from '#stores/policies/acting_store'
import { columnRef, storePersonQuery } from '#stores/queries/store_people_query'
import { denyAsMissing } from '#core/policies/decisions'
import { signUpComplete } from '#orders/rules/checkout'
import { CHECKOUT_MESSAGES as M } from '#orders/rules/checkout_messages'

const deny = (message: string, status = 403) => AuthorizationResponse.deny(message, status)

/**
 * Who may buy from a quotation (doc 3 §5 "Buyer", §6 "Customer (buyer): may buy, discard,
 * create a payment link"): `buy` covers 'Enviar pedido', 'Continuar compra' and a payment link.
 *
 * - The buyer who made the request the quotation answers: allowed once their sign-up is
 *   complete (name, e-mail, verified WhatsApp number), otherwise 403 saying what to complete;
 *   403 when they act for the quotation's store, as its owner or adviser (a store never trades
 *   with itself: storePersonQuery).
 * - Staff (admins, module managers: "sees all quotations read-only") 403.
 * - The store that sent the quotation (its owner, its advisers) 403: a store never buys its own
 *   offer.
 * - Anybody else — another buyer, another store's vendor — as if the quotation did not exist
 *   (404).
 */
export default class CheckoutPolicy extends BasePolicy {
  async buy(user: User, quotation: Quotation): Promise<AuthorizerResponse> {
    // the request's buyer, and whether they act for the quotation's store, in one statement
    const request = await db
      .from('quotation_requests')
      .where('id', quotation.quotationRequestId)
      .select(
        'user_id',
        storePersonQuery(quotation.storeId, columnRef('quotation_requests.user_id'))
          .count('* as total')
          .as('own_store')
      )
      .first()
    if (request && Number(request.user_id) === user.id) {
      if (Number(request.own_store) > 0) return deny(M.ownStoreCannotBuy)
      return signUpComplete(user) ? true : deny(M.signUpIncomplete)
    }
    if (user.actsAsAdmin) return deny(M.staffCannotBuy)
    const context = await actingStore(user)
    if (context?.store.id === quotation.storeId) return deny(M.onlyBuyerBuys)
    return denyAsMissing()
  }
}

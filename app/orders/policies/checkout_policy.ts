import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type Quotation from '#quotations/models/quotation'
import { actingStore } from '#stores/policies/acting_store'
import { denyAsMissing } from '#core/policies/decisions'
import { signUpComplete } from '#orders/rules/checkout'
import { CHECKOUT_MESSAGES as M } from '#orders/rules/checkout_messages'

const deny = (message: string, status = 403) => AuthorizationResponse.deny(message, status)

/**
 * Who may buy from a quotation (doc 3 §5 "Buyer", §6 "Customer (buyer): may buy, discard,
 * create a payment link"): `buy` covers 'Enviar pedido', 'Continuar compra' and a payment link.
 *
 * - The buyer who made the request the quotation answers: allowed once their sign-up is
 *   complete (name, e-mail, verified WhatsApp number), otherwise 403 saying what to complete.
 * - Staff (admins, module managers: "sees all quotations read-only") 403.
 * - The store that sent the quotation (its owner, its advisers) 403: a store never buys its own
 *   offer.
 * - Anybody else — another buyer, another store's vendor — as if the quotation did not exist
 *   (404).
 */
export default class CheckoutPolicy extends BasePolicy {
  async buy(user: User, quotation: Quotation): Promise<AuthorizerResponse> {
    const request = await db
      .from('quotation_requests')
      .where('id', quotation.quotationRequestId)
      .select('user_id')
      .first()
    if (request && Number(request.user_id) === user.id) {
      return signUpComplete(user) ? true : deny(M.signUpIncomplete)
    }
    if (user.actsAsAdmin) return deny(M.staffCannotBuy)
    const context = await actingStore(user)
    if (context?.store.id === quotation.storeId) return deny(M.onlyBuyerBuys)
    return denyAsMissing()
  }
}

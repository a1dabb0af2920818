import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type Quotation from '#quotations/models/quotation'
import type QuotationRequest from '#quotations/models/quotation_request'
import VendorRequestPolicy from '#quotations/policies/vendor_request_policy'
import { actingStore } from '#stores/policies/acting_store'
import { denyAsMissing } from '#core/policies/decisions'
import { QUOTATION_MESSAGES as Q } from '#quotations/rules/quotation_messages'
import { VENDOR_MESSAGES as V } from '#quotations/rules/vendor_messages'

const deny = (message: string, status = 403) => AuthorizationResponse.deny(message, status)

/**
 * Who may send, read and change a vendor's quotation (doc 3 §4.2, §6), one ability per rule:
 *
 * - `send` (and `readServiceCosts`): "Vendor (isVendor), including store advisers: quote … send
 *   and edit quotations, close them". The same vendors who see the request in Pendientes
 *   (VendorRequestPolicy.seeDetails: a store with the GO module of the request's channel — its
 *   own store request, or a marketplace request of its country with the vehicle brand enabled).
 *   Staff ("module manager … sees all quotations read-only … has no quote buttons") 403; a
 *   vendor without the brand 403 with the brand text; anybody else — the buyer of the request
 *   too — as if the request did not exist (404).
 * - `edit` (update, close, change or remove a product): the store that sent it only. Staff 403
 *   (read only); the buyer of the request 403; another store's vendor, or anybody else, 404.
 * - `deletePhoto` / `deleteObservations`: "manageMessageDeletion: may delete photos of
 *   quotation details and observations" — or the store that sent it (`edit`).
 */
export default class QuotationPolicy extends BasePolicy {
  async send(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return deny(Q.staffReadOnly)
    return new VendorRequestPolicy().seeDetails(user, request)
  }

  async readServiceCosts(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return deny(Q.serviceCostsVendorsOnly)
    return new VendorRequestPolicy().seeDetails(user, request)
  }

  async edit(user: User, quotation: Quotation): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return deny(Q.staffReadOnly)
    const context = await actingStore(user)
    if (context?.store.id === quotation.storeId) {
      return context.canQuote ? true : deny(V.moduleInactive)
    }
    if (await buyerOf(user, quotation)) return deny(Q.onlyOwnerStore)
    return denyAsMissing()
  }

  async deletePhoto(user: User, quotation: Quotation): Promise<AuthorizerResponse> {
    if (user.manageMessageDeletion) return true
    return this.edit(user, quotation)
  }

  async deleteObservations(user: User, quotation: Quotation): Promise<AuthorizerResponse> {
    return this.deletePhoto(user, quotation)
  }
}

/** The user made the request the quotation answers. */
async function buyerOf(user: User, quotation: Quotation) {
  const row = await db
    .from('quotation_requests')
    .where('id', quotation.quotationRequestId)
    .where('user_id', user.id)
    .select('id')
    .first()
  return Boolean(row)
}

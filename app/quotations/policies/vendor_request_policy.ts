import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import type { VendorContext } from '#stores/queries/vendor_context_query'
import { actingStore } from '#stores/policies/acting_store'
import { brandEnabled, buyerActsForStore } from '#quotations/queries/store_brand_query'
import { denyAsMissing } from '#core/policies/decisions'
import { canSeeCustomerContact } from '#quotations/rules/vendor_detail'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'
import { VENDOR_DETAIL_MESSAGES as D } from '#quotations/rules/vendor_detail_messages'

/**
 * Who may look at and work on one quotation request from the seller side (doc 2 §6, doc 3 §2.1,
 * §6), one ability per rule:
 *
 * - `viewAsVendor`: the request detail page is the vendor's, the admin's or the module
 *   manager's (doc 3 §2.1). Staff ("admin here is a core admin or a module manager") see any
 *   request; a vendor (store owner or active adviser) whose store has the GO module sees the
 *   requests of their channel — their own store's requests, and the marketplace requests of
 *   their country — but never their own purchases, nor a request of anybody acting for their
 *   own store, owner or adviser ("a store never trades with itself", storePersonQuery).
 *   Anybody else: as if it did not exist (404).
 * - `seeAllQuotations`: "Module manager (treated as admin): sees all quotations read-only";
 *   a vendor sees their own store's.
 * - `seeDetails`: "If the request's vehicle brand is not enabled for the vendor's store: 'No
 *   puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca
 *   {brand}'" (403), plus the form to ask for it.
 * - `triage`: 'Agotado', discard and mark in process are the vendor's, never staff's, and need
 *   the details in view (the brand enabled, for a marketplace request).
 * - `discard` and `markInProcess`: "Vendor: … mark in process, discard requests" — staff 403
 *   (read only); a request the vendor may not see answers as an unknown one (404); one they see
 *   but may not triage 403.
 * - `markNotAvailable` ('Agotado', doc 3 §4.1): staff 403 (read only), a vendor without the
 *   brand 403 with the brand text, a request the vendor may not see 404.
 * - `seeCustomerContact`: "Customer contact data is shown when (request from a store and
 *   showCustomerData) or (marketplace request and showCustomerDataMarketplace) or admin"
 *   (rules/vendor_detail.ts, which the page shares).
 */
export default class VendorRequestPolicy extends BasePolicy {
  /** The store the user works a request for: a vendor of its channel, or nobody. */
  private async vendorFor(user: User, request: QuotationRequest): Promise<VendorContext | null> {
    if (user.actsAsAdmin || request.userId === user.id) return null
    const context = await actingStore(user)
    if (!context?.canQuote || context.countryCode !== request.countryCode) return null
    const channel =
      request.storeId !== null ? request.storeId === context.store.id : request.sendToMarketplace
    if (!channel || (await buyerActsForStore(context.store.id, request))) return null
    return context
  }

  async viewAsVendor(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return true
    return (await this.vendorFor(user, request)) !== null ? true : denyAsMissing()
  }

  seeAllQuotations(user: User): AuthorizerResponse {
    return user.actsAsAdmin
  }

  async seeDetails(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return true
    const context = await this.vendorFor(user, request)
    if (!context) return denyAsMissing()
    if (request.storeId !== null || (await brandEnabled(context.store.id, request))) return true
    await request.load('brand')
    return AuthorizationResponse.deny(D.brandNotEnabled(request.brand?.name ?? ''), 403)
  }

  async triage(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    const context = await this.vendorFor(user, request)
    if (!context) return false
    return request.storeId !== null || brandEnabled(context.store.id, request)
  }

  async discard(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    return this.workOn(user, request, M.cannotTriage)
  }

  async markInProcess(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    return this.workOn(user, request, M.cannotTriage)
  }

  async markNotAvailable(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return AuthorizationResponse.deny(D.staffReadOnly, 403)
    const seen = await this.seeDetails(user, request)
    if (seen !== true) return seen
    return this.workOn(user, request, D.notFound)
  }

  seeCustomerContact(user: User, request: QuotationRequest): AuthorizerResponse {
    return canSeeCustomerContact(
      {
        staff: user.actsAsAdmin,
        showCustomerData: user.showCustomerData,
        showCustomerDataMarketplace: user.showCustomerDataMarketplace,
      },
      request
    )
  }

  /**
   * Staff 403 (they read only); 404 for a request the user may not see; 403 with `message` for
   * one they see but may not triage.
   */
  private async workOn(user: User, request: QuotationRequest, message: string) {
    if (user.actsAsAdmin) return AuthorizationResponse.deny(M.staffReadOnly, 403)
    if (!(await this.vendorFor(user, request))) return denyAsMissing()
    if (await this.triage(user, request)) return true
    return AuthorizationResponse.deny(message, 403)
  }
}

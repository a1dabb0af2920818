import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import { actingStore } from '#stores/policies/acting_store'
import { worksAsVendor } from '#stores/policies/seller_policy'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'
import { VENDOR_DETAIL_MESSAGES as D } from '#quotations/rules/vendor_detail_messages'

const deny = (message: string, status = 403) => AuthorizationResponse.deny(message, status)

/**
 * The seller area of the main area (doc 2 §2 "Seller area", §6; doc 3 §6), one ability per rule:
 *
 * - `viewSellerTabs`: "Tabs other than Solicitadas show only to a vendor with module
 *   administration, a module manager, or a store adviser."
 * - `viewReports`: "Reportes needs a store id or adviser store" — the user's own store or the
 *   store they advise; staff read the stores' lists but have no store of their own here.
 * - `readLists`: the Pendientes, Cotizadas and Descartadas lists and the sellers picker of a
 *   store (`storeId`, optional): a vendor reads their own store's only (another store: 403);
 *   "manage{product}GoModule: sees all requests and quotations" — staff read any store's, or the
 *   whole platform's, read-only. A buyer (403) and a vendor whose store lacks the GO module (403
 *   with the activation text) read none.
 * - `viewOpportunityCounters`: "isAdmin: does not see the opportunity counters" — the vendor's
 *   own store only.
 * - `viewIndicators`: "manage{product}GoModule … does not see the efficiency indicators"; "the
 *   indicators modal content shows for vendors and store advisers" — the vendor's own store only.
 * - `triage`: "Vendor (isVendor), including store advisers: … mark in process, discard
 *   requests" (for the store `storeId` when given: their own); staff read only (403). Whether a
 *   given request may be triaged is VendorRequestPolicy's.
 * - `askForBrands`: the brand/group request to the admins (doc 3 §2.1) is a store's: the owner
 *   or an adviser of an active store; not staff, not a buyer.
 * - `pickSeller`: "The seller selector is disabled for a non-admin who has no store-by-adviser
 *   mapping" (doc 1 §6): staff, and whoever acts for a store (its owner or an adviser).
 */
export default class SellerAreaPolicy extends BasePolicy {
  async viewSellerTabs(user: User): Promise<AuthorizerResponse> {
    if (user.manageGoModule) return true
    const store = await actingStore(user)
    if (!store) return false
    // a store adviser, or a vendor with module administration
    return store.adviser !== null || store.canQuote
  }

  async viewReports(user: User): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return false
    if (!(await this.viewSellerTabs(user))) return false
    return (await actingStore(user)) !== null
  }

  async readLists(user: User, storeId?: number | null): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return true
    return this.ownStore(user, storeId)
  }

  async viewOpportunityCounters(user: User, storeId?: number | null): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return deny(M.staffNoCounters)
    return this.ownStore(user, storeId)
  }

  async viewIndicators(user: User, storeId?: number | null): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return deny(M.staffNoCounters)
    return this.ownStore(user, storeId)
  }

  async triage(user: User, storeId?: number | null): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return deny(M.staffReadOnly)
    return this.ownStore(user, storeId)
  }

  async askForBrands(user: User): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return deny(D.vendorsOnly)
    return (await actingStore(user)) !== null ? true : deny(D.vendorsOnly)
  }

  async pickSeller(user: User): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return true
    return (await actingStore(user)) !== null
  }

  /**
   * A vendor at work (worksAsVendor) for their own store: no store 403, a store without the GO
   * module 403 with the activation text, another store's id 403.
   */
  private async ownStore(user: User, storeId?: number | null): Promise<AuthorizerResponse> {
    const store = await actingStore(user)
    if (!store) return deny(M.notVendor)
    if (!(await worksAsVendor(user))) return deny(M.moduleInactive)
    if (storeId !== undefined && storeId !== null && storeId !== store.store.id) {
      return deny(M.notYourStore)
    }
    return true
  }
}

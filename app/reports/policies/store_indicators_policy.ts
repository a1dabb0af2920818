import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import { actingStore } from '#stores/policies/acting_store'
import { worksAsVendor } from '#stores/policies/seller_policy'
import { denyAsMissing } from '#core/policies/decisions'
import { VENDOR_MESSAGES as V } from '#quotations/rules/vendor_messages'
import { INDICATOR_MESSAGES as M } from '#reports/rules/indicator_messages'

const deny = (message: string, status = 403) => AuthorizationResponse.deny(message, status)

/**
 * Who reads a store's indicators (doc 2 §6), one ability per endpoint family:
 *
 * - `viewEfficiency` (getEfficiencyIndicators): "manage{product}GoModule … does not see the
 *   efficiency indicators" — a module manager is refused (403, also when they are an admin
 *   too); an admin reads any store's; a vendor or store adviser their own store's.
 * - `viewDiscards` (getDiscardIndicators, getDiscardIndicatorsBuyer) and `viewResponse`
 *   (AnalyticsQuotationRequestResponse): staff (admin or module manager, who "see all requests
 *   and quotations") read any store's; a vendor or store adviser their own store's.
 * - The opportunity counters ("isAdmin: does not see the opportunity counters") stay
 *   SellerAreaPolicy.viewOpportunityCounters (countSalesOpportunities, quotations module).
 *
 * For the store's own people the store must have the GO module (403 with the activation text);
 * anybody else acting for a store asking for another store's figures gets the 404 of an
 * unknown store (they never learn whether it exists); a buyer gets 403.
 */
export default class StoreIndicatorsPolicy extends BasePolicy {
  async viewEfficiency(user: User, store: Store): Promise<AuthorizerResponse> {
    if (user.manageGoModule) return deny(M.managerNoEfficiency)
    if (user.isAdmin) return true
    return this.ownStore(user, store)
  }

  async viewDiscards(user: User, store: Store): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return true
    return this.ownStore(user, store)
  }

  async viewResponse(user: User, store: Store): Promise<AuthorizerResponse> {
    if (user.actsAsAdmin) return true
    return this.ownStore(user, store)
  }

  private async ownStore(user: User, store: Store): Promise<AuthorizerResponse> {
    const acting = await actingStore(user)
    if (!acting) return deny(V.notVendor)
    if (acting.store.id !== store.id) return denyAsMissing()
    if (!(await worksAsVendor(user))) return deny(V.moduleInactive)
    return true
  }
}

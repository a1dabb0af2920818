import { inject } from '@adonisjs/core'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import VendorRequestPolicy, { brandEnabled } from '#quotations/policies/vendor_request_policy'
import VendorContextQuery, { type VendorContext } from '#stores/queries/vendor_context_query'
import { canSeeCustomerContact } from '#quotations/rules/vendor_detail'

/**
 * What one user may do on the seller-side detail of one request (doc 3 §2.1, §6).
 *
 * - `staff`: a core admin or a module manager: sees any request read-only, never triages.
 * - `vendor`: the store the user acts for (owner or adviser), when they are not staff.
 * - `canTriage`: 'Agotado', discard, mark in process (VendorRequestPolicy.triage).
 * - `brandNotEnabled`: a vendor who may see the request's channel but whose store has not
 *   enabled the vehicle brand of a marketplace request: the page shows the brand block and the
 *   brand/group request form instead of the details.
 * - `canSeeContact`: the buyer's name and WhatsApp (rules/vendor_detail.ts).
 */
export interface DetailAccess {
  user: User
  staff: boolean
  vendor: VendorContext | null
  canTriage: boolean
  brandNotEnabled: boolean
  canSeeContact: boolean
}

const allowed = (response: AuthorizerResponse) =>
  response === true || (typeof response === 'object' && response.authorized)

/**
 * Resolves the access of a user to a request through VendorRequestPolicy (viewAsVendor and
 * triage). `null` means the user may not see the request at all: callers answer exactly as for
 * a request that does not exist ('¡ERROR! la transacción es inexistente.').
 */
@inject()
export default class DetailAccessQuery {
  constructor(
    private policy: VendorRequestPolicy,
    private vendors: VendorContextQuery
  ) {}

  async handle(user: User, request: QuotationRequest): Promise<DetailAccess | null> {
    if (!allowed(await this.policy.viewAsVendor(user, request))) return null
    const staff = user.isAdmin || user.manageGoModule
    const vendor = staff ? null : await this.vendors.handle(user)
    if (!staff && !vendor) return null
    const canTriage = allowed(await this.policy.triage(user, request))
    const brandNotEnabled =
      !staff &&
      vendor !== null &&
      request.storeId === null &&
      !(await brandEnabled(vendor.store.id, request.brandId))
    return {
      user,
      staff,
      vendor,
      canTriage,
      brandNotEnabled,
      canSeeContact: canSeeCustomerContact(user, request),
    }
  }
}

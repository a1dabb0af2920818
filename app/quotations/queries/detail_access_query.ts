import { inject } from '@adonisjs/core'
import type User from '#users/models/user'
import QuotationRequest from '#quotations/models/quotation_request'
import VendorRequestPolicy from '#quotations/policies/vendor_request_policy'
import type { VendorContext } from '#stores/queries/vendor_context_query'
import { actingStore } from '#stores/policies/acting_store'
import { allowed, missingRecord } from '#core/policies/decisions'

/**
 * What one user may do on the seller-side detail of one request (doc 3 §2.1, §6), each flag
 * decided by VendorRequestPolicy:
 *
 * - `staff`: sees any request and all its quotations, read-only (seeAllQuotations).
 * - `vendor`: the store the user acts for (owner or adviser), when they are not staff.
 * - `canTriage`: 'Agotado', discard, mark in process (triage).
 * - `brandNotEnabled`: a vendor who may see the request's channel but whose store has not
 *   enabled the vehicle brand of a marketplace request (seeDetails refused): the page shows the
 *   brand block and the brand/group request form instead of the details.
 * - `canSeeContact`: the buyer's name and WhatsApp (seeCustomerContact).
 */
export interface DetailAccess {
  user: User
  staff: boolean
  vendor: VendorContext | null
  canTriage: boolean
  brandNotEnabled: boolean
  canSeeContact: boolean
}

/**
 * Resolves the access of a user to a request. `null` means the user may not see the request at
 * all (viewAsVendor refused): callers answer exactly as for a request that does not exist
 * ('¡ERROR! la transacción es inexistente.').
 */
@inject()
export default class DetailAccessQuery {
  constructor(private policy: VendorRequestPolicy) {}

  async handle(user: User, request: QuotationRequest): Promise<DetailAccess | null> {
    if (!(await allowed(this.policy.viewAsVendor(user, request)))) return null
    const staff = await allowed(this.policy.seeAllQuotations(user))
    const vendor = staff ? null : await actingStore(user)
    if (!staff && !vendor) return null
    return {
      user,
      staff,
      vendor,
      canTriage: await allowed(this.policy.triage(user, request)),
      brandNotEnabled: !(await allowed(this.policy.seeDetails(user, request))),
      canSeeContact: await allowed(this.policy.seeCustomerContact(user, request)),
    }
  }

  /**
   * The request `id` with the user's access to it; an unknown id and a request the user may not
   * see answer the same 404 (missingRecord).
   */
  async findOrFail(user: User, id: number | string) {
    const request = await QuotationRequest.find(id)
    const access = request ? await this.handle(user, request) : null
    if (!request || !access) throw missingRecord()
    return { request, access }
  }
}

import { inject } from '@adonisjs/core'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import VendorContextQuery, { type VendorContext } from '#stores/queries/vendor_context_query'

/**
 * Who may look at and work on a quotation request from the seller side (doc 2 §6, doc 3 §6).
 *
 * - Staff (core admin or module manager) see any request, read-only.
 * - A vendor (store owner or active adviser) whose store has the GO module sees the requests of
 *   their channel: their own store's requests, and marketplace requests of their country.
 *   Their own purchases are not for them to quote.
 * - Triage (discard, mark in process, 'Agotado') is the vendor's, never staff's, and needs the
 *   request's brand enabled for a marketplace request (otherwise the page offers to ask for it).
 */
@inject()
export default class VendorRequestPolicy extends BasePolicy {
  constructor(private vendors: VendorContextQuery) {
    super()
  }

  private async vendorFor(user: User, request: QuotationRequest): Promise<VendorContext | null> {
    if (request.userId === user.id) return null
    const context = await this.vendors.handle(user)
    if (!context?.canQuote || context.countryCode !== request.countryCode) return null
    if (request.storeId !== null) return request.storeId === context.store.id ? context : null
    return request.sendToMarketplace ? context : null
  }

  async viewAsVendor(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    if (user.isAdmin || user.manageGoModule) return true
    return (await this.vendorFor(user, request)) !== null
  }

  async triage(user: User, request: QuotationRequest): Promise<AuthorizerResponse> {
    if (user.isAdmin || user.manageGoModule) return false
    const context = await this.vendorFor(user, request)
    if (!context) return false
    if (request.storeId !== null) return true
    return brandEnabled(context.store.id, request.brandId)
  }
}

/** The store has enabled the vehicle brand (store_vehicle_brands). */
export async function brandEnabled(storeId: number, brandId: number) {
  const row = await db
    .from('store_vehicle_brands')
    .where('store_id', storeId)
    .where('vehicle_brand_id', brandId)
    .first()
  return Boolean(row)
}

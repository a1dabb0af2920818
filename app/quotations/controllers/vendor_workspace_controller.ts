import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import VendorAccessQuery from '#quotations/queries/vendor_access_query'
import VendorPendingQuery from '#quotations/queries/vendor_pending_query'
import { orFail } from '#core/policies/decisions'

/**
 * The counters of a vendor's workspace (doc 2 §2 "Seller area", §7):
 * - GET /api/{product}Go/QuotationRequest/countPendingQuotationRequest → `{ data: { count } }`,
 *   the requests in the caller's Pendientes;
 * - GET /api/{product}Go/QuotationRequest/{storeId}/countSalesOpportunities →
 *   `{ data: { requests, details } }`, the opportunity counters ('Mis indicadores' reads them
 *   with the reports module's indicators, app/reports/controllers/store_indicators_controller.ts).
 * Only a vendor (owner or adviser) of a store with the GO module, for their own store: another
 * store is a 403, and staff are refused too (SellerAreaPolicy.viewOpportunityCounters: "isAdmin
 * does not see the opportunity counters", doc 2 §6).
 */
export default class VendorWorkspaceController {
  private async vendorScope(
    ctx: HttpContext,
    access: VendorAccessQuery,
    ability: 'viewOpportunityCounters',
    storeId?: number
  ) {
    await orFail(ctx.bouncer.with('SellerAreaPolicy').execute(ability, storeId))
    const vendor = await access.handle(ctx.auth.getUserOrFail(), storeId)
    return vendor.scope!
  }

  /** @summary Cuenta las solicitudes pendientes de cotizar */
  @inject()
  async countPending(ctx: HttpContext, access: VendorAccessQuery, pending: VendorPendingQuery) {
    const scope = await this.vendorScope(ctx, access, 'viewOpportunityCounters')
    return { data: { count: await pending.count(scope) } }
  }

  /** @summary Cuenta las oportunidades de venta de una tienda */
  @inject()
  async countSalesOpportunities(
    ctx: HttpContext,
    access: VendorAccessQuery,
    pending: VendorPendingQuery
  ) {
    const storeId = Number(ctx.params.storeId)
    const scope = await this.vendorScope(ctx, access, 'viewOpportunityCounters', storeId)
    return { data: await pending.opportunities(scope) }
  }
}

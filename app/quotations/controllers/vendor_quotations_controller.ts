import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import VendorAccessQuery from '#quotations/queries/vendor_access_query'
import VendorQuotationsQuery from '#quotations/queries/vendor_quotations_query'
import VendorQuotationTransformer from '#quotations/transformers/vendor_quotation_transformer'
import { vendorListValidator } from '#quotations/validators/vendor'
import { apiSerializer } from '#core/services/api_serializer'

/**
 * GET /api/{product}Go/Quotation (doc 2 §7) with scope ownedByVendor: the store's quotations,
 * newest first (Cotizadas), `{ data, metadata: { count } }`. A vendor reads their store's;
 * staff read one store's (`storeId`) or all, read-only; anybody else gets a 403.
 */
export default class VendorQuotationsController {
  /** @summary Lista las cotizaciones de la tienda */
  @inject()
  async index(ctx: HttpContext, accessQuery: VendorAccessQuery, query: VendorQuotationsQuery) {
    const input = await ctx.request.validateUsing(vendorListValidator)
    const access = await accessQuery.handle(ctx.auth.getUserOrFail(), input.storeId)
    const result = await query.list(access, input)
    return apiSerializer.serialize(
      VendorQuotationTransformer.paginate(
        result.rows,
        { total: result.count, page: result.page, pageSize: result.pageSize },
        access.kind === 'staff'
      )
    )
  }
}

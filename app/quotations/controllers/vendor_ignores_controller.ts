import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import QuotationRequest from '#quotations/models/quotation_request'
import VendorAccessQuery from '#quotations/queries/vendor_access_query'
import VendorIgnoresQuery from '#quotations/queries/vendor_ignores_query'
import StoreAdvisersQuery from '#quotations/queries/store_advisers_query'
import DiscardQuotationRequest from '#quotations/actions/discard_quotation_request'
import VendorIgnoreTransformer from '#quotations/transformers/vendor_ignore_transformer'
import { adviserRequired } from '#quotations/rules/discard_adviser'
import { discardValidator, vendorListValidator } from '#quotations/validators/vendor'
import { apiSerializer } from '#core/services/api_serializer'
import { orFail } from '#core/policies/decisions'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'

/**
 * /api/{product}Go/vendorIgnoresQuotationRequest (doc 2 §7 "Discards"):
 * - POST `{ quotation_request_id, reason, adviser_id }`: the caller's store discards the request.
 *   201 `{ message: 'Solicitud Nº {code} descartada', data: { …, code } }`. Refusals: guest 401;
 *   staff, a buyer, a vendor without the GO module (SellerAreaPolicy.triage) 403; an unknown
 *   request, or one the vendor may not see, 404; one they see but may not triage (the brand
 *   not enabled: VendorRequestPolicy.discard) 403; reason or seller missing, another store's
 *   adviser 422; already quoted 400; a second discard 400 'The record already exists' (with
 *   `data.code`).
 * - GET (with, filter, order, page, pageSize; staff: storeId): the store's discards (Descartadas),
 *   as SellerAreaPolicy.readLists allows (VendorAccessQuery).
 */
export default class VendorIgnoresController {
  /** @summary Descarta una solicitud de cotización */
  @inject()
  async store(
    ctx: HttpContext,
    accessQuery: VendorAccessQuery,
    advisers: StoreAdvisersQuery,
    action: DiscardQuotationRequest
  ) {
    const { auth, request, response, bouncer } = ctx
    const user = auth.getUserOrFail()
    await orFail(bouncer.with('SellerAreaPolicy').execute('triage'))
    const access = await accessQuery.handle(user)
    const store = access.store!
    const adviserIds = await advisers.activeIds(store.id)
    const data = await request.validateUsing(discardValidator, {
      meta: { adviserRequired: adviserRequired(adviserIds, access.adviser?.id ?? null) },
    })
    const quotationRequest = await QuotationRequest.findOrFail(data.quotation_request_id)
    await orFail(bouncer.with('VendorRequestPolicy').execute('discard', quotationRequest))
    const discard = await action.handle({
      user,
      store,
      callerAdviser: access.adviser,
      request: quotationRequest,
      reason: data.reason,
      adviserId: data.adviser_id ?? null,
    })
    await discard.load('adviser')
    const body = await apiSerializer.serialize(VendorIgnoreTransformer.transform(discard, false))
    return response.status(201).send({
      message: M.discarded(quotationRequest.code),
      data: { ...body.data, code: quotationRequest.code },
    })
  }

  /** @summary Lista las solicitudes descartadas por la tienda */
  @inject()
  async index(ctx: HttpContext, accessQuery: VendorAccessQuery, query: VendorIgnoresQuery) {
    const input = await ctx.request.validateUsing(vendorListValidator)
    const access = await accessQuery.handle(ctx.auth.getUserOrFail(), input.storeId)
    const result = await query.list(access, input)
    return apiSerializer.serialize(
      VendorIgnoreTransformer.paginate(
        result.rows,
        { total: result.count, page: result.page, pageSize: result.pageSize },
        access.kind === 'staff'
      )
    )
  }
}

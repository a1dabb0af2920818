import { inject } from '@adonisjs/core'
import { orFail } from '#core/policies/decisions'
import type { HttpContext } from '@adonisjs/core/http'
import QuotationRequest from '#quotations/models/quotation_request'
import type User from '#users/models/user'
import BuyerRequestsQuery, {
  isVendorScope,
  REQUEST_RELATIONS,
  REQUEST_SCOPES,
  type Viewer,
} from '#quotations/queries/buyer_requests_query'
import { parseScopes, parseWith } from '#quotations/queries/list_params'
import BuyerRequestTransformer from '#quotations/transformers/buyer_request_transformer'
import RequestRowApiTransformer from '#quotations/transformers/request_row_api_transformer'
import VendorAccessQuery from '#quotations/queries/vendor_access_query'
import { vendorStoreValidator } from '#quotations/validators/vendor'
import CloseQuotationRequest from '#quotations/actions/close_quotation_request'
import { closeRequestValidator, listRequestsValidator } from '#quotations/validators/buyer_requests'
import { apiSerializer } from '#core/services/api_serializer'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'

/** Relations of the row answered after closing, unless `with` says otherwise. */
const CLOSED_ROW_RELATIONS = ['brand', 'city', 'details'] as const

/**
 * Quotation requests as JSON (doc 2 §7):
 * GET /api/{product}Go/QuotationRequest (list) and PATCH /api/{product}Go/QuotationRequest/{id}
 * (close with a reason).
 *
 * The list is the buyer's own list (staff: every request) unless a vendor scope is asked for
 * (notIgnored, ownedByStore, notQuoted, dontOwnedByUser, notExpired, inWait): it is then the
 * seller-side list of the caller's store — or, for staff (read-only), of the store named by
 * `storeId`, or of the whole platform without it — and each row carries
 * `isNewQuotationRequest` and `quotationRequestToVendor`. A buyer, or a vendor whose store
 * lacks the GO module, asking for a vendor scope gets a Spanish 403. One request with its
 * quotations is GET /api/{product}Go/QuotationRequest/{id} (VendorRequestDetailController.show,
 * for the buyer, the vendors it reaches and staff).
 */
export default class BuyerRequestsController {
  private async viewer({ auth, bouncer }: HttpContext): Promise<Viewer> {
    const user = auth.getUserOrFail() as User
    return {
      id: user.id,
      staff: await bouncer.with('QuotationRequestPolicy').allows('viewAll'),
      showCustomerData: user.showCustomerData,
      showCustomerDataMarketplace: user.showCustomerDataMarketplace,
    }
  }

  /**
   * `{ data, metadata: { count } }`; zero-based `page`, `pageSize` 20 by default. `with`
   * (brand, user, city, details, vehicle, store), `filter` (a JSON object, keys of
   * REQUEST_FILTERS), `scopes`, `order`, `getters` (is_expired, can_close; the seller-side
   * lists also isNewQuotationRequest) and `attributes` (the row's columns, `id` always) are
   * checked against their whitelists for the caller's list: an unknown name is a 422 naming the
   * parameter. Without `getters` / `attributes` the rows carry all of them.
   *
   * @summary Lista las solicitudes de cotización del comprador, de la tienda o de la plataforma.
   */
  @inject()
  async index(ctx: HttpContext, query: BuyerRequestsQuery, access: VendorAccessQuery) {
    const input = await ctx.request.validateUsing(listRequestsValidator)
    const viewer = await this.viewer(ctx)
    if (parseScopes(input.scopes, REQUEST_SCOPES).some(isVendorScope)) {
      const { storeId } = await vendorStoreValidator.validate(ctx.request.qs())
      viewer.vendor = await access.handle(ctx.auth.getUserOrFail(), storeId)
    }
    const result = await query.list(viewer, input)
    return apiSerializer.serialize(
      RequestRowApiTransformer.paginate(
        result.rows,
        {
          total: result.count,
          page: result.page,
          pageSize: result.pageSize,
          countCapped: result.countCapped,
        },
        viewer,
        { getters: result.params.getters, attributes: result.params.attributes }
      )
    )
  }

  /**
   * `{ is_closed: true, close_reason }`: unknown id 404, somebody else's request 403, already
   * closed or expired 400, reason missing or unknown 422 (nothing changes).
   *
   * @summary Cierra una solicitud de cotización con un motivo.
   */
  @inject()
  async update(ctx: HttpContext, action: CloseQuotationRequest, query: BuyerRequestsQuery) {
    const { params, request, bouncer } = ctx
    const quotationRequest = await QuotationRequest.findOrFail(params.id)
    await orFail(bouncer.with('QuotationRequestPolicy').execute('close', quotationRequest))
    const { close_reason: reason } = await request.validateUsing(closeRequestValidator)
    await action.handle(quotationRequest, reason)

    const viewer = await this.viewer(ctx)
    const asked = parseWith(request.qs().with, REQUEST_RELATIONS)
    const row = await query.find(
      viewer,
      quotationRequest.id,
      asked.length > 0 ? asked : [...CLOSED_ROW_RELATIONS]
    )
    const body = await apiSerializer.serialize(BuyerRequestTransformer.transform(row!, viewer))
    return { message: M.closed, ...body }
  }
}

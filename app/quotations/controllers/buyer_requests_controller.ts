import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import QuotationRequest from '#quotations/models/quotation_request'
import BuyerRequestsQuery, {
  REQUEST_RELATIONS,
  type Viewer,
} from '#quotations/queries/buyer_requests_query'
import { parseWith } from '#quotations/queries/list_params'
import BuyerRequestTransformer from '#quotations/transformers/buyer_request_transformer'
import CloseQuotationRequest from '#quotations/actions/close_quotation_request'
import { closeRequestValidator, listRequestsValidator } from '#quotations/validators/buyer_requests'
import { apiSerializer } from '#core/services/api_serializer'
import { BusinessError } from '#core/errors'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'

/** Relations of the row answered after closing, unless `with` says otherwise. */
const CLOSED_ROW_RELATIONS = ['brand', 'city', 'details'] as const

/**
 * The buyer's quotation requests as JSON (doc 2 §7):
 * GET /api/{product}Go/QuotationRequest (list) and PATCH /api/{product}Go/QuotationRequest/{id}
 * (close with a reason).
 */
export default class BuyerRequestsController {
  private async viewer({ auth, bouncer }: HttpContext): Promise<Viewer> {
    const user = auth.getUserOrFail()
    return { id: user.id, staff: await bouncer.with('QuotationRequestPolicy').allows('viewAll') }
  }

  /** `{ data, metadata: { count } }`; zero-based page, 20 rows by default. */
  @inject()
  async index(ctx: HttpContext, query: BuyerRequestsQuery) {
    const input = await ctx.request.validateUsing(listRequestsValidator)
    const viewer = await this.viewer(ctx)
    const result = await query.list(viewer, input)
    return apiSerializer.serialize(
      BuyerRequestTransformer.paginate(
        result.rows,
        { total: result.count, page: result.page, pageSize: result.pageSize },
        viewer
      )
    )
  }

  /**
   * `{ is_closed: true, close_reason }`: unknown id 404, somebody else's request 403, already
   * closed or expired 400, reason missing or unknown 422 (nothing changes).
   */
  @inject()
  async update(ctx: HttpContext, action: CloseQuotationRequest, query: BuyerRequestsQuery) {
    const { params, request, bouncer } = ctx
    const quotationRequest = await QuotationRequest.findOrFail(params.id)
    const decision = await bouncer.with('QuotationRequestPolicy').execute('close', quotationRequest)
    if (!decision.authorized) {
      throw new BusinessError(decision.message ?? M.notOwner, decision.status ?? 403)
    }
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

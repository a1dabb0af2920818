import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import { VENDOR_IGNORE_REASONS } from '#quotations/models/vendor_ignore'
import DetailAccessQuery from '#quotations/queries/detail_access_query'
import MarkDetailNotAvailable from '#quotations/actions/mark_detail_not_available'
import UnmarkDetailNotAvailable from '#quotations/actions/unmark_detail_not_available'
import { missingRecord, orFail } from '#core/policies/decisions'
import { VENDOR_DETAIL_MESSAGES as M } from '#quotations/rules/vendor_detail_messages'

/**
 * 'Agotado' (doc 3 §4.1):
 * POST /api/{product}Go/quotationRequestDetail/{detailId}/markNotAvailable marks a requested
 * part as not available for the caller's store; DELETE on the same path undoes it.
 *
 * VendorRequestPolicy.markNotAvailable decides: an unknown detail, or one of a request the
 * caller may not see, is 404; staff (read only) and vendors without the brand get 403.
 *
 * Marking the last part discards the request for the store ('Producto no disponible') when it
 * has advisers (`data.discarded`), or answers `data.askDiscard: true` so the page opens the
 * discard dialog.
 */
export default class DetailAvailabilityController {
  private async load(ctx: HttpContext, accessQuery: DetailAccessQuery) {
    const detail = await QuotationRequestDetail.find(ctx.params.detailId)
    if (!detail) throw missingRecord()
    const user = ctx.auth.getUserOrFail()
    const { request, access } = await accessQuery.findOrFail(user, detail.quotationRequestId)
    await orFail(ctx.bouncer.with('VendorRequestPolicy').execute('markNotAvailable', request))
    return { detail, request, vendor: access.vendor! }
  }

  /** @summary Marca un repuesto como no disponible */
  @inject()
  async store(ctx: HttpContext, accessQuery: DetailAccessQuery, action: MarkDetailNotAvailable) {
    const { detail, request, vendor } = await this.load(ctx, accessQuery)
    const result = await action.handle(request, detail, vendor)
    const discard = result.discard
    const message = discard
      ? M.autoDiscarded(request.code)
      : result.askDiscard
        ? M.askDiscard
        : M.markedNotAvailable
    return {
      message,
      data: {
        detail_id: detail.id,
        notAvailable: true,
        allDetailsUnavailable: result.allDetailsUnavailable,
        alreadyDiscarded: result.alreadyDiscarded,
        askDiscard: result.askDiscard,
        discarded: discard
          ? {
              reason: discard.reason,
              reason_label: VENDOR_IGNORE_REASONS[discard.reason],
              adviser: discard.adviser
                ? { id: discard.adviser.id, name: discard.adviser.name }
                : null,
            }
          : null,
        request: { id: request.id, code: request.code },
      },
    }
  }

  /** @summary Desmarca un repuesto como no disponible */
  @inject()
  async destroy(
    ctx: HttpContext,
    accessQuery: DetailAccessQuery,
    action: UnmarkDetailNotAvailable
  ) {
    const { detail, request, vendor } = await this.load(ctx, accessQuery)
    await action.handle(detail, vendor)
    return {
      message: M.unmarkedNotAvailable,
      data: {
        detail_id: detail.id,
        notAvailable: false,
        request: { id: request.id, code: request.code },
      },
    }
  }
}

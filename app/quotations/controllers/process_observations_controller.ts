import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import QuotationRequest from '#quotations/models/quotation_request'
import VendorAccessQuery from '#quotations/queries/vendor_access_query'
import SaveProcessObservation from '#quotations/actions/save_process_observation'
import { processObservationValidator } from '#quotations/validators/vendor'
import { orFail } from '#core/policies/decisions'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'

/**
 * POST /api/{product}Go/quotationRequestToVendor/saveProcessObservation `{ store_id,
 * quotation_request_id, processObservation }` (doc 3 §5, §7): 'Marcar en proceso'. Answers
 * `{ message: 'La solicitud de cotización se ha marcado en proceso', data }`. Refusals: guest
 * 401; staff, a buyer, another store (`store_id` not the caller's: SellerAreaPolicy.triage) 403;
 * an unknown request, or one the caller may not see, 404; one they see but may not triage
 * (VendorRequestPolicy.markInProcess) 403; text missing or longer than 128 characters 422; a
 * request the store discarded 400.
 */
export default class ProcessObservationsController {
  /** @summary Guarda la observación de proceso de una solicitud */
  @inject()
  async save(ctx: HttpContext, accessQuery: VendorAccessQuery, action: SaveProcessObservation) {
    const { auth, request, bouncer } = ctx
    const user = auth.getUserOrFail()
    const seller = bouncer.with('SellerAreaPolicy')
    await orFail(seller.execute('triage'))
    const access = await accessQuery.handle(user)
    const data = await request.validateUsing(processObservationValidator)
    await orFail(seller.execute('triage', data.store_id))
    const quotationRequest = await QuotationRequest.findOrFail(data.quotation_request_id)
    await orFail(bouncer.with('VendorRequestPolicy').execute('markInProcess', quotationRequest))
    const saved = await action.handle(
      user,
      access.store!,
      quotationRequest,
      data.processObservation
    )
    return {
      message: M.markedInProcess,
      data: {
        id: saved.id,
        store_id: saved.storeId,
        quotation_request_id: saved.quotationRequestId,
        code: quotationRequest.code,
        process_observation_by_seller: saved.processObservation,
        updated_at: (saved.updatedAt ?? saved.createdAt).toISO(),
      },
    }
  }
}

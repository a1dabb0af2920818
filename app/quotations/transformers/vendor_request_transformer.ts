import { BaseTransformer } from '@adonisjs/core/transformers'
import type QuotationRequest from '#quotations/models/quotation_request'
import type { Viewer } from '#quotations/queries/buyer_requests_query'
import BuyerRequestTransformer from '#quotations/transformers/buyer_request_transformer'
import { isNewQuotationRequest } from '#quotations/rules/new_request'

/*
 * NOTE (from the request-detail work, 13:29): this file was overwritten by mistake a few seconds
 * after it was created, by a file of the same name for the detail page (now
 * vendor_request_detail_transformer.ts). This is a reconstruction from its uses in
 * buyer_requests_controller.ts and rules/new_request.ts: please check it against your intent.
 */

/**
 * A row of the seller-side lists (Pendientes, Cotizadas, Descartadas; doc 2 §3, §7): the
 * buyer-list row plus `isNewQuotationRequest` (rules/new_request.ts) and the store's process
 * observation `quotationRequestToVendor` (preloaded for the store by the list query).
 */
export default class VendorRequestTransformer extends BaseTransformer<QuotationRequest> {
  constructor(
    resource: QuotationRequest,
    protected viewer: Viewer
  ) {
    super(resource)
  }

  toObject() {
    const request = this.resource
    const row = new BuyerRequestTransformer(request, this.viewer).toObject()
    const observation =
      'processObservations' in request.$preloaded ? (request.processObservations[0] ?? null) : null
    return {
      ...row,
      isNewQuotationRequest: isNewQuotationRequest({
        createdAt: request.createdAt.toMillis(),
        inProcess: observation !== null,
      }),
      quotationRequestToVendor: observation
        ? {
            process_observation_by_seller: observation.processObservation,
            updated_at: (observation.updatedAt ?? observation.createdAt).toISO(),
          }
        : null,
    }
  }
}

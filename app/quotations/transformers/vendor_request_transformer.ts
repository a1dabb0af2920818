import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Viewer } from '#quotations/queries/buyer_requests_query'
import type { RequestRow } from '#quotations/queries/request_rows'
import BuyerRequestTransformer from '#quotations/transformers/buyer_request_transformer'
import { isNewQuotationRequest } from '#quotations/rules/new_request'

/**
 * A row of the seller-side lists (Pendientes, Cotizadas, Descartadas; doc 2 §3, §7): the
 * buyer-list row plus `isNewQuotationRequest` (rules/new_request.ts) and the store's process
 * observation `quotationRequestToVendor` (read for the store by the list query, in the same
 * query as the row: queries/request_rows.ts).
 */
export default class VendorRequestTransformer extends BaseTransformer<RequestRow> {
  constructor(
    resource: RequestRow,
    protected viewer: Viewer
  ) {
    super(resource)
  }

  toObject() {
    const request = this.resource
    const row = new BuyerRequestTransformer(request, this.viewer).toObject()
    const observation = request.observation ?? null
    return {
      ...row,
      isNewQuotationRequest: isNewQuotationRequest({
        createdAt: request.createdAt.toMillis(),
        inProcess: observation !== null,
      }),
      quotationRequestToVendor: observation
        ? {
            process_observation_by_seller: observation.processObservation,
            updated_at: (observation.updatedAt ?? observation.createdAt).toISO()!,
          }
        : null,
    }
  }
}

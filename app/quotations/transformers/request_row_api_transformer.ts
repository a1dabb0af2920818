import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Viewer } from '#quotations/queries/buyer_requests_query'
import type { RequestRow } from '#quotations/queries/request_rows'
import BuyerRequestTransformer from '#quotations/transformers/buyer_request_transformer'
import VendorRequestTransformer from '#quotations/transformers/vendor_request_transformer'
import { LIST_GETTERS, narrowRow, type RowSelection } from '#quotations/rules/request_api_fields'

/**
 * A row of GET /api/{product}Go/QuotationRequest as the call asked for it: the buyer-list row
 * (BuyerRequestTransformer), or the seller-side row (VendorRequestTransformer) when the list is
 * a store's (a vendor scope), narrowed to the `getters` and `attributes` sent (all of them when
 * not sent; `id` always). The pages read the whole rows through the two transformers.
 */
export default class RequestRowApiTransformer extends BaseTransformer<RequestRow> {
  constructor(
    resource: RequestRow,
    protected viewer: Viewer,
    protected selection: RowSelection
  ) {
    super(resource)
  }

  toObject() {
    if (this.viewer.vendor) {
      const row = new VendorRequestTransformer(this.resource, this.viewer).toObject()
      return narrowRow(row, LIST_GETTERS.seller, this.selection)
    }
    const row = new BuyerRequestTransformer(this.resource, this.viewer).toObject()
    return narrowRow(row, LIST_GETTERS.buyer, this.selection)
  }
}

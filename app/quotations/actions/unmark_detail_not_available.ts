import type QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'
import type { VendorContext } from '#stores/queries/vendor_context_query'

/**
 * Undoes 'Agotado' for the vendor's store (doc 3 §4.1): the part is available again for that
 * store. Undoing a part that was not marked changes nothing. A discard already made (by hand or
 * automatically when every part was marked) stays: discards are not undone here.
 */
export default class UnmarkDetailNotAvailable {
  async handle(detail: QuotationRequestDetail, vendor: VendorContext) {
    await QuotationRequestDetailUnavailable.query()
      .where('detail_id', detail.id)
      .where('store_id', vendor.store.id)
      .delete()
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type VendorIgnore from '#quotations/models/vendor_ignore'
import { requestSummary } from '#quotations/transformers/request_summary'

/**
 * A discard (doc 2 §3 "Discard record": quotation_request_id, reason, adviser_id) as the
 * Descartadas list and the detail page read it, with `reasonLabel` in Spanish and the relations
 * that were asked for.
 */
export default class VendorIgnoreTransformer extends BaseTransformer<VendorIgnore> {
  constructor(
    resource: VendorIgnore,
    protected staff: boolean
  ) {
    super(resource)
  }

  toObject() {
    const discard = this.resource
    const loaded = discard.$preloaded
    return {
      id: discard.id,
      quotation_request_id: discard.quotationRequestId,
      store_id: discard.storeId,
      user_id: discard.userId,
      adviser_id: discard.adviserId,
      reason: discard.reason,
      reasonLabel: discard.reasonLabel,
      created_at: discard.createdAt.toISO()!,
      ...('adviser' in loaded && {
        adviser: discard.adviser ? { id: discard.adviser.id, name: discard.adviser.name } : null,
      }),
      ...('store' in loaded && {
        store: discard.store ? { id: discard.store.id, name: discard.store.name } : null,
      }),
      ...('request' in loaded && {
        quotationRequest: discard.request ? requestSummary(discard.request, this.staff) : null,
      }),
    }
  }
}

import type User from '#users/models/user'
import type Store from '#stores/models/store'
import type QuotationRequest from '#quotations/models/quotation_request'
import ProcessObservation from '#quotations/models/process_observation'
import VendorIgnore from '#quotations/models/vendor_ignore'
import { isUniqueViolation } from '#quotations/rules/unique_violation'
import { BusinessError } from '#core/errors'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'

/**
 * 'Marcar en proceso' (doc 3 §4.1, §5): the store keeps one private note per request
 * (quotationRequestToVendor.process_observation_by_seller, max 128). Saving again replaces the
 * text (upsert per store and request; the unique index settles two saves at once). A request
 * the store already discarded cannot be marked in process (400). Who may do it is
 * VendorRequestPolicy.triage's business.
 */
export default class SaveProcessObservation {
  async handle(user: User, store: Store, request: QuotationRequest, text: string) {
    const discarded = await VendorIgnore.query()
      .where('quotation_request_id', request.id)
      .where('store_id', store.id)
      .select('id')
      .first()
    if (discarded) throw new BusinessError(M.discardedCannotProcess, 400)

    const values = { userId: user.id, processObservation: text }
    const keys = { quotationRequestId: request.id, storeId: store.id }
    try {
      return await ProcessObservation.updateOrCreate(keys, values)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Another save created the row meanwhile: update it.
      return ProcessObservation.updateOrCreate(keys, values)
    }
  }
}

import { inject } from '@adonisjs/core'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import type StoreAdviser from '#stores/models/store_adviser'
import type QuotationRequest from '#quotations/models/quotation_request'
import VendorIgnore, { type VendorIgnoreReason } from '#quotations/models/vendor_ignore'
import Quotation from '#quotations/models/quotation'
import StoreAdvisersQuery from '#quotations/queries/store_advisers_query'
import { chooseAdviser } from '#quotations/rules/discard_adviser'
import { isUniqueViolation } from '#quotations/rules/unique_violation'
import { BusinessError } from '#core/errors'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'

export interface DiscardInput {
  user: User
  store: Store
  /** The caller's adviser record when they advise the store (storeByAdviser). */
  callerAdviser: StoreAdviser | null
  request: QuotationRequest
  reason: VendorIgnoreReason
  adviserId?: number | null
}

/**
 * A store discards a quotation request (vendorIgnoresQuotationRequest, doc 2 §4 "Discard flow",
 * §5): one row per request and store with the reason (a–j) and the seller. Who may discard is
 * VendorRequestPolicy.triage's business; this action applies the rules of the discard itself:
 * - the seller is chosen by `chooseAdviser` (forced for an adviser, auto-chosen with one adviser,
 *   required with two or more: 422 'Selecciona un vendedor'; another store's adviser: 422);
 * - a request the store already quoted cannot be discarded (400);
 * - a second discard answers 400 'The record already exists' (also when two arrive at once: the
 *   unique index decides), and the first one is kept.
 */
@inject()
export default class DiscardQuotationRequest {
  constructor(private advisers: StoreAdvisersQuery) {}

  async handle(input: DiscardInput) {
    const { user, store, request } = input
    const choice = chooseAdviser({
      storeAdviserIds: await this.advisers.activeIds(store.id),
      callerAdviserId: input.callerAdviser?.id ?? null,
      given: input.adviserId,
    })
    if ('error' in choice) {
      const message = choice.error === 'required' ? M.sellerRequired : M.sellerInvalid
      throw new BusinessError(message, 422, {}, 'adviser_id')
    }

    const previous = await VendorIgnore.query()
      .where('quotation_request_id', request.id)
      .where('store_id', store.id)
      .first()
    if (previous) throw this.alreadyDiscarded(request)

    const quoted = await Quotation.query()
      .where('quotation_request_id', request.id)
      .where('store_id', store.id)
      .select('id')
      .first()
    if (quoted) throw new BusinessError(M.alreadyQuoted, 400)

    try {
      const discard = await VendorIgnore.create({
        quotationRequestId: request.id,
        storeId: store.id,
        userId: user.id,
        adviserId: choice.adviserId,
        reason: input.reason,
      })
      return discard
    } catch (error) {
      if (isUniqueViolation(error)) throw this.alreadyDiscarded(request)
      throw error
    }
  }

  private alreadyDiscarded(request: QuotationRequest) {
    return new BusinessError(M.alreadyDiscarded, 400, {
      code: request.code,
      quotation_request_id: request.id,
    })
  }
}

import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import { Outbox } from '#core/outbox/outbox'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import type StoreAdviser from '#stores/models/store_adviser'
import Quotation, { provisionalQuotationCode, quotationCode } from '#quotations/models/quotation'
import QuotationDetail from '#quotations/models/quotation_detail'
import type QuotationRequest from '#quotations/models/quotation_request'
import QuotationSent, {
  QUOTATION_SENT,
  type QuotationSentPayload,
} from '#quotations/events/quotation_sent'
import QuotationStateQuery, {
  type LockedRequest,
  type QuotationsOnRequest,
  type SendContext,
} from '#quotations/queries/quotation_state_query'
import CheckQuotationInput, {
  fitCurrency,
  itemPrices,
  today,
  type QuotationItemInput,
} from '#quotations/actions/check_quotation_input'
import {
  capRefusal,
  decimal,
  inTransaction,
  itemValues,
  pricingOf,
  storeCurrency,
} from '#quotations/actions/quotation_writes'
import {
  decideNewQuotation,
  quotedByProduct,
  type CapDetail,
} from '#quotations/rules/quotation_caps'
import { quotationLimit } from '#quotations/rules/availability'
import { defaultValidUntil } from '#quotations/rules/quotation_form'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'
import { isUniqueViolation } from '#quotations/rules/unique_violation'
import type { StoreShippingRule } from '#stores/queries/store_shipping_rules_query'

export interface SendQuotationInput {
  user: User
  store: Store
  /** The caller's adviser record when they advise the store (storeByAdviser). */
  callerAdviser: StoreAdviser | null
  request: QuotationRequest
  idempotencyKey?: string | null
  shippingOption?: string | null
  shippingCost?: unknown
  validUntil?: string | null
  observations?: string | null
  adviserId?: number | null
  items: QuotationItemInput[]
  /**
   * What the send checks before its lock, when the caller read it with the request
   * (QuotationStateQuery.sendReads, as the controller does: one statement); read here otherwise.
   */
  context?: SendContext
}

/** The requested parts a send's products offer. */
export function offeredDetailIds(items: Pick<QuotationItemInput, 'quotation_request_detail_id'>[]) {
  return items
    .map((item) => item.quotation_request_detail_id)
    .filter((id): id is number => typeof id === 'number')
}

export interface SendQuotationResult {
  quotation: Quotation
  /** False when the idempotency key replayed an earlier send (nothing emitted again). */
  created: boolean
  /** This quotation reached the cap and closed the request. */
  closedRequest: boolean
  /**
   * The shipping tiers of the quotation's store, read before the lock (SendContext): its
   * totals were computed with them. Undefined for a replay of another store's quotation.
   */
  storeRules?: StoreShippingRule[]
}

/**
 * 'Enviar Cotización' (doc 3 §4.1, §4.2, §5, §7 "Create a quotation"): the store's quotation
 * with its products, in one transaction that
 *
 * 1. locks the request row, reading with it the quotations already on it (one SELECT … FOR
 *    UPDATE on MySQL that locks the request's row only, QuotationStateQuery.lockRequestForSend;
 *    SQLite has one writer) and reads, under that lock, the per-part counts and the parts in
 *    carts when the request is quoted by part;
 * 2. decides with rules/quotation_caps.ts: a closed or expired request, or one at its cap
 *    (3 marketplace, 1 store request, 3 per part when quoted by product, a part in a cart), is
 *    refused with 409 'Solicitud cerrada' (`data.reason`, `data.detail`: other vendors answered
 *    faster); a store that already quoted gets 409 naming its quotation (it edits that one with
 *    PATCH); a store that discarded the request 409;
 * 3. inserts the quotation (service costs of the store's plan copied, subtotal and total from
 *    rules/pricing.ts, valid until today + 8 days unless given) and its products, refreshes the
 *    request's and the parts' counters, closes the request when this quotation reached the cap,
 *    clears the store's 'Agotado' marks on the parts it now offers;
 * 4. writes the outbox event `quotations.quotation_sent`, delivered right after the commit (the
 *    buyer's notification, WhatsApp and e-mail) and by the worker's relay if this process dies.
 *
 * The request's row stays locked from step 1 to the commit and every other send on the request
 * waits for it, so the writes of steps 3–4 go out in two batches (the quotation with the
 * counters; then its code, products and event), not one round trip each. What the send checks
 * before the lock comes with the request in one statement (QuotationStateQuery.sendReads, read
 * by the controller before the policy).
 *
 * Idempotency: a send with a key already used by the same user answers that quotation
 * (`created: false`) and emits nothing — also when two sends with one key race (the second
 * finds the key under the request lock, or loses on the unique index). A key used by another
 * account answers 409.
 */
@inject()
export default class SendQuotation {
  constructor(
    private checks: CheckQuotationInput,
    private state: QuotationStateQuery,
    private outbox: Outbox
  ) {}

  async handle(input: SendQuotationInput): Promise<SendQuotationResult> {
    const context =
      input.context ??
      (
        await this.state.sendReads({
          requestId: input.request.id,
          storeId: input.store.id,
          idempotencyKey: input.idempotencyKey ?? null,
          offeredDetailIds: offeredDetailIds(input.items),
        })
      )?.context
    if (!context) throw capRefusal('closed', [])
    const result = await this.send(input, context)
    // the tiers read with the request, for the answer's totals (no query)
    const ownStore = result.quotation.storeId === input.store.id
    return { ...result, storeRules: ownStore ? context.shippingRules : undefined }
  }

  private async send(
    input: SendQuotationInput,
    context: SendContext
  ): Promise<SendQuotationResult> {
    const key = input.idempotencyKey ?? null
    const { request, store, user } = input
    const offered = offeredDetailIds(input.items)

    // What the send checks before the lock came in one round trip (handle): a replayed key, the
    // store's sellers, the request's parts, the store's discard and its 'Agotado' marks on the
    // offered parts, the store's shipping tiers.
    if (context.keyQuotationId !== null) {
      const existing = await Quotation.find(context.keyQuotationId)
      if (existing) return this.replayed(user, existing)
    }
    const { adviserIds, partIds, storeDiscarded, markedIds: marked } = context

    const shipping = this.checks.shipping({
      shipping_option: input.shippingOption,
      shipping_cost: input.shippingCost,
    })
    fitCurrency(storeCurrency(store), [
      ...itemPrices(input.items),
      { field: 'shipping_cost', value: shipping.cost },
    ])
    const validUntil = this.checks.validUntil(input.validUntil || defaultValidUntil(today()))
    this.checks.observations(user, store, input.observations)
    const adviserId = this.checks.chosenAdviser(adviserIds, input.callerAdviser, input.adviserId)
    if (offered.length) this.checks.requestedParts(input.items, partIds)
    const costs = { serviceCost: store.serviceCost, serviceCostPercent: store.serviceCostPercent }
    const pricing = pricingOf(
      { shippingOption: shipping.option, shippingCost: shipping.cost as never, ...costs },
      input.items.map((item) => ({ amount: item.amount, unitPrice: item.unit_price })),
      // the tiers came with the first read; the currency is the vendor's store's, already loaded
      { storeRules: context.shippingRules, currency: storeCurrency(store) }
    )
    this.checks.totals(pricing)

    // A discard, an expiry and a close are never undone: refused without waiting for the lock.
    this.refuseSettled(request, storeDiscarded)

    let saved:
      | {
          quotation: Quotation
          items: QuotationDetail[]
          eventId: number
          closedRequest: boolean
          quotationsCount: number
        }
      | SendQuotationResult
    try {
      saved = await inTransaction(async (trx) => {
        const current = await this.state.lockRequestForSend(trx, request.id, {
          storeId: store.id,
          idempotencyKey: key,
        })
        if (!current) throw capRefusal('closed', [])
        const { request: locked, quotations } = current
        const details = quotedByProduct(locked) ? await this.state.details(trx, request.id) : []
        const decision = this.decide(current, details, { offered, storeDiscarded })
        if ('replayedId' in decision) {
          return this.replayed(
            user,
            await Quotation.findOrFail(decision.replayedId, { client: trx })
          )
        }

        // The writes go out together where they do not need each other's answer: the
        // transaction's connection runs them one after the other, and the request's row (locked
        // above) is held for fewer round trips through this process — the other sends wait on it.
        const [quotation] = await Promise.all([
          Quotation.create(
            {
              quotationRequestId: request.id,
              storeId: store.id,
              userId: user.id,
              adviserId,
              shippingOption: shipping.option,
              shippingCost: shipping.cost === null ? null : decimal(shipping.cost),
              validUntil: DateTime.fromISO(validUntil),
              observations: input.observations ?? null,
              edited: false,
              serviceCost: costs.serviceCost,
              serviceCostPercent: costs.serviceCostPercent,
              commission: null,
              subtotal: decimal(pricing.subtotal),
              total: decimal(pricing.total),
              idempotencyKey: key,
              code: provisionalQuotationCode(),
            },
            { client: trx }
          ),
          this.state.countNewQuotation(trx, {
            requestId: request.id,
            quotationsCount: quotations.count + 1,
            offeredDetailIds: offered,
            close: decision.closesRequest,
          }),
          marked.length > 0
            ? trx.from('quotation_request_detail_unavailables').whereIn('id', marked).delete()
            : null,
        ])
        // its code from the id, written with the products and the event below
        quotation.code = quotationCode(quotation.id)
        quotation.$hydrateOriginals()
        const notice: QuotationSentPayload = {
          quotationId: quotation.id,
          requestId: request.id,
          kind: 'sent',
          buyerId: locked.userId,
          code: quotation.code,
          requestCode: locked.code,
          storeName: store.name,
        }
        // the code, the outbox event and the products in their order (one INSERT each, in turn)
        const [, eventId, ...items] = await Promise.all([
          trx.from('quotations').where('id', quotation.id).update({ code: quotation.code }),
          this.outbox.record(trx, QUOTATION_SENT, { ...notice }),
          ...input.items.map((item) =>
            QuotationDetail.create(
              { quotationId: quotation.id, ...itemValues(item) },
              { client: trx }
            )
          ),
        ])
        return {
          quotation,
          items,
          eventId,
          closedRequest: decision.closesRequest,
          quotationsCount: quotations.count + 1,
        }
      })
    } catch (error) {
      // Two sends with one key: the loser of the unique index answers the winner's quotation.
      if (key && isUniqueViolation(error)) {
        const replay = await this.replay(user, key)
        if (replay) return replay
      }
      throw error
    }
    if (!('eventId' in saved)) return saved

    this.outbox.deliverSoon(saved.eventId, { quotationId: saved.quotation.id })
    await QuotationSent.dispatch(
      saved.quotation.id,
      request.id,
      request.userId,
      'sent',
      saved.quotationsCount
    )
    // the answer's relations, from what was just written (no query)
    saved.quotation.$setRelated('details', saved.items)
    saved.quotation.$setRelated('store', store)
    saved.quotation.$setRelated('cartShoppingHeaders', [])
    return { quotation: saved.quotation, created: true, closedRequest: saved.closedRequest }
  }

  /**
   * The send's decision on the request and its quotations as a locking read found them: the
   * quotation its idempotency key already made (`replayedId`), or the caps' decision
   * (rules/quotation_caps.ts) when allowed; a refusal is thrown (capRefusal, 409 naming the
   * store's own quotation when it already quoted).
   */
  private decide(
    current: { request: LockedRequest; quotations: QuotationsOnRequest },
    details: CapDetail[],
    send: { offered: number[]; storeDiscarded: boolean }
  ): { replayedId: number } | { closesRequest: boolean } {
    const { request: locked, quotations } = current
    if (quotations.keyQuotationId !== null) return { replayedId: quotations.keyQuotationId }
    const own = quotations.own
    const decision = decideNewQuotation({
      request: { ...locked, quotationsCount: quotations.count },
      details,
      offeredDetailIds: send.offered,
      storeHasQuotation: own !== null,
      storeDiscarded: send.storeDiscarded,
    })
    if (!decision.allowed) throw capRefusal(decision.reason, decision.parts, own)
    return { closesRequest: decision.closesRequest }
  }

  /**
   * Refuses, before taking any lock, a send the request's settled state already decides: a
   * store that discarded it, an expired request, a request closed (by the buyer, or at its cap
   * when not quoted by product). These never change back, so the answer is final; anything else
   * is decided again under the lock.
   */
  private refuseSettled(request: QuotationRequest, storeDiscarded: boolean) {
    if (storeDiscarded) throw capRefusal('discarded', [])
    if (request.isExpired) throw capRefusal('expired', [])
    if (!request.isClosed) return
    const atCap = !quotedByProduct(request) && request.quotationsCount >= quotationLimit(request)
    throw capRefusal(atCap ? 'cap' : 'closed', [])
  }

  /** The quotation an idempotency key already made, for the same user; 409 for another one. */
  private async replay(user: User, key: string): Promise<SendQuotationResult | null> {
    const existing = await Quotation.findBy('idempotency_key', key)
    return existing ? this.replayed(user, existing) : null
  }

  private replayed(user: User, existing: Quotation): SendQuotationResult {
    if (existing.userId !== user.id) {
      throw new BusinessError(M.idempotencyOtherAccount, 409, {}, 'idempotency_key')
    }
    return { quotation: existing, created: false, closedRequest: false }
  }
}

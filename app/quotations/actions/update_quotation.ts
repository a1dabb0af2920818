import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BusinessError } from '#core/errors'
import { Outbox } from '#core/outbox/outbox'
import { moneyOf } from '#core/rules/money'
import { logStaffAction } from '#core/services/staff_log'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import type StoreAdviser from '#stores/models/store_adviser'
import type Quotation from '#quotations/models/quotation'
import QuotationDetail from '#quotations/models/quotation_detail'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import QuotationSent, { QUOTATION_UPDATED } from '#quotations/events/quotation_sent'
import QuotationStateQuery from '#quotations/queries/quotation_state_query'
import CheckQuotationInput, {
  fieldErrors,
  fitCurrency,
  itemPrices,
  type QuotationItemInput,
} from '#quotations/actions/check_quotation_input'
import {
  capRefusal,
  decimal,
  inTransaction,
  itemValues,
  lockedError,
  storeCurrency,
  storeTotals,
} from '#quotations/actions/quotation_writes'
import { decideAddedParts } from '#quotations/rules/quotation_caps'
import type { StoreShippingRule } from '#stores/queries/store_shipping_rules_query'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'

export interface QuotationChanges {
  shipping_option?: string | null
  shipping_cost?: unknown
  valid_until?: string
  /** undefined: unchanged; null or '': removed. */
  observations?: string | null
  adviser_id?: number | null
  quotationDetails?: (QuotationItemInput & { id?: number })[]
}

export interface UpdateQuotationInput {
  user: User
  /** The store that sent it (the caller acts for it); null for a moderator. */
  store: Store | null
  callerAdviser: StoreAdviser | null
  quotation: Quotation
  changes: QuotationChanges
  saveAndNotify?: boolean
  /**
   * A moderator (manageMessageDeletion) deleting the observations: nothing else changes, the
   * quotation is not marked edited and the lock of a linked order does not apply; the log of
   * staff actions gets 'quotation.observations.delete' (by `user`) in the same transaction.
   */
  moderation?: boolean
}

export interface UpdateQuotationResult {
  quotation: Quotation
  changed: boolean
  notified: boolean
  /** The store's shipping tiers the new totals were computed with (undefined: none read). */
  storeRules?: StoreShippingRule[]
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null)
const sameMoney = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  (a === null || a === undefined) === (b === null || b === undefined) && moneyOf(a) === moneyOf(b)

/** The fields of an item that differ from the stored product. */
function itemChanges(stored: QuotationDetail, item: QuotationItemInput) {
  const values = itemValues(item)
  const changes: Partial<QuotationDetail> = {}
  if (!same(stored.name, values.name)) changes.name = values.name
  if (!same(stored.brand, values.brand)) changes.brand = values.brand
  if (stored.amount !== values.amount) changes.amount = values.amount
  if (!sameMoney(stored.unitPrice, item.unit_price)) changes.unitPrice = values.unitPrice
  if (stored.warranty !== values.warranty) changes.warranty = values.warranty
  if (stored.deliveryTime !== values.deliveryTime) changes.deliveryTime = values.deliveryTime
  if (item.reference !== undefined && !same(stored.reference, values.reference || null)) {
    changes.reference = values.reference || null
  }
  if (item.image !== undefined && !same(stored.image, values.image)) changes.image = values.image
  return changes
}

/**
 * 'Guardar' and 'Guardar y Notificar al cliente' (doc 3 §4.2, §7 "Update a quotation"): changes
 * the shipping, validity, observations, seller and products of a quotation the store sent.
 * Products with an `id` are changed, products without one are added; products are removed
 * one by one (DeleteQuotationDetail).
 *
 * In one transaction, after locking the request row (so an edit and a send on one request never
 * interleave): refused with 409 once the quotation is linked to an order (per linked order: a
 * cancelled order no longer locks it) or closed; a requested part added to a per-product request
 * must still take quotations (the caps of rules/quotation_caps.ts). The totals are computed
 * again with the service costs copied when it was sent. Anything changed marks it 'Cotización
 * editada'; nothing changed answers `changed: false` and notifies nobody. With `saveAndNotify`
 * a change writes the outbox event `quotations.quotation_updated` (the buyer is told once).
 */
@inject()
export default class UpdateQuotation {
  constructor(
    private checks: CheckQuotationInput,
    private state: QuotationStateQuery,
    private outbox: Outbox
  ) {}

  async handle(input: UpdateQuotationInput): Promise<UpdateQuotationResult> {
    const { changes, user } = input
    const store = input.store
    const shipping =
      changes.shipping_option !== undefined || changes.shipping_cost !== undefined
        ? this.checks.shipping(changes)
        : null
    const validUntil =
      changes.valid_until !== undefined ? this.checks.validUntil(changes.valid_until) : null
    if (store) {
      this.checks.observations(user, store, changes.observations)
      fitCurrency(storeCurrency(store), [
        ...itemPrices(changes.quotationDetails ?? []),
        { field: 'shipping_cost', value: shipping?.cost },
      ])
    }
    const adviserId =
      changes.adviser_id !== undefined && store
        ? await this.checks.adviser(store, input.callerAdviser, changes.adviser_id)
        : undefined
    const items = changes.quotationDetails ?? []
    if (items.length > 0) {
      const parts = await QuotationRequestDetail.query()
        .where('quotation_request_id', input.quotation.quotationRequestId)
        .select('id')
      this.checks.requestedParts(
        items,
        parts.map((part) => part.id)
      )
    }

    const saved = await inTransaction(async (trx) => {
      const request = await this.state.lockRequest(trx, input.quotation.quotationRequestId)
      const quotation = await this.state.lockQuotation(trx, input.quotation.id)
      const observationsBefore = quotation.observations
      if (!input.moderation) {
        const order = await this.state.linkedOrder(trx, quotation.id)
        if (order) throw lockedError(order)
        if (quotation.closedAt) throw new BusinessError(M.quotationClosed, 409)
      }

      let changed = false
      if (shipping) {
        const cost = shipping.cost === null ? null : decimal(shipping.cost)
        if (
          quotation.shippingOption !== shipping.option ||
          !sameMoney(quotation.shippingCost, shipping.cost)
        ) {
          quotation.shippingOption = shipping.option
          quotation.shippingCost = cost
          changed = true
        }
      }
      if (validUntil && quotation.validUntil.toISODate() !== validUntil) {
        quotation.validUntil = DateTime.fromISO(validUntil)
        changed = true
      }
      if (
        changes.observations !== undefined &&
        !same(quotation.observations, changes.observations || null)
      ) {
        quotation.observations = changes.observations || null
        changed = true
      }
      if (adviserId !== undefined && quotation.adviserId !== adviserId) {
        quotation.adviserId = adviserId
        changed = true
      }

      const itemsChanged = await this.applyItems(trx, quotation, items, request)
      changed = changed || itemsChanged.changed
      const buyerId = request?.userId ?? null
      if (!changed) return { quotation, changed, eventId: null, buyerId, storeRules: undefined }

      const { storeRules } = await storeTotals(trx, quotation)
      if (!input.moderation) quotation.edited = true
      await quotation.useTransaction(trx).save()
      if (input.moderation) {
        await logStaffAction(trx, user, {
          action: 'quotation.observations.delete',
          subject: { type: 'quotation', id: quotation.id, label: quotation.code },
          before: { observations: observationsBefore },
          after: { observations: quotation.observations },
        })
      }
      if (itemsChanged.addedParts)
        await this.state.refreshCounters(trx, quotation.quotationRequestId)
      if (itemsChanged.closesRequest) await this.state.closeAtCap(trx, quotation.quotationRequestId)
      const eventId =
        input.saveAndNotify && !input.moderation
          ? await this.outbox.record(trx, QUOTATION_UPDATED, {
              quotationId: quotation.id,
              requestId: quotation.quotationRequestId,
              kind: 'updated',
            })
          : null
      return { quotation, changed, eventId, buyerId, storeRules }
    })

    if (saved.eventId !== null) {
      this.outbox.deliverSoon(saved.eventId, { quotationId: saved.quotation.id })
      if (saved.buyerId) {
        await QuotationSent.dispatch(
          saved.quotation.id,
          saved.quotation.quotationRequestId,
          saved.buyerId,
          'updated'
        )
      }
    }
    return {
      quotation: saved.quotation,
      changed: saved.changed,
      notified: saved.eventId !== null,
      storeRules: saved.storeRules,
    }
  }

  /**
   * Changes the products with an id and adds the others. Answers whether anything changed,
   * whether requested parts were added (counters) and whether they closed the request.
   */
  private async applyItems(
    trx: TransactionClientContract,
    quotation: Quotation,
    items: (QuotationItemInput & { id?: number })[],
    request: Awaited<ReturnType<QuotationStateQuery['lockRequest']>>
  ) {
    const result = { changed: false, addedParts: false, closesRequest: false }
    if (items.length === 0) return result
    const stored = await QuotationDetail.query({ client: trx }).where('quotation_id', quotation.id)
    const byId = new Map(stored.map((detail) => [detail.id, detail]))
    const errors: { field: string; message: string; rule: string }[] = []
    items.forEach((item, index) => {
      if (item.id === undefined) return
      const existing = byId.get(item.id)
      if (!existing) {
        errors.push({
          field: `quotationDetails.${index}.id`,
          message: M.itemNotInQuotation,
          rule: 'quotation',
        })
      } else if (
        item.quotation_request_detail_id !== undefined &&
        (item.quotation_request_detail_id ?? null) !== existing.quotationRequestDetailId
      ) {
        errors.push({
          field: `quotationDetails.${index}.quotation_request_detail_id`,
          message: M.detailLinkFixed,
          rule: 'quotation',
        })
      }
    })
    if (errors.length) throw fieldErrors(errors)

    const offered = new Set(stored.map((detail) => detail.quotationRequestDetailId))
    const added = items.filter((item) => item.id === undefined)
    const addedParts = added
      .map((item) => item.quotation_request_detail_id)
      .filter((id): id is number => typeof id === 'number' && !offered.has(id))
    if (request && addedParts.length > 0) {
      const decision = decideAddedParts({
        request,
        details: await this.state.details(trx, request.id),
        addedDetailIds: addedParts,
      })
      if (decision.requestClosed) throw capRefusal(request.expired ? 'expired' : 'closed', [])
      if (decision.refused.length) throw capRefusal('partsUnavailable', decision.refused)
      result.closesRequest = decision.closesRequest
    }

    for (const item of items) {
      if (item.id === undefined) continue
      const existing = byId.get(item.id)!
      const changes = itemChanges(existing, item)
      if (Object.keys(changes).length === 0) continue
      existing.merge(changes)
      await existing.useTransaction(trx).save()
      result.changed = true
    }
    if (added.length > 0) {
      await QuotationDetail.createMany(
        added.map((item) => ({ quotationId: quotation.id, ...itemValues(item) })),
        { client: trx }
      )
      result.changed = true
      result.addedParts = added.some((item) => typeof item.quotation_request_detail_id === 'number')
    }
    return result
  }
}

import { setImmediate } from 'node:timers/promises'
import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import { broadcastMany } from '#core/services/live_batch'
import type QuotationRequestCreated from '#quotations/events/quotation_request_created'
import EligibleVendorsQuery, {
  type EligibleVendor,
} from '#quotations/queries/eligible_vendors_query'
import VendorContextQuery from '#stores/queries/vendor_context_query'
import {
  PENDING_MESSAGE_TYPE,
  storePendingChannel,
  vendorPendingChannel,
  type PendingMessage,
} from '#quotations/rules/pending_channels'

/** What was pushed: the store channels, and the vendors told one by one on their own. */
export interface PushResult {
  stores: number[]
  vendors: number[]
}

/**
 * Live push (doc 2 §4 "Real-time"): a new request goes, once per store whose Pendientes it
 * enters (EligibleVendorsQuery), to the store's channel `stores/{id}/pending` — one broadcast
 * for all of the store's people, who alone may subscribe to it (PendingChannelPolicy). The
 * store's rules do not depend on which of its people looks, save one: nobody is told of their
 * own request. So when the buyer acts for an eligible store, that store is told on its people's
 * own channels instead, each one who acts for it except the buyer — a guard only since issue 19:
 * EligibleVendorsQuery leaves out every store the buyer acts for (a store never trades with
 * itself), so such a store is not told at all.
 *
 * The message names the request; the dashboard then reads the row through the vendor list API,
 * which applies the same scopes. With Redis configured, Transmit relays each broadcast to the
 * clients of the other servers (one message per store, not per vendor).
 */
@inject()
export default class PushNewRequestToVendors {
  constructor(
    private eligible: EligibleVendorsQuery,
    private vendors: VendorContextQuery
  ) {}

  /** The request is already saved: a failure here is logged, never the buyer's error. */
  async handle(event: QuotationRequestCreated): Promise<PushResult> {
    try {
      return await this.push(event)
    } catch (error) {
      logger.error({ err: error, requestId: event.requestId }, 'live push of a new request failed')
      return { stores: [], vendors: [] }
    }
  }

  private async push(event: QuotationRequestCreated): Promise<PushResult> {
    const eligible = await this.eligible.handle(event.requestId)
    if (eligible.length === 0) return { stores: [], vendors: [] }
    const byStore = new Map<number, EligibleVendor[]>()
    for (const vendor of eligible) {
      if (!byStore.has(vendor.storeId)) byStore.set(vendor.storeId, [])
      byStore.get(vendor.storeId)!.push(vendor)
    }

    // the one store whose channel the buyer may hear (a user acts for one store at most)
    const buyerStore = (await this.vendors.quotingStores([event.buyerId])).get(event.buyerId)
    const oneByOne = buyerStore !== undefined && byStore.has(buyerStore) ? buyerStore : null
    const told =
      oneByOne === null ? [] : await this.actingFor(oneByOne, byStore.get(oneByOne)!, event)

    const sentAt = Date.now()
    const message = (storeId: number) =>
      ({
        type: PENDING_MESSAGE_TYPE,
        requestId: event.requestId,
        storeId,
        sentAt,
      }) satisfies PendingMessage
    const stores = [...byStore.keys()].filter((storeId) => storeId !== oneByOne)
    for (const storeId of stores) transmit.broadcast(storePendingChannel(storeId), message(storeId))
    broadcastMany(
      told.map((userId) => ({ channel: vendorPendingChannel(userId), payload: message(oneByOne!) }))
    )
    // Node sends what the streams were given on the next tick (the sockets are corked): yield
    // once so that it leaves now, before the work that follows (the outbox delivery, which on
    // SQLite runs without ever yielding) holds it back.
    await setImmediate()
    return { stores, vendors: told }
  }

  /** The store's eligible people who act for it (its channel's listeners), never the buyer. */
  private async actingFor(
    storeId: number,
    vendors: EligibleVendor[],
    event: QuotationRequestCreated
  ) {
    const userIds = [...new Set(vendors.map((vendor) => vendor.userId))].filter(
      (userId) => userId !== event.buyerId
    )
    const acting = await this.vendors.quotingStores(userIds)
    return userIds.filter((userId) => acting.get(userId) === storeId)
  }
}

import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import VendorContextQuery from '#stores/queries/vendor_context_query'
import { storeOfPendingChannel } from '#quotations/rules/pending_channels'

interface Listener {
  uid: string
  channel: string
  storeId: number
  userId: number
}

const keyOf = (uid: string, channel: string) => `${uid} ${channel}`

/**
 * A store channel (`stores/{id}/pending`) is authorised when it is subscribed, while a stream
 * lives for hours: an adviser deactivated meanwhile, or a store that lost the GO module, would
 * keep hearing of the store's new requests. So this process remembers who subscribed each of
 * its streams to a store channel and, every `intervalMs`, re-checks the subscriptions its
 * streams still hold in a few grouped queries (VendorContextQuery.quotingStores, the rule of
 * PendingChannelPolicy), unsubscribing anyone who no longer acts for the store. Each server
 * guards its own streams; with Redis a broadcast reaches only the subscribers each one kept.
 */
export class StoreChannelGuard {
  /** `uid channel` → the user who subscribed it. */
  #owners = new Map<string, number>()
  #timer: NodeJS.Timeout | null = null
  #running: Promise<number> | null = null

  constructor(private vendors = new VendorContextQuery()) {}

  /** Called when a subscription was authorised (`userId` subscribed it). */
  subscribed(uid: string, channel: string, userId: number | undefined) {
    if (storeOfPendingChannel(channel) === null || userId === undefined) return
    this.#owners.set(keyOf(uid, channel), userId)
  }

  unsubscribed(uid: string, channel: string) {
    this.#owners.delete(keyOf(uid, channel))
  }

  /** The store channel subscriptions this process's streams hold, with who made them. */
  listeners(): Listener[] {
    const listeners: Listener[] = []
    const held = new Set<string>()
    for (const [stream, channels] of transmit.getManager().getAllSubscribers()) {
      for (const channel of channels) {
        const storeId = storeOfPendingChannel(channel)
        if (storeId === null) continue
        const key = keyOf(stream.getUid(), channel)
        held.add(key)
        const userId = this.#owners.get(key)
        // not yet known: its subscribe event is on its way; the next check sees it
        if (userId !== undefined) listeners.push({ uid: stream.getUid(), channel, storeId, userId })
      }
    }
    for (const key of this.#owners.keys()) if (!held.has(key)) this.#owners.delete(key)
    return listeners
  }

  /** Re-checks every subscription; answers how many were removed. One check at a time. */
  recheck(): Promise<number> {
    this.#running ??= this.#recheck().finally(() => (this.#running = null))
    return this.#running
  }

  async #recheck() {
    const listeners = this.listeners()
    if (listeners.length === 0) return 0
    const acting = await this.vendors.quotingStores(listeners.map((listener) => listener.userId))
    let removed = 0
    for (const listener of listeners) {
      if (acting.get(listener.userId) === listener.storeId) continue
      // still the same subscription (the stream may have left or changed meanwhile)
      if (this.#owners.get(keyOf(listener.uid, listener.channel)) !== listener.userId) continue
      await transmit.unsubscribe({ uid: listener.uid, channel: listener.channel })
      this.unsubscribed(listener.uid, listener.channel)
      removed++
    }
    return removed
  }

  start(intervalMs: number) {
    this.stop()
    this.#timer = setInterval(() => {
      this.recheck().catch((error) => {
        logger.error({ err: error }, 'live push: could not re-check the store channels')
      })
    }, intervalMs)
    this.#timer.unref()
  }

  stop() {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }
}

/** The guard of this process (start/transmit.ts starts it). */
export const storeChannelGuard = new StoreChannelGuard()

import { setImmediate } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import { storePeopleColumn } from '#stores/queries/store_people_query'
import type User from '#users/models/user'
import { storeTokenOf } from '#users/services/store_token_context'

/**
 * Who a vendor acts for: the store they own, or the store they advise (`storeByAdviser`).
 * `canQuote` is false for a store without the GO module (doc 2 §6: only 'Solicitadas').
 */
export interface VendorContext {
  userId: number
  store: Store
  /** The adviser record when the user advises the store rather than owning it. */
  adviser: StoreAdviser | null
  countryCode: string
  canQuote: boolean
}

export default class VendorContextQuery {
  async handle(user: User): Promise<VendorContext | null> {
    // a store integration token acts for its own store only (users/services/store_token_gate.ts)
    const token = storeTokenOf(user)
    if (token) {
      const store = await Store.query()
        .where('id', token.storeId)
        .where('user_id', user.id)
        .where('is_active', true)
        .select('stores.*', storePeopleColumn())
        .first()
      return store ? this.context(user, store, null) : null
    }
    // the store with its people (storePeopleIds), for the vendors' lists: no extra query
    const owned = await Store.query()
      .where('user_id', user.id)
      .where('is_active', true)
      .orderBy('id')
      .select('stores.*', storePeopleColumn())
      .first()
    if (owned) return this.context(user, owned, null)
    const adviser = await StoreAdviser.query()
      .where('user_id', user.id)
      .where('is_active', true)
      .preload('store', (store) => store.select('stores.*', storePeopleColumn()))
      .orderBy('id')
      .first()
    if (!adviser || !adviser.store?.isActive) return null
    return this.context(user, adviser.store, adviser)
  }

  /**
   * The same rule for many users at once (the live push's store channels, re-checked every
   * 30 s): for each user whose context `canQuote`, the store they act for. Three light queries
   * (plain rows, no models) per 250 users, yielding to the event loop between groups so that a
   * large re-check never holds the live streams back; tests/functional/live/
   * store_pending_channel.spec.ts checks it against `handle`.
   */
  async quotingStores(userIds: number[]): Promise<Map<number, number>> {
    const acting = new Map<number, number>()
    const ids = [...new Set(userIds)]
    const yes = (value: unknown) => Boolean(Number(value))
    for (let start = 0; start < ids.length; start += 250) {
      if (start > 0) await setImmediate()
      const chunk = ids.slice(start, start + 250)
      const [owned, vendors, advisers] = await Promise.all([
        db
          .from('stores')
          .whereIn('user_id', chunk)
          .where('is_active', true)
          .orderBy('id')
          .select('id', 'user_id', 'go_module_active'),
        db.from('users').whereIn('id', chunk).where('is_vendor', true).select('id'),
        db
          .from('store_advisers as a')
          .join('stores as s', 's.id', 'a.store_id')
          .whereIn('a.user_id', chunk)
          .where('a.is_active', true)
          .orderBy('a.id')
          .select('a.user_id', 'a.store_id', 's.is_active', 's.go_module_active'),
      ])
      const isVendor = new Set(vendors.map((user) => Number(user.id)))
      const decided = new Set<number>()
      for (const store of owned) {
        const userId = Number(store.user_id)
        if (decided.has(userId)) continue
        decided.add(userId)
        if (yes(store.go_module_active) && isVendor.has(userId))
          acting.set(userId, Number(store.id))
      }
      for (const adviser of advisers) {
        const userId = Number(adviser.user_id)
        if (decided.has(userId)) continue
        decided.add(userId)
        if (yes(adviser.is_active) && yes(adviser.go_module_active)) {
          acting.set(userId, Number(adviser.store_id))
        }
      }
    }
    return acting
  }

  private context(user: User, store: Store, adviser: StoreAdviser | null): VendorContext {
    return {
      userId: user.id,
      store,
      adviser,
      countryCode: store.countryCode,
      canQuote: store.goModuleActive && (user.isVendor || adviser !== null),
    }
  }
}

import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import type User from '#users/models/user'

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
    const owned = await Store.query()
      .where('user_id', user.id)
      .where('is_active', true)
      .orderBy('id')
      .first()
    if (owned) return this.context(user, owned, null)
    const adviser = await StoreAdviser.query()
      .where('user_id', user.id)
      .where('is_active', true)
      .preload('store')
      .orderBy('id')
      .first()
    if (!adviser || !adviser.store?.isActive) return null
    return this.context(user, adviser.store, adviser)
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

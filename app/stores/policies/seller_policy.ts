import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import { actingStore } from '#stores/policies/acting_store'

/**
 * Doc 3 §6: "Vendor (isVendor), including store advisers (storeByAdviser): quote, mark in
 * process, discard requests, send and edit quotations, close them, view indicators" — in a
 * store with the GO module (has{product}GoModuleAdministration; without it a vendor only sees
 * 'Solicitadas', doc 2 §6). Staff ("admin here is a core admin or a module manager") read
 * the sellers' lists but never work them, even when they also own a store.
 */
export async function worksAsVendor(user: User) {
  if (user.actsAsAdmin) return false
  const store = await actingStore(user)
  return store?.canQuote ?? false
}

/**
 * The seller's side of the platform, as far as the lower modules need it: the menu's entry to
 * the vendor workspace (Pendientes) and where a vendor lands after signing in.
 */
export default class SellerPolicy extends BasePolicy {
  /** A vendor or store adviser at work: their store has the GO module (see worksAsVendor). */
  async actAsVendor(user: User): Promise<AuthorizerResponse> {
    return worksAsVendor(user)
  }
}

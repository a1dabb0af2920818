import type User from '#users/models/user'
import { actingStore } from '#stores/policies/acting_store'
import { worksAsVendor } from '#stores/policies/seller_policy'

/**
 * Where 'Cotizar' of the public sales opportunities leads (doc 2 §2), decided on the server
 * with the seller rules, never by the page from roles:
 * - `vendor`: a vendor or adviser at work (SellerPolicy's worksAsVendor: a store with the GO
 *   module, not staff) opens the vendor-side request page of that id;
 * - `activate`: someone who acts for a store whose GO module is inactive sees the activation
 *   alert ('Tu cuenta tiene inactivo el módulo…', 'Solicitar activación');
 * - `register`: a guest or anybody else, staff included ("a guest or non-vendor"), goes to the
 *   store sign-up page.
 */
export type SalesQuoteTarget = 'register' | 'activate' | 'vendor'

export async function salesQuoteTargetOf(user: User | undefined): Promise<SalesQuoteTarget> {
  if (!user || user.actsAsAdmin) return 'register'
  if (await worksAsVendor(user)) return 'vendor'
  return (await actingStore(user)) ? 'activate' : 'register'
}

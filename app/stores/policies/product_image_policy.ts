import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type ProductImage from '#stores/models/product_image'
import type Store from '#stores/models/store'
import { actingStore } from '#stores/policies/acting_store'
import { denyAsMissing } from '#core/policies/decisions'
import { PRODUCT_IMAGE_MESSAGES as M } from '#stores/rules/product_image_rules'

/** The store `user` works for as its vendor (owner with isVendor) or adviser, if any. */
export async function imageStoreOf(user: User) {
  const context = await actingStore(user)
  if (!context || !(user.isVendor || context.adviser)) return null
  return context.store
}

/**
 * A store's product images (doc 1 §1 "Stores … manage products and product images", §4, §6):
 *
 * - `manageOwn` (register a photo, look the store's photos up by reference): a vendor or an
 *   adviser of an active store, for that store. Product images are a store feature of doc 1, so
 *   the GO module is not needed. Anybody else (a buyer, staff without a store) 403.
 * - `edit` (change, delete): the store's own vendor or adviser, except a catalogue-owned image
 *   ("Only admins may edit catalogue-owned images"): 403 with the catalogue text. Admins
 *   (isAdmin) may edit any image. Another store's image, for anybody else, is as if it did not
 *   exist (404).
 * - `manageStore` (the page 'Fotos de productos' of a store, /tienda/{storeUrl}/fotos): the
 *   store's owner (a vendor) or one of its active advisers; anybody else, staff included, 404
 *   as if the store had no such page.
 */
export default class ProductImagePolicy extends BasePolicy {
  async manageOwn(user: User): Promise<AuthorizerResponse> {
    if (await imageStoreOf(user)) return true
    return AuthorizationResponse.deny(M.vendorsOnly, 403)
  }

  async manageStore(user: User, store: Store): Promise<AuthorizerResponse> {
    const acting = await imageStoreOf(user)
    return acting?.id === store.id ? true : denyAsMissing()
  }

  async edit(user: User, image: ProductImage): Promise<AuthorizerResponse> {
    if (user.isAdmin) return true
    const store = await imageStoreOf(user)
    if (!store || store.id !== image.storeId) return denyAsMissing()
    if (image.belongsToCatalog) return AuthorizationResponse.deny(M.catalogReadOnly, 403)
    return true
  }
}

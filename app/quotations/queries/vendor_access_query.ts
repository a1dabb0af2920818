import { inject } from '@adonisjs/core'
import type User from '#users/models/user'
import Store from '#stores/models/store'
import type StoreAdviser from '#stores/models/store_adviser'
import VendorContextQuery from '#stores/queries/vendor_context_query'
import type { ScopeContext } from '#quotations/queries/vendor_request_scopes'
import { BusinessError } from '#core/errors'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'

/**
 * Whose seller-side lists a caller reads, and what they may do (doc 2 §6, doc 3 §6):
 *
 * - `vendor`: the owner or an active adviser of a store with the GO module (VendorContextQuery).
 *   Always their own store: asking for another store is a 403.
 * - `staff`: a core admin or a module manager. Read-only (never triage) and without the
 *   opportunity counters; may read one store's lists (`storeId`) or, without it, the whole
 *   platform.
 * - anybody else (a buyer, a vendor whose store lacks the GO module) is refused with a 403.
 */
export interface VendorScope extends ScopeContext {
  /** The store's owner: the store never quotes its own owner's purchases. */
  ownerId: number
}

export interface VendorAccess {
  kind: 'vendor' | 'staff'
  user: User
  /** Null only for staff reading the whole platform. */
  store: Store | null
  /** The caller's adviser record when they advise the store (storeByAdviser). */
  adviser: StoreAdviser | null
  /** The store's view for the vendor scopes; null for staff reading the whole platform. */
  scope: VendorScope | null
  readOnly: boolean
}

export const isStaff = (user: User) => user.isAdmin || user.manageGoModule

export function scopeOf(store: Store, userId: number): VendorScope {
  return { storeId: store.id, userId, countryCode: store.countryCode, ownerId: store.userId }
}

@inject()
export default class VendorAccessQuery {
  constructor(private vendors: VendorContextQuery) {}

  /**
   * The caller's access; `storeId` is the store whose lists are asked for (optional: a vendor's
   * own store by default, the whole platform for staff).
   */
  async handle(user: User, storeId?: number | null): Promise<VendorAccess> {
    if (isStaff(user)) {
      if (storeId === undefined || storeId === null) {
        return { kind: 'staff', user, store: null, adviser: null, scope: null, readOnly: true }
      }
      const store = await Store.find(storeId)
      if (!store) throw new BusinessError(M.storeNotFound, 404)
      return {
        kind: 'staff',
        user,
        store,
        adviser: null,
        // The store's view as its owner sees it.
        scope: scopeOf(store, store.userId),
        readOnly: true,
      }
    }
    const context = await this.vendors.handle(user)
    if (!context) throw new BusinessError(M.notVendor, 403)
    if (!context.canQuote) throw new BusinessError(M.moduleInactive, 403)
    if (storeId !== undefined && storeId !== null && storeId !== context.store.id) {
      throw new BusinessError(M.notYourStore, 403)
    }
    return {
      kind: 'vendor',
      user,
      store: context.store,
      adviser: context.adviser,
      scope: scopeOf(context.store, user.id),
      readOnly: false,
    }
  }
}

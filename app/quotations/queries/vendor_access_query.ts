import { inject } from '@adonisjs/core'
import type User from '#users/models/user'
import Store from '#stores/models/store'
import type StoreAdviser from '#stores/models/store_adviser'
import { actingStore } from '#stores/policies/acting_store'
import { storePeopleColumn, storePeopleIds } from '#stores/queries/store_people_query'
import SellerAreaPolicy from '#quotations/policies/seller_area_policy'
import type { ScopeContext } from '#quotations/queries/vendor_request_scopes'
import { actAsAdmin } from '#core/policies/abilities'
import { allowed, orFail } from '#core/policies/decisions'
import { BusinessError } from '#core/errors'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'

/**
 * Whose seller-side lists a caller reads, once SellerAreaPolicy.readLists allowed it (doc 2 §6,
 * doc 3 §6; its refusals are answered as they are: a buyer, a vendor whose store lacks the GO
 * module, another store's id — 403):
 *
 * - `vendor`: the owner or an active adviser of a store with the GO module. Always their own
 *   store.
 * - `staff` (a core admin or a module manager): read-only (never triage) and without the
 *   opportunity counters; may read one store's lists (`storeId`, 404 when it does not exist) or,
 *   without it, the whole platform.
 */
export interface VendorScope extends ScopeContext {
  /**
   * Everybody acting for the store, owner and active advisers (storePeopleIds, read with the
   * store): the store never quotes their requests. Null when the store was read without them.
   */
  peopleIds: number[] | null
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

export function scopeOf(store: Store, userId: number): VendorScope {
  return {
    storeId: store.id,
    userId,
    countryCode: store.countryCode,
    peopleIds: storePeopleIds(store),
  }
}

@inject()
export default class VendorAccessQuery {
  constructor(private policy: SellerAreaPolicy) {}

  /**
   * The caller's access; `storeId` is the store whose lists are asked for (optional: a vendor's
   * own store by default, the whole platform for staff).
   */
  async handle(user: User, storeId?: number | null): Promise<VendorAccess> {
    await orFail(this.policy.readLists(user, storeId))
    if (await allowed(actAsAdmin.execute(user))) {
      if (storeId === undefined || storeId === null) {
        return { kind: 'staff', user, store: null, adviser: null, scope: null, readOnly: true }
      }
      const store = await Store.query()
        .where('id', storeId)
        .select('stores.*', storePeopleColumn())
        .first()
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
    const context = (await actingStore(user))!
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

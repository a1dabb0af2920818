import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import type NpsRating from '#quotations/models/nps_rating'
import { salesAccess } from '#orders/queries/sales_access_query'
import { storePersonQuery } from '#stores/queries/store_people_query'
import { denyAsMissing } from '#core/policies/decisions'
import { NPS_MESSAGES as M } from '#reports/rules/nps_messages'

const deny = (message: string, status = 403) => AuthorizationResponse.deny(message, status)

/**
 * Who rates, reads and deletes satisfaction ratings (issue 22 item 2; doc 2 §7 "Reports and
 * notifications", /api/businessIntelligence/NPSRating), one ability per rule:
 *
 * - `rate` (POST …/NPSRating): the buyer of the order only — anybody else as if the order did
 *   not exist (404), staff included (they do not buy). A buyer who acts for the order's store
 *   (owner or active adviser: the one same-store rule, storePersonQuery) is refused 403: a store
 *   never rates itself. Whether the order was delivered and is not rated yet is the action's
 *   (409 / 422, decided under the order's lock).
 * - `viewStore` (GET …/NPSRating, …/detailedRecords): staff (core admin or module manager) any
 *   store or all of them; a store's owner and active advisers their own store only — another
 *   store's ratings 404; a plain buyer 403.
 * - `delete` (DELETE …/NPSRating/{id}): staff only. The rated store's people 403 (they see the
 *   rating, they may not remove it); anybody else 404.
 */
export default class NpsRatingPolicy extends BasePolicy {
  async rate(user: User, order: Pick<CartShoppingHeader, 'userId' | 'storeId'>) {
    if (order.userId !== user.id) return denyAsMissing()
    const own = await storePersonQuery(order.storeId, user.id).select('sp.id').first()
    return own ? deny(M.ownStore) : true
  }

  /** `storeId`: the store asked about; null for every store (staff only). */
  async viewStore(user: User, storeId: number | null): Promise<AuthorizerResponse> {
    const access = await salesAccess(user)
    if (access?.kind === 'staff') return true
    if (access?.kind === 'store') {
      return storeId === null || storeId === access.storeId ? true : denyAsMissing()
    }
    return deny(M.forStoresAndStaff)
  }

  async delete(user: User, rating: Pick<NpsRating, 'storeId'>): Promise<AuthorizerResponse> {
    const access = await salesAccess(user)
    if (access?.kind === 'staff') return true
    if (access?.kind === 'store' && access.storeId === rating.storeId) {
      return deny(M.onlyStaffDeletes)
    }
    return denyAsMissing()
  }
}

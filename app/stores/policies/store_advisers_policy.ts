import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import { denyAsMissing } from '#core/policies/decisions'
import { storePersonQuery } from '#stores/queries/store_people_query'
import { ADVISER_MESSAGES as M } from '#stores/rules/adviser_rules'

/**
 * The Asesores section of a store (issue 20: "Only the owner edits; advisers read"):
 * - `view` (the lists): the store's owner or one of its active advisers (storePersonQuery, the
 *   one statement of "acts for a store");
 * - `manage` (invite, re-send, cancel, deactivate, reactivate): the owner only; an adviser is
 *   told 403 with the reason.
 * Anybody else — another store's people, a buyer, staff — is answered as if the store did not
 * exist (404).
 */
export default class StoreAdvisersPolicy extends BasePolicy {
  async view(user: User, store: Store): Promise<AuthorizerResponse> {
    if (store.userId === user.id) return true
    const person = await storePersonQuery(store.id, user.id).select('sp.id').first()
    return person ? true : denyAsMissing()
  }

  async manage(user: User, store: Store): Promise<AuthorizerResponse> {
    if (store.userId === user.id) return true
    const person = await storePersonQuery(store.id, user.id).select('sp.id').first()
    return person ? AuthorizationResponse.deny(M.ownerOnly, 403) : denyAsMissing()
  }
}

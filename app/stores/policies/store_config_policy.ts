import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import { denyAsMissing } from '#core/policies/decisions'
import { STORE_CONFIG_MESSAGES as M } from '#stores/rules/store_config_rules'
import { STORE_API_TOKEN_MESSAGES } from '#stores/rules/store_api_token_rules'

/**
 * The store configuration page (issue 20 item 3: "Only the owner edits; advisers read"):
 *
 * - `view`: the store's owner, or one of its active advisers. Anybody else — another store's
 *   owner, a buyer, staff — is answered as if the store did not exist (404): staff manage
 *   stores from the staff section, not from a store's own settings.
 * - `edit`: the owner only. An adviser, who may read the page, 403 with the Spanish reason;
 *   anybody else 404.
 * - `manageApiToken` (Integraciones: generate, rotate, revoke the store's integration token):
 *   the owner only, as `edit`, with its own reason for an adviser (403). Staff who do not own
 *   the store get 404: they never hold a store's token.
 */
export default class StoreConfigPolicy extends BasePolicy {
  view(user: User, store: Store): Promise<AuthorizerResponse> {
    return ownerOrAdviser(user, store, null)
  }

  edit(user: User, store: Store): Promise<AuthorizerResponse> {
    return ownerOrAdviser(user, store, M.ownerOnly)
  }

  manageApiToken(user: User, store: Store): Promise<AuthorizerResponse> {
    return ownerOrAdviser(user, store, STORE_API_TOKEN_MESSAGES.ownerOnly)
  }
}

/**
 * The rule of every part of a store's own settings: the owner may; an active adviser may read
 * (`adviserRefusal` null) or is refused with that Spanish reason (403); anybody else is answered
 * as if the store did not exist (404). Also the webhooks' policy (app/integrations).
 */
export async function ownerOrAdviser(
  user: User,
  store: Store,
  adviserRefusal: string | null
): Promise<AuthorizerResponse> {
  if (store.userId === user.id) return true
  if (await isAdviser(user, store)) {
    return adviserRefusal === null ? true : AuthorizationResponse.deny(adviserRefusal, 403)
  }
  return denyAsMissing()
}

async function isAdviser(user: User, store: Store) {
  const adviser = await StoreAdviser.query()
    .where('store_id', store.id)
    .where('user_id', user.id)
    .where('is_active', true)
    .first()
  return Boolean(adviser)
}

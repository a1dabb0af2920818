import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import { ownerOrAdviser } from '#stores/policies/store_config_policy'
import { WEBHOOK_MESSAGES as M } from '#integrations/rules/webhook_rules'

/**
 * A store's webhooks (Integraciones, issue 24 item 4), as the configuration page
 * (StoreConfigPolicy):
 * - `view` (the list and the delivery log): the store's owner or one of its active advisers;
 *   anybody else — another store's owner, a buyer, staff — 404, as if the store did not exist.
 * - `manage` (create, edit, delete, rotate, resume, resend, test): the owner only; an adviser
 *   403 with the Spanish reason; anybody else 404.
 */
export default class WebhookPolicy extends BasePolicy {
  view(user: User, store: Store): Promise<AuthorizerResponse> {
    return ownerOrAdviser(user, store, null)
  }

  manage(user: User, store: Store): Promise<AuthorizerResponse> {
    return ownerOrAdviser(user, store, M.ownerOnly)
  }
}

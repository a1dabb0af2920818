import { inject } from '@adonisjs/core'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import VendorContextQuery from '#stores/queries/vendor_context_query'

/**
 * Who may listen to the live push of Pendientes (start/transmit.ts, rules/pending_channels.ts).
 * Guests never (Bouncer refuses them before these run).
 *
 * - A store's channel: the people whose Pendientes is that store's — the user acts for the store
 *   (its owner, or an active adviser of an active store; VendorContextQuery) and may quote (GO
 *   module). Buyers, staff, people of another store, inactive advisers and stores without the
 *   module are refused. What the store's Pendientes shows does not depend on who of its people
 *   looks, except that nobody quotes their own request: that case never uses the store channel.
 * - A vendor's own channel: only that vendor.
 */
@inject()
export default class PendingChannelPolicy extends BasePolicy {
  constructor(private vendors: VendorContextQuery) {
    super()
  }

  async listenToStore(user: User, storeId: number): Promise<AuthorizerResponse> {
    const context = await this.vendors.handle(user)
    return context !== null && context.canQuote && context.store.id === storeId
  }

  listenToOwn(user: User, userId: number): AuthorizerResponse {
    return user.id === userId
  }
}

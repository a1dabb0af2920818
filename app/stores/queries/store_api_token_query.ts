import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#users/models/user'
import type Store from '#stores/models/store'
import {
  storeTokenAbilitiesColumn,
  type StoreApiTokenState,
} from '#stores/rules/store_api_token_rules'

const toIso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString()

/**
 * The store's integration token rows (store_api_token_rules.ts): the access tokens whose
 * abilities are exactly `['store:<id>']` (the default token; issue 24's named tokens with scopes:
 * `allOfStore`). `ofStore` takes them whoever owns them (a rotation or
 * a revocation removes them all, even one minted by a former owner); `state` reads the current
 * owner's, never the hash.
 */
export default class StoreApiTokenQuery {
  ofStore(storeId: number, client: QueryClientContract = db.connection()) {
    return client
      .from(User.accessTokens.tokensTable)
      .where('type', User.accessTokens.tokenType)
      .where('abilities', storeTokenAbilitiesColumn(storeId))
  }

  /**
   * Every integration token of the store (issue 24: named tokens with scopes as well as the
   * default one): abilities `["store:<id>"]` or `["store:<id>",<scopes>…]` (store first, as
   * users/rules/token_scopes.ts writes them).
   */
  allOfStore(storeId: number, client: QueryClientContract = db.connection()) {
    return client
      .from(User.accessTokens.tokensTable)
      .where('type', User.accessTokens.tokenType)
      .where((query) =>
        query
          .where('abilities', storeTokenAbilitiesColumn(storeId))
          .orWhere('abilities', 'like', `["store:${storeId}",%`)
      )
  }

  async state(store: Store): Promise<StoreApiTokenState> {
    const row = await this.ofStore(store.id)
      .where('tokenable_id', store.userId)
      .orderBy('id', 'desc')
      .select('created_at', 'last_used_at', 'expires_at')
      .first()
    if (!row) return null
    return {
      createdAt: toIso(row.created_at)!,
      lastUsedAt: toIso(row.last_used_at),
      expiresAt: toIso(row.expires_at),
    }
  }
}

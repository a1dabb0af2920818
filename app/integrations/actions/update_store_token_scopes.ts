import { inject } from '@adonisjs/core'
import type Store from '#stores/models/store'
import { missingRecord } from '#core/policies/decisions'
import { storeTokenAbilitiesFor, type TokenScope } from '#users/rules/token_scopes'
import StoreTokensQuery, { storeTokenView } from '#integrations/queries/store_tokens_query'

/**
 * Changes a token's scopes (at least one): its abilities become `['store:<id>', …scopes]`, which
 * the next call it makes already obeys (the guard reads the row on every call). The default
 * token given explicit scopes becomes a named token. 404 for a token that is not the store's.
 */
@inject()
export default class UpdateStoreTokenScopes {
  constructor(private tokens: StoreTokensQuery) {}

  async handle(store: Store, tokenId: number, scopes: TokenScope[]) {
    const updated = await this.tokens
      .tokens(store)
      .where('id', tokenId)
      .update({
        abilities: JSON.stringify(storeTokenAbilitiesFor(store.id, scopes)),
        updated_at: new Date(),
      })
    if (Number(updated) === 0) throw missingRecord()
    return storeTokenView((await this.tokens.find(store, tokenId))!)
  }
}

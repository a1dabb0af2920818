import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import type Store from '#stores/models/store'
import { BusinessError } from '#core/errors'
import { storeTokenAbilitiesFor, type TokenScope } from '#users/rules/token_scopes'
import { MAX_STORE_TOKENS, STORE_API_TOKEN_MESSAGES } from '#stores/rules/store_api_token_rules'
import StoreTokensQuery from '#integrations/queries/store_tokens_query'
import { consumeGeneration, lockStoreWithOwner } from '#integrations/actions/store_token_lock'

/**
 * Creates a named store token with its scopes (store_token_rules.ts): an access token of the
 * store's owner, abilities `['store:<id>', …scopes]`. 422 once the store holds MAX_STORE_TOKENS.
 * Answers the token with its plain value (only here).
 */
@inject()
export default class CreateStoreToken {
  constructor(private tokens: StoreTokensQuery) {}

  async handle(store: Store, input: { name: string; scopes: TokenScope[] }) {
    await consumeGeneration(store)
    return db.transaction(async (trx) => {
      const { locked, owner } = await lockStoreWithOwner(store, trx)
      const [{ total }] = await this.tokens.tokens(locked, trx).count('* as total')
      if (Number(total) >= MAX_STORE_TOKENS) {
        throw new BusinessError(STORE_API_TOKEN_MESSAGES.tooMany, 422)
      }
      return User.accessTokens.createWithin(
        trx,
        owner,
        storeTokenAbilitiesFor(locked.id, input.scopes),
        { name: input.name }
      )
    })
  }
}

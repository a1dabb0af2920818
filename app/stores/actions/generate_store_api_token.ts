import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import User from '#users/models/user'
import Store from '#stores/models/store'
import { missingRecord } from '#core/policies/decisions'
import { BusinessError } from '#core/errors'
import StoreApiTokenQuery from '#stores/queries/store_api_token_query'
import {
  MAX_STORE_TOKENS,
  STORE_API_TOKEN_MESSAGES as M,
  STORE_TOKEN_GENERATIONS_PER_HOUR,
  storeTokenAbilities,
  storeTokenName,
} from '#stores/rules/store_api_token_rules'

/**
 * Creates the store's integration token, or rotates it (store_api_token_rules.ts): in one
 * transaction, with the store's row locked so two presses never leave two tokens, the store's
 * previous token(s) are deleted and a new access token of the owner is created. The old value
 * stops working at once. Answers the token with its plain value, which exists only in this
 * answer (the table keeps its hash). At most STORE_TOKEN_GENERATIONS_PER_HOUR per store (429).
 * Issue 24: this is the store's default token (abilities `['store:<id>']`: every scope, see
 * users/rules/token_scopes.ts); the store's named tokens are left alone, and a new default token
 * is refused (422) when the store already holds MAX_STORE_TOKENS tokens.
 */
@inject()
export default class GenerateStoreApiToken {
  constructor(private tokens: StoreApiTokenQuery) {}

  async handle(store: Store) {
    await limiter
      .use({ requests: STORE_TOKEN_GENERATIONS_PER_HOUR, duration: '1 hour' })
      .consume(`store_api_token_${store.id}`)
    return db.transaction(async (trx) => {
      const locked = await Store.query({ client: trx })
        .where('id', store.id)
        .where('is_active', true)
        .forUpdate()
        .first()
      if (!locked) throw missingRecord()
      const owner = await User.findOrFail(locked.userId, { client: trx })
      const replaced = await this.tokens.ofStore(locked.id, trx).delete()
      if (Number(replaced) === 0) {
        const [{ total }] = await this.tokens.allOfStore(locked.id, trx).count('* as total')
        if (Number(total) >= MAX_STORE_TOKENS) throw new BusinessError(M.tooMany, 422)
      }
      const token = await User.accessTokens.createWithin(
        trx,
        owner,
        storeTokenAbilities(locked.id),
        { name: storeTokenName(locked.name) }
      )
      return { token, rotated: Number(replaced) > 0 }
    })
  }
}

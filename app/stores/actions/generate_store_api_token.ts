import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import User from '#users/models/user'
import Store from '#stores/models/store'
import { missingRecord } from '#core/policies/decisions'
import StoreApiTokenQuery from '#stores/queries/store_api_token_query'
import {
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

import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import type Store from '#stores/models/store'
import { missingRecord } from '#core/policies/decisions'
import StoreTokensQuery from '#integrations/queries/store_tokens_query'
import { consumeGeneration, lockStoreWithOwner } from '#integrations/actions/store_token_lock'

/**
 * Rotates one of the store's tokens: in one transaction its row is deleted (the old value answers
 * 401 at once) and a new token with the same name and abilities is created (a new id: the call
 * log keeps the old one's calls under its old id). 404 for a token that is not the store's.
 */
@inject()
export default class RotateStoreToken {
  constructor(private tokens: StoreTokensQuery) {}

  async handle(store: Store, tokenId: number) {
    await consumeGeneration(store)
    return db.transaction(async (trx) => {
      const { locked, owner } = await lockStoreWithOwner(store, trx)
      const row = await this.tokens.find(locked, tokenId, trx)
      if (!row) throw missingRecord()
      await this.tokens.tokens(locked, trx).where('id', tokenId).delete()
      const abilities =
        typeof row.abilities === 'string' ? JSON.parse(row.abilities) : row.abilities
      return User.accessTokens.createWithin(trx, owner, abilities, { name: row.name ?? undefined })
    })
  }
}

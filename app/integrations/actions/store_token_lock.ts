import limiter from '@adonisjs/limiter/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#users/models/user'
import Store from '#stores/models/store'
import { missingRecord } from '#core/policies/decisions'
import { STORE_TOKEN_GENERATIONS_PER_HOUR } from '#stores/rules/store_api_token_rules'

/**
 * What creating and rotating a store token share: the store's generation limit (the same key as
 * doc 1's generateNewApiToken: STORE_TOKEN_GENERATIONS_PER_HOUR values minted per store and hour,
 * 429 beyond), then, within the caller's transaction, the store's row locked (two presses never
 * pass the cap of 10 together) and its owner.
 */
export async function consumeGeneration(store: Store) {
  await limiter
    .use({ requests: STORE_TOKEN_GENERATIONS_PER_HOUR, duration: '1 hour' })
    .consume(`store_api_token_${store.id}`)
}

export async function lockStoreWithOwner(store: Store, trx: TransactionClientContract) {
  const locked = await Store.query({ client: trx })
    .where('id', store.id)
    .where('is_active', true)
    .forUpdate()
    .first()
  if (!locked) throw missingRecord()
  const owner = await User.findOrFail(locked.userId, { client: trx })
  return { locked, owner }
}

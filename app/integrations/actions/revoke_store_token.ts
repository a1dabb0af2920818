import { inject } from '@adonisjs/core'
import type Store from '#stores/models/store'
import { missingRecord } from '#core/policies/decisions'
import StoreTokensQuery from '#integrations/queries/store_tokens_query'

/** Revokes one of the store's tokens: its row is deleted (401 from then on); 404 if not the store's. */
@inject()
export default class RevokeStoreToken {
  constructor(private tokens: StoreTokensQuery) {}

  async handle(store: Store, tokenId: number) {
    const deleted = await this.tokens.tokens(store).where('id', tokenId).delete()
    if (Number(deleted) === 0) throw missingRecord()
  }
}

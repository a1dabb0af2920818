import { inject } from '@adonisjs/core'
import { BusinessError } from '#core/errors'
import type Store from '#stores/models/store'
import StoreApiTokenQuery from '#stores/queries/store_api_token_query'
import { STORE_API_TOKEN_MESSAGES as M } from '#stores/rules/store_api_token_rules'

/**
 * Revokes the store's integration token: its rows are deleted, so the value stops working at
 * once (the guard finds no row: 401). A store without a token answers 404 with the Spanish reason.
 */
@inject()
export default class RevokeStoreApiToken {
  constructor(private tokens: StoreApiTokenQuery) {}

  async handle(store: Store) {
    const deleted = await this.tokens.ofStore(store.id).delete()
    if (Number(deleted) === 0) throw new BusinessError(M.missing, 404)
  }
}

import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#users/models/user'
import type Store from '#stores/models/store'
import StoreApiTokenQuery from '#stores/queries/store_api_token_query'
import { readStoreToken } from '#users/rules/token_scopes'
import type { StoreTokenCallView, StoreTokenView } from '#integrations/rules/store_token_rules'

const toIso = (value: Date | string | number | null) =>
  value === null || value === undefined ? null : new Date(value).toISOString()

const TOKEN_COLUMNS = ['id', 'name', 'abilities', 'created_at', 'last_used_at', 'expires_at']

/** A token row as the section shows it (store_token_rules.ts), never its hash. */
export function storeTokenView(row: Record<string, any>): StoreTokenView {
  const abilities = typeof row.abilities === 'string' ? JSON.parse(row.abilities) : row.abilities
  const read = readStoreToken(abilities ?? [])
  return {
    id: Number(row.id),
    name: row.name ?? '',
    scopes: read?.scopes ?? [],
    isDefault: read?.isDefault ?? false,
    createdAt: toIso(row.created_at)!,
    lastUsedAt: toIso(row.last_used_at),
    expiresAt: toIso(row.expires_at),
  }
}

/**
 * The store's integration tokens (the owner's access tokens marked `store:<id>`, see
 * StoreApiTokenQuery.allOfStore) and their call log. Tokens a former owner minted are not the
 * store's any more (they answer 401, store_token_gate.ts) and are not listed.
 */
export default class StoreTokensQuery {
  #tokens = new StoreApiTokenQuery()

  /** The store's current tokens (query builder), optionally within a transaction. */
  tokens(store: Store, client: QueryClientContract = db.connection()) {
    return this.#tokens.allOfStore(store.id, client).where('tokenable_id', store.userId)
  }

  async list(store: Store): Promise<StoreTokenView[]> {
    const rows = await this.tokens(store).orderBy('id').select(TOKEN_COLUMNS)
    return rows.map(storeTokenView)
  }

  async find(store: Store, tokenId: number, client?: QueryClientContract) {
    return this.tokens(store, client).where('id', tokenId).select(TOKEN_COLUMNS).first()
  }

  /**
   * One page of the store's calls, newest first, optionally one token's: two queries whatever
   * the page holds (the count, and the rows with their token's name by a left join; a revoked
   * or rotated token's name is gone: null).
   */
  async calls(store: Store, page: number, pageSize: number, tokenId?: number) {
    const base = () => {
      const query = db.from('store_token_calls as c').where('c.store_id', store.id)
      if (tokenId !== undefined) query.where('c.token_id', tokenId)
      return query
    }
    const [counted, rows] = await Promise.all([
      base().count('* as total'),
      base()
        .leftJoin(`${User.accessTokens.tokensTable} as t`, 't.id', 'c.token_id')
        .orderBy('c.id', 'desc')
        .offset(page * pageSize)
        .limit(pageSize)
        .select('c.*', 't.name as token_name'),
    ])
    const data: StoreTokenCallView[] = rows.map((row) => ({
      id: Number(row.id),
      tokenId: Number(row.token_id),
      tokenName: row.token_name ?? null,
      method: row.method,
      routeName: row.route_name ?? null,
      path: row.path,
      status: Number(row.status),
      durationMs: Number(row.duration_ms),
      createdAt: toIso(row.created_at)!,
    }))
    return { data, count: Number(counted[0]?.total ?? 0) }
  }
}

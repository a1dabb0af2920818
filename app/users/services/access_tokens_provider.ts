import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  AccessToken,
  AccessTokensLucidUserProvider,
  DbAccessTokensProvider,
} from '@adonisjs/auth/access_tokens'
import type { LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import { mayAuthenticate } from '#users/services/session_user_provider'

/** Columns of the token's owner in the joined row: `__owner_<column>`. */
const OWNER = '__owner_'

/**
 * The owner read with each verified token, for the guard's next question (`findById`, see
 * OwnerReadWithTokenProvider): taken once, within a second.
 */
const ownersRead = new WeakMap<AccessToken, { owner: LucidRow; at: number }>()

/** The owner's row read with this token just now, once; null when it must be read again. */
export function takeOwnerReadWith(token: AccessToken) {
  const read = ownersRead.get(token)
  ownersRead.delete(token)
  return read && Date.now() - read.at < 1000 ? read.owner : null
}

/** `last_used_at` is kept to the minute: one write a minute per token, not one per call. */
export const LAST_USED_PRECISION_MS = 60_000

/**
 * The API tokens of `POST /api/auth/tokens`, as @adonisjs/auth's database provider keeps them,
 * with two differences in `verify`:
 * - the library writes `last_used_at` on every call, before it even checks the secret: a
 *   durable write per API call (the Pendientes list, the live pushes' reads…) and a forged
 *   secret could touch the row. Here the secret and the expiry are checked first, and the column
 *   is written only when the stored value is older than a minute.
 * - the token's row is read with its owner's row (one round trip instead of two: the guard's
 *   `findById` that follows takes the owner read here, see OwnerReadWithTokenProvider);
 * - the answer is otherwise the same: null for an unknown, expired or wrong token.
 */
export class MinuteAccessTokensProvider<
  TokenableModel extends LucidModel,
> extends DbAccessTokensProvider<TokenableModel> {
  static forModel<Model extends LucidModel>(
    model: ConstructorParameters<typeof DbAccessTokensProvider<Model>>[0]['tokenableModel'],
    options: Omit<
      ConstructorParameters<typeof DbAccessTokensProvider<Model>>[0],
      'tokenableModel'
    > = {}
  ) {
    return new MinuteAccessTokensProvider<Model>({ tokenableModel: model, ...options })
  }

  /** The tokens' table and type, for queries the library has no method for. */
  get tokensTable() {
    return this.table
  }

  get tokenType() {
    return this.type
  }

  /**
   * `create` within the caller's transaction (the library's own `create` always writes through
   * the default connection): the same row, hash and value. Used by the store's integration token,
   * whose rotation deletes the old token and creates the new one at once.
   */
  async createWithin(
    client: QueryClientContract,
    user: InstanceType<TokenableModel>,
    abilities: string[],
    options: { name?: string; expiresIn?: string | number } = {}
  ) {
    const transient = AccessToken.createTransientToken(
      user.$primaryKeyValue as number,
      this.tokenSecretLength,
      options.expiresIn ?? this.options.expiresIn
    )
    const now = new Date()
    const row = {
      tokenable_id: transient.userId,
      type: this.type,
      name: options.name ?? null,
      hash: transient.hash,
      abilities: JSON.stringify(abilities),
      created_at: now,
      updated_at: now,
      last_used_at: null,
      expires_at: transient.expiresAt ?? null,
    }
    const [inserted] = await client.table(this.table).insert(row).returning('id')
    const id = typeof inserted === 'object' && inserted !== null ? inserted.id : inserted
    return new AccessToken({
      identifier: id,
      tokenableId: row.tokenable_id as number,
      type: row.type,
      prefix: this.prefix,
      secret: transient.secret,
      name: row.name,
      hash: row.hash,
      abilities,
      createdAt: now,
      updatedAt: now,
      lastUsedAt: null,
      expiresAt: row.expires_at,
    })
  }

  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const db = await this.getDb()
    // the token with its owner's row, in one round trip (the guard asks for the owner next)
    const model = this.options.tokenableModel
    const ownerTable = model.table
    const columns = [...model.$columnsDefinitions.values()].map((column) => column.columnName)
    const joined = await db
      .query()
      .from(this.table)
      .leftJoin(ownerTable, `${ownerTable}.${model.primaryKey}`, `${this.table}.tokenable_id`)
      .where({ [`${this.table}.id`]: decoded.identifier, [`${this.table}.type`]: this.type })
      .select(`${this.table}.*`)
      .select(columns.map((column) => `${ownerTable}.${column} as ${OWNER}${column}`))
      .limit(1)
      .first()
    if (!joined) return null
    const row: Record<string, unknown> = {}
    const owner: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(joined)) {
      if (key.startsWith(OWNER)) owner[key.slice(OWNER.length)] = value
      else row[key] = value
    }

    const token = this.dbRowToAccessToken(row as never)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    if (owner[model.primaryKey] !== null && owner[model.primaryKey] !== undefined) {
      ownersRead.set(token, { owner: model.$createFromAdapterResult(owner)!, at: Date.now() })
    }

    const now = new Date()
    const last = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0
    if (now.getTime() - last >= LAST_USED_PRECISION_MS) {
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: now })
      token.lastUsedAt = now
    }
    return token
  }
}

/**
 * The API guard's user provider (config/auth.ts): the guard verifies the token, then asks for
 * its owner by id; the owner was read with the token (MinuteAccessTokensProvider.verify), so
 * that answer costs no query. Requests interleave between the two questions: an owner is kept
 * by id, taken once, for a second at most — any owner found was read for a valid token of that
 * same user a moment before — and otherwise read again as the library does. A blocked account
 * (`mayAuthenticate`, session_user_provider.ts) is never the owner found: its token answers 401.
 */
export class OwnerReadWithTokenProvider<
  TokenableProperty extends string,
  UserModel extends LucidTokenable<TokenableProperty>,
> extends AccessTokensLucidUserProvider<TokenableProperty, UserModel> {
  #owners = new Map<string, { owner: LucidRow; at: number }>()

  async verifyToken(tokenValue: Secret<string>) {
    const token = await super.verifyToken(tokenValue)
    const owner = token ? takeOwnerReadWith(token) : null
    if (token && owner) {
      const now = Date.now()
      // an owner the guard never asked for (an error in between) is dropped a second later
      if (this.#owners.size >= 1000) {
        for (const [key, read] of this.#owners) if (now - read.at >= 1000) this.#owners.delete(key)
      }
      this.#owners.set(String(token.tokenableId), { owner, at: now })
    }
    return token
  }

  async findById(identifier: string | number | BigInt) {
    const key = String(identifier)
    const read = this.#owners.get(key)
    this.#owners.delete(key)
    if (read && Date.now() - read.at < 1000) {
      if (!mayAuthenticate(read.owner)) return null
      return this.createUserForGuard(read.owner as InstanceType<UserModel>)
    }
    const found = await super.findById(identifier)
    return found && mayAuthenticate(found.getOriginal()) ? found : null
  }
}

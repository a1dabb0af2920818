import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'

/** `last_used_at` is kept to the minute: one write a minute per token, not one per call. */
export const LAST_USED_PRECISION_MS = 60_000

/**
 * The API tokens of `POST /api/auth/tokens`, as @adonisjs/auth's database provider keeps them,
 * with two differences in `verify`:
 * - the library writes `last_used_at` on every call, before it even checks the secret: a
 *   durable write per API call (the Pendientes list, the live pushes' reads…) and a forged
 *   secret could touch the row. Here the secret and the expiry are checked first, and the column
 *   is written only when the stored value is older than a minute.
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

  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const db = await this.getDb()
    const row = await db
      .query()
      .from(this.table)
      .where({ id: decoded.identifier, type: this.type })
      .limit(1)
      .first()
    if (!row) return null

    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null

    const now = new Date()
    const last = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0
    if (now.getTime() - last >= LAST_USED_PRECISION_MS) {
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: now })
      token.lastUsedAt = now
    }
    return token
  }
}

import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import EmailToken from '#users/models/email_token'
import type User from '#users/models/user'

type Purpose = 'reset_password' | 'verify_email'

const LIFETIME: Record<Purpose, { hours: number }> = {
  reset_password: { hours: 1 },
  verify_email: { hours: 24 * 7 },
}

const digest = (raw: string) => createHash('sha256').update(raw).digest('hex')

/**
 * Single-use tokens for e-mail links. Only the SHA-256 of the token is stored.
 */
export default class EmailTokens {
  async issue(user: User, purpose: Purpose) {
    const raw = randomBytes(32).toString('base64url')
    await EmailToken.create({
      userId: user.id,
      purpose,
      tokenHash: digest(raw),
      expiresAt: DateTime.now().plus(LIFETIME[purpose]),
    })
    return raw
  }

  /** The token's user when the token is valid; the token is spent. */
  async consume(raw: string, purpose: Purpose) {
    const token = await EmailToken.query()
      .where('token_hash', digest(raw))
      .where('purpose', purpose)
      .whereNull('used_at')
      .where('expires_at', '>', DateTime.now().toSQL({ includeOffset: false })!)
      .preload('user')
      .first()
    if (!token) return null
    token.usedAt = DateTime.now()
    await token.save()
    return token.user
  }
}

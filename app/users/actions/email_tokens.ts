import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import EmailToken from '#users/models/email_token'
import type User from '#users/models/user'

type Purpose = 'reset_password' | 'verify_email'

const LIFETIME: Record<Purpose, { hours: number }> = {
  reset_password: { hours: 1 },
  verify_email: { hours: 24 * 7 },
}

/** The SHA-256 (hex) a link's token is kept as. */
export const digest = (raw: string) => createHash('sha256').update(raw).digest('hex')

/** A new random link token (32 bytes, base64url) and the digest to keep of it. */
export function newLinkToken() {
  const raw = randomBytes(32).toString('base64url')
  return { raw, hash: digest(raw) }
}

/**
 * Single-use tokens for e-mail links. Only the SHA-256 of the token is stored.
 */
export default class EmailTokens {
  async issue(user: User, purpose: Purpose) {
    const { raw, hash } = newLinkToken()
    await EmailToken.create({
      userId: user.id,
      purpose,
      tokenHash: hash,
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

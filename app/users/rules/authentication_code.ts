import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'

/**
 * The rules of a WhatsApp code: 6 digits, stored as an HMAC (never in clear), single use,
 * valid for 10 minutes, at most 5 tries per code.
 */
export const CODE_LENGTH = 6
export const CODE_TTL_MINUTES = 10
export const CODE_MAX_ATTEMPTS = 5

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

export function hashCode(code: string, mobile: string, secret: string) {
  return createHmac('sha256', secret).update(`${mobile}:${code}`).digest('hex')
}

export function codeExpiry(now: DateTime = DateTime.now()) {
  return now.plus({ minutes: CODE_TTL_MINUTES })
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'used' | 'too_many_attempts'

export interface StoredCode {
  codeHash: string
  mobile: string
  attempts: number
  expiresAt: DateTime
  usedAt: DateTime | null
}

/**
 * Decides whether `code` opens `stored`. The caller counts the try (attempts + 1) whatever
 * the answer, before calling again.
 */
export function checkCode(
  stored: StoredCode,
  code: string,
  secret: string,
  now: DateTime = DateTime.now()
): CodeCheck {
  if (stored.usedAt) return 'used'
  if (stored.expiresAt <= now) return 'expired'
  if (stored.attempts >= CODE_MAX_ATTEMPTS) return 'too_many_attempts'
  if (!/^\d{6}$/.test(code)) return 'wrong'
  const expected = Buffer.from(stored.codeHash, 'hex')
  const given = Buffer.from(hashCode(code, stored.mobile, secret), 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'wrong'
}

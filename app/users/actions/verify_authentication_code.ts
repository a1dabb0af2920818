import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'
import { BusinessError } from '#core/errors'
import type { CountryCode } from '#core/country/country'
import AuthenticationCode, { type CodePurpose } from '#users/models/authentication_code'
import { checkCode } from '#users/rules/authentication_code'
import { AUTH_MESSAGES } from '#users/rules/messages'

export interface VerifyCodeInput {
  mobile: string
  countryCode: CountryCode
  code: string
  ip: string
  purpose: CodePurpose
}

/**
 * Checks a code against the number's latest code. Every try counts (5 per code); the code
 * is spent on success. Tries are also limited to 10 per number and 50 per IP every 10 minutes.
 * Failures carry `whatsappInputMessage`, which the login form shows as a warning.
 */
export default class VerifyAuthenticationCode {
  async handle(input: VerifyCodeInput) {
    await limiter.use({ requests: 50, duration: '10 mins' }).consume(`code_try_ip_${input.ip}`)
    await limiter
      .use({ requests: 10, duration: '10 mins' })
      .consume(`code_try_${input.countryCode}_${input.mobile}`)

    const fail = (message: string = AUTH_MESSAGES.wrongCode) =>
      new BusinessError(
        message,
        422,
        { whatsappInputMessage: `${message} ${AUTH_MESSAGES.wrongCodeHelp}` },
        'code'
      )

    /** The try is counted and committed before any refusal is thrown. */
    const { stored, verdict } = await db.transaction(async (trx) => {
      const code = await AuthenticationCode.query({ client: trx })
        .where('country_code', input.countryCode)
        .where('mobile', input.mobile)
        .where('purpose', input.purpose)
        .orderBy('id', 'desc')
        .forUpdate()
        .first()
      if (!code) return { stored: null, verdict: 'wrong' as const }

      const result = checkCode(code, input.code, env.get('APP_KEY').release())
      code.attempts += 1
      if (result === 'ok') code.usedAt = DateTime.now()
      await code.useTransaction(trx).save()
      return { stored: code, verdict: result }
    })

    if (verdict === 'too_many_attempts') throw fail(AUTH_MESSAGES.tooManyAttempts)
    if (verdict !== 'ok' || !stored) throw fail()
    return stored
  }
}

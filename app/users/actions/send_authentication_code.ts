import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'
import productConfig from '#config/product'
import { BusinessError } from '#core/errors'
import type { CountryCode } from '#core/country/country'
import { WhatsAppSender } from '#core/services/messaging/contracts'
import AuthenticationCode, { type CodePurpose } from '#users/models/authentication_code'
import User from '#users/models/user'
import {
  codeExpiry,
  CODE_TTL_MINUTES,
  generateCode,
  hashCode,
} from '#users/rules/authentication_code'
import { internationalMobile } from '#users/rules/mobile'
import { AUTH_MESSAGES } from '#users/rules/messages'

export interface SendCodeInput {
  mobile: string
  countryCode: CountryCode
  ip: string
  /** login: the number must belong to a user (else 404). verify: any number (wizard). */
  purpose: CodePurpose
}

/**
 * Sends a fresh 6-digit code by WhatsApp. Earlier unused codes of the number stop working.
 * At most 3 sends per number every 10 minutes and 20 per IP every hour.
 */
@inject()
export default class SendAuthenticationCode {
  constructor(private whatsApp: WhatsAppSender) {}

  async handle(input: SendCodeInput) {
    const user = await User.query()
      .where('country_code', input.countryCode)
      .where('mobile', input.mobile)
      .first()

    if (input.purpose === 'login' && !user) {
      throw new BusinessError(AUTH_MESSAGES.unknownNumber, 404, { mobile: input.mobile })
    }
    if (user?.isDeactivated) {
      throw new BusinessError(AUTH_MESSAGES.accountDeactivated, 403)
    }

    await limiter.use({ requests: 20, duration: '1 hour' }).consume(`code_send_ip_${input.ip}`)
    await limiter
      .use({ requests: 3, duration: '10 mins' })
      .consume(`code_send_${input.countryCode}_${input.mobile}`)

    const code = generateCode()
    const now = DateTime.now()
    await AuthenticationCode.query()
      .where('country_code', input.countryCode)
      .where('mobile', input.mobile)
      .where('purpose', input.purpose)
      .whereNull('used_at')
      .update({ used_at: now.toSQL({ includeOffset: false }) })

    const record = await AuthenticationCode.create({
      countryCode: input.countryCode,
      mobile: input.mobile,
      purpose: input.purpose,
      codeHash: hashCode(code, input.mobile, env.get('APP_KEY').release()),
      attempts: 0,
      userId: user?.id ?? null,
      ip: input.ip,
      expiresAt: codeExpiry(now),
    })

    const result = await this.whatsApp.send({
      to: internationalMobile(input.mobile, input.countryCode),
      body: `${code} es tu código de ${productConfig.name}. Vence en ${CODE_TTL_MINUTES} minutos. No lo compartas con nadie.`,
    })
    if (!result.delivered) {
      await record.delete()
      throw new BusinessError(AUTH_MESSAGES.noWhatsApp, 900, { mobile: input.mobile })
    }

    return { expiresAt: record.expiresAt, userExists: Boolean(user) }
  }
}

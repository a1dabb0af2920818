import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import { BusinessError } from '#core/errors'
import type { CountryCode } from '#core/country/country'
import User from '#users/models/user'
import VerifyAuthenticationCode from '#users/actions/verify_authentication_code'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * WhatsApp login, stage two: a right code returns the number's user, whose number is now
 * verified. The caller opens the session.
 */
@inject()
export default class LogInWithCode {
  constructor(private verifyCode: VerifyAuthenticationCode) {}

  async handle(input: { mobile: string; countryCode: CountryCode; code: string; ip: string }) {
    await this.verifyCode.handle({ ...input, purpose: 'login' })
    const user = await User.query()
      .where('country_code', input.countryCode)
      .where('mobile', input.mobile)
      .first()
    if (!user) throw new BusinessError(AUTH_MESSAGES.unknownNumber, 404, { mobile: input.mobile })
    if (user.isDeactivated) throw new BusinessError(AUTH_MESSAGES.accountDeactivated, 403)
    user.mobileVerified = true
    user.lastLoginAt = DateTime.now()
    await user.save()
    return user
  }
}

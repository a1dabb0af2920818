import { inject } from '@adonisjs/core'
import limiter from '@adonisjs/limiter/services/main'
import User from '#users/models/user'
import SendAccountEmail from '#users/actions/send_account_email'
import EmailTokens from '#users/actions/email_tokens'
import { BusinessError } from '#core/errors'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * Password recovery. Asking always answers the same, so nobody learns which e-mails have an
 * account; 3 requests per e-mail every 15 minutes.
 */
@inject()
export default class RecoverPassword {
  constructor(
    private accountEmail: SendAccountEmail,
    private tokens: EmailTokens
  ) {}

  async request(email: string) {
    await limiter.use({ requests: 3, duration: '15 mins' }).consume(`recovery_${email}`)
    const user = await User.findBy('email', email)
    if (user && !user.isDeactivated) {
      await this.accountEmail.passwordRecovery(user)
    }
  }

  /** Sets the new password; following the link also proves the e-mail is the user's. */
  async reset(token: string, password: string) {
    const user = await this.tokens.consume(token, 'reset_password')
    if (!user) throw new BusinessError(AUTH_MESSAGES.recoveryInvalid, 400, {}, 'token')
    user.password = password
    user.emailVerified = true
    await user.save()
    return user
  }

  async verifyEmail(token: string) {
    const user = await this.tokens.consume(token, 'verify_email')
    if (!user) return null
    user.emailVerified = true
    await user.save()
    return user
  }
}

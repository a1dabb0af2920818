import { inject } from '@adonisjs/core'
import limiter from '@adonisjs/limiter/services/main'
import User from '#users/models/user'
import SendAccountEmail from '#users/actions/send_account_email'
import EmailTokens from '#users/actions/email_tokens'
import { BusinessError } from '#core/errors'
import { checkSecret } from '#core/services/secret_attempts'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * Password recovery. Asking always answers the same, so nobody learns which e-mails have an
 * account; 3 requests per e-mail and 20 per client address every 15 minutes. The links' tokens
 * are secrets: wrong tokens are limited per address (app/core/services/secret_attempts.ts).
 */
@inject()
export default class RecoverPassword {
  constructor(
    private accountEmail: SendAccountEmail,
    private tokens: EmailTokens
  ) {}

  async request(email: string, ip: string) {
    await limiter.use({ requests: 20, duration: '15 mins' }).consume(`recovery_ip_${ip}`)
    await limiter
      .use({ requests: 3, duration: '15 mins' })
      .consume(`recovery_${email.trim().toLowerCase()}`)
    const user = await User.findBy('email', email)
    if (user && !user.isDeactivated) {
      await this.accountEmail.passwordRecovery(user)
    }
  }

  /** Sets the new password; following the link also proves the e-mail is the user's. */
  async reset(token: string, password: string, ip: string) {
    const user = await checkSecret('reset_token', { ip }, async () => {
      const owner = await this.tokens.consume(token, 'reset_password')
      if (!owner) throw new BusinessError(AUTH_MESSAGES.recoveryInvalid, 400, {}, 'token')
      return owner
    })
    user.password = password
    user.emailVerified = true
    await user.save()
    return user
  }

  /** null for a wrong or spent link (limited per address like any secret). */
  async verifyEmail(token: string, ip: string) {
    const user = await checkSecret('verify_email', { ip }, async () => {
      const owner = await this.tokens.consume(token, 'verify_email')
      if (!owner) throw new BusinessError(AUTH_MESSAGES.recoveryInvalid, 400, {}, 'token')
      return owner
    }).catch((error) => {
      if (error instanceof BusinessError) return null
      throw error
    })
    if (!user) return null
    user.emailVerified = true
    await user.save()
    return user
  }
}

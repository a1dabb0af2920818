import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import limiter from '@adonisjs/limiter/services/main'
import { errors as authErrors } from '@adonisjs/auth'
import { BusinessError } from '#core/errors'
import User from '#users/models/user'
import SendAccountEmail from '#users/actions/send_account_email'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * E-mail login. Wrong credentials answer on the `password` field; an e-mail not yet
 * verified answers on `verifyEmail` (a new link is sent). 10 tries per e-mail and IP
 * every 15 minutes.
 */
@inject()
export default class LogInWithPassword {
  constructor(private accountEmail: SendAccountEmail) {}

  async handle(input: { username: string; password: string; ip: string }) {
    const attempts = limiter.use({ requests: 10, duration: '15 mins', blockDuration: '15 mins' })
    const key = `login_${input.username}_${input.ip}`
    const [throttled, user] = await attempts.penalize(key, async () => {
      try {
        return await User.verifyCredentials(input.username, input.password)
      } catch (error) {
        if (error instanceof authErrors.E_INVALID_CREDENTIALS) {
          throw new BusinessError(AUTH_MESSAGES.badCredentials, 400, {}, 'password')
        }
        throw error
      }
    })
    if (throttled) throw throttled
    if (user.isDeactivated) {
      throw new BusinessError(AUTH_MESSAGES.accountDeactivated, 403, {}, 'username')
    }
    if (!user.emailVerified) {
      await this.accountEmail.verification(user)
      throw new BusinessError(
        AUTH_MESSAGES.verifyEmail,
        400,
        { title: AUTH_MESSAGES.verifyEmailTitle },
        'verifyEmail'
      )
    }
    user.lastLoginAt = DateTime.now()
    await user.save()
    return user
  }
}

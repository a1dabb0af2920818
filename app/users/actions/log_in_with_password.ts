import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import { errors as authErrors } from '@adonisjs/auth'
import { BusinessError } from '#core/errors'
import { checkSecret } from '#core/services/secret_attempts'
import User from '#users/models/user'
import SendAccountEmail from '#users/actions/send_account_email'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * E-mail login. Wrong credentials answer on the `password` field; an e-mail not yet
 * verified answers on `verifyEmail` (a new link is sent). Failed tries are limited per account
 * and per client address (app/core/services/secret_attempts.ts, scope 'password', shared with
 * the API token endpoint).
 */
@inject()
export default class LogInWithPassword {
  constructor(private accountEmail: SendAccountEmail) {}

  async handle(input: { username: string; password: string; ip: string }) {
    const user = await this.verifyPassword(input.username, input.password, input.ip)
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

  /** The account of an e-mail and password, under the 'password' limits. */
  verifyPassword(email: string, password: string, ip: string) {
    return checkSecret('password', { account: email, ip }, async () => {
      try {
        return await User.verifyCredentials(email, password)
      } catch (error) {
        if (error instanceof authErrors.E_INVALID_CREDENTIALS) {
          throw new BusinessError(AUTH_MESSAGES.badCredentials, 400, {}, 'password')
        }
        throw error
      }
    })
  }
}

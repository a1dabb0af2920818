import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#users/models/user'
import { BusinessError } from '#core/errors'
import { clientIp } from '#core/services/client_ip'
import LogInWithPassword from '#users/actions/log_in_with_password'
import { createTokenValidator } from '#users/validators/auth'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * Bearer tokens for the JSON API (store integrations): create with e-mail and password (limited
 * exactly like the e-mail login, sharing its budget), list and revoke one's own.
 */
export default class AccessTokensController {
  /** @summary Crea un token de acceso */
  @inject()
  async store({ request, response }: HttpContext, login: LogInWithPassword) {
    const data = await request.validateUsing(createTokenValidator)
    const user = await login.verifyPassword(data.email, data.password, clientIp(request))
    if (user.isDeactivated) throw new BusinessError(AUTH_MESSAGES.accountDeactivated, 403)
    const token = await User.accessTokens.create(user, ['*'], { name: data.name ?? 'api' })
    return response.created({
      data: {
        type: 'bearer',
        id: token.identifier,
        token: token.value!.release(),
        expiresAt: token.expiresAt?.toISOString() ?? null,
      },
    })
  }

  /** @summary Lista los tokens de acceso del usuario */
  async index({ auth }: HttpContext) {
    const tokens = await User.accessTokens.all(auth.getUserOrFail() as User)
    return {
      data: tokens.map((t) => ({
        id: t.identifier,
        name: t.name,
        lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
        expiresAt: t.expiresAt?.toISOString() ?? null,
      })),
    }
  }

  /**
   * Only the owner's tokens can be found, so another user's id answers 404.
   *
   * @summary Revoca un token de acceso
   */
  async destroy({ auth, params, response }: HttpContext) {
    const user = auth.getUserOrFail() as User
    const deleted = await User.accessTokens.delete(user, params.id)
    if (!deleted)
      return response.notFound({
        message: 'Not found',
        errors: [{ message: 'El token no existe' }],
      })
    return response.ok({ message: 'Token revocado' })
  }
}

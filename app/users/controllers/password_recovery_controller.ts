import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RecoverPassword from '#users/actions/recover_password'
import { clientIp } from '#core/services/client_ip'
import { passwordRecoveryValidator, resetPasswordValidator } from '#users/validators/auth'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * Password recovery by e-mail link, and e-mail verification links.
 */
export default class PasswordRecoveryController {
  @inject()
  async store({ request, response }: HttpContext, action: RecoverPassword) {
    const { email } = await request.validateUsing(passwordRecoveryValidator)
    await action.request(email, clientIp(request))
    return response.ok({ message: AUTH_MESSAGES.recoverySent })
  }

  async showReset({ inertia, params }: HttpContext) {
    return inertia.render('users/reset_password', { token: String(params.token) })
  }

  @inject()
  async reset({ request, response }: HttpContext, action: RecoverPassword) {
    const data = await request.validateUsing(resetPasswordValidator)
    await action.reset(data.token, data.password, clientIp(request))
    return response.ok({ message: AUTH_MESSAGES.passwordChanged })
  }

  @inject()
  async verifyEmail({ params, request, response, session }: HttpContext, action: RecoverPassword) {
    const user = await action.verifyEmail(String(params.token), clientIp(request))
    if (user) {
      session.flash('success', AUTH_MESSAGES.emailVerified)
    } else {
      session.flash('error', AUTH_MESSAGES.recoveryInvalid)
    }
    return response.redirect('/')
  }
}

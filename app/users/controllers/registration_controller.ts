import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { safeReturnUrl } from '#core/services/routes_helper'
import RegisterUser from '#users/actions/register_user'
import { registerValidator } from '#users/validators/auth'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * Registration page (the login form there hides 'Crea tu cuenta') and the sign-up call.
 * A new account is signed in straight away.
 */
export default class RegistrationController {
  async show({ inertia, request, auth, response }: HttpContext) {
    if (auth.user) return response.redirect('/')
    return inertia.render('users/register', {
      mobile: typeof request.input('mobile') === 'string' ? request.input('mobile') : null,
      urlreturn: safeReturnUrl(request.input('urlreturn'), '') || null,
    })
  }

  @inject()
  async store({ request, response, auth, country }: HttpContext, action: RegisterUser) {
    const data = await request.validateUsing(registerValidator, {
      meta: { countryCode: country.code },
    })
    const user = await action.handle({ ...data, countryCode: country.code })
    await auth.use('web').login(user)
    return response.created({
      message: AUTH_MESSAGES.registered,
      data: { id: user.id },
      urlreturn: safeReturnUrl(data.urlreturn, '') || null,
    })
  }
}

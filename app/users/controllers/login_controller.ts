import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { safeReturnUrl } from '#core/services/routes_helper'
import { clientIp } from '#core/services/client_ip'
import LogInWithCode from '#users/actions/log_in_with_code'
import LogInWithPassword from '#users/actions/log_in_with_password'
import { loginWithCodeValidator, loginWithPasswordValidator } from '#users/validators/auth'

/**
 * Login page and the two ways in: WhatsApp code and e-mail + password (doc 1 §4, §7).
 * Both answer JSON for the login form, which then follows `urlreturn` or reloads.
 */
export default class LoginController {
  async show({ inertia, request, auth, response }: HttpContext) {
    const urlreturn = safeReturnUrl(request.input('urlreturn'), '')
    if (auth.user) return response.redirect(urlreturn || '/')
    return inertia.render('users/login', { urlreturn: urlreturn || null })
  }

  @inject()
  async withPassword({ request, auth, response }: HttpContext, action: LogInWithPassword) {
    const data = await request.validateUsing(loginWithPasswordValidator)
    const user = await action.handle({ ...data, ip: clientIp(request) })
    await auth.use('web').login(user)
    return response.ok({
      data: { id: user.id },
      urlreturn: safeReturnUrl(data.urlreturn, '') || null,
    })
  }

  @inject()
  async withCode({ request, auth, response, country }: HttpContext, action: LogInWithCode) {
    const data = await request.validateUsing(loginWithCodeValidator, {
      meta: { countryCode: country.code },
    })
    const user = await action.handle({
      mobile: data.mobile_number,
      code: data.code,
      countryCode: country.code,
      ip: clientIp(request),
    })
    await auth.use('web').login(user)
    return response.ok({
      data: { id: user.id },
      urlreturn: safeReturnUrl(data.urlreturn, '') || null,
    })
  }
}

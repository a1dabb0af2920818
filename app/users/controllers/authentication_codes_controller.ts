import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SendAuthenticationCode from '#users/actions/send_authentication_code'
import { sendCodeValidator } from '#users/validators/auth'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * AuthenticationCode create (doc 1 §7): sends a WhatsApp code. `loginForm: true` asks for a
 * login code (the number must have an account: 404 otherwise); without it the code verifies
 * a number (request wizard). A number without WhatsApp answers status 900.
 */
export default class AuthenticationCodesController {
  @inject()
  async store({ request, response, country }: HttpContext, action: SendAuthenticationCode) {
    const data = await request.validateUsing(sendCodeValidator, {
      meta: { countryCode: country.code },
    })
    const result = await action.handle({
      mobile: data.mobile,
      countryCode: country.code,
      ip: request.ip(),
      purpose: data.loginForm === false ? 'verify' : 'login',
    })
    return response.created({
      message: AUTH_MESSAGES.codeSent,
      data: { mobile: data.mobile, expiresAt: result.expiresAt.toISO() },
    })
  }
}

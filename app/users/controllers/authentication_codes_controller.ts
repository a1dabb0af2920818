import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SendAuthenticationCode from '#users/actions/send_authentication_code'
import VerifyNumberAndAssignUser from '#users/actions/verify_number_and_assign_user'
import SessionUserQuery from '#users/queries/session_user_query'
import SessionUserTransformer from '#users/transformers/session_user_transformer'
import { apiSerializer } from '#core/services/api_serializer'
import { assignUserValidator, sendCodeValidator } from '#users/validators/auth'
import { AUTH_MESSAGES } from '#users/rules/messages'
import { clientIp } from '#core/services/client_ip'

/**
 * AuthenticationCode create (doc 1 §7): sends a WhatsApp code. `loginForm: true` asks for a
 * login code (the number must have an account: 404 otherwise); without it the code verifies
 * a number (request wizard). A number without WhatsApp answers status 900.
 */
export default class AuthenticationCodesController {
  /** @summary Envía un código de verificación */
  @inject()
  async store({ request, response, country }: HttpContext, action: SendAuthenticationCode) {
    const data = await request.validateUsing(sendCodeValidator, {
      meta: { countryCode: country.code },
    })
    const result = await action.handle({
      mobile: data.mobile,
      countryCode: country.code,
      ip: clientIp(request),
      purpose: data.loginForm === false ? 'verify' : 'login',
    })
    return response.created({
      message: AUTH_MESSAGES.codeSent,
      data: { mobile: data.mobile, expiresAt: result.expiresAt.toISO() },
    })
  }

  /**
   * validateCodeAndAssignUser: checks a verification code, creates or updates the number's
   * user (verified) with the contact data, and signs them in. Answers the session data.
   *
   * @summary Valida un código y asigna el usuario
   */
  @inject()
  async validateAndAssign(
    { request, auth, country }: HttpContext,
    action: VerifyNumberAndAssignUser,
    sessionQuery: SessionUserQuery
  ) {
    const data = await request.validateUsing(assignUserValidator, {
      meta: { countryCode: country.code },
    })
    const user = await action.handle({
      ...data,
      countryCode: country.code,
      ip: clientIp(request),
      currentUser: auth.user ?? null,
    })
    await auth.use('web').login(user)
    return apiSerializer.serialize(
      SessionUserTransformer.transform(await sessionQuery.handle(user))
    )
  }
}

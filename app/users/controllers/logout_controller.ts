import type { HttpContext } from '@adonisjs/core/http'

/**
 * closeSession: ends the session; the page then reloads (doc 1 §4).
 */
export default class LogoutController {
  async handle({ auth, response, session }: HttpContext) {
    await auth.use('web').logout()
    session.regenerate()
    return response.ok({ message: 'Sesión cerrada' })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Pages only for guests (login, registration): a signed-in user goes home.
 */
export default class GuestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.user) {
      return ctx.response.redirect('/')
    }
    return next()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { acceptsBearer } from '#core/services/routes_helper'

/**
 * Finds out who is calling without refusing anyone: a bearer token (API clients) or the
 * session. `ctx.auth.user` is set afterwards for every route.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const bearer = (ctx.request.header('authorization') ?? '').startsWith('Bearer ')
    if (bearer && acceptsBearer(ctx.request.url())) {
      await ctx.auth.authenticateUsing(['api']).catch(() => null)
    } else {
      await ctx.auth.check()
    }
    return next()
  }
}

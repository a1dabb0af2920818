import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { acceptsBearer } from '#core/services/routes_helper'
import { storeTokenGate } from '#users/services/store_token_gate'

/**
 * Finds out who is calling without refusing anyone: a bearer token (API clients) or the
 * session. `ctx.auth.user` is set afterwards for every route.
 *
 * The guards take no blocked account (config/auth.ts, users/services/session_user_provider.ts):
 * a session whose account was blocked meanwhile is a guest's from its next request on, and the
 * account's id is dropped from it here, so an unblocked account signs in again instead of finding
 * its old session alive.
 *
 * A store integration token (abilities `store:<id>`, issue 24 item 3) is checked right after the
 * 'api' guard authenticated it (storeTokenGate: its store, scopes, rate limit, call log, no staff
 * rights): here rather than in the `auth` middleware so that routes without it are covered too.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const bearer = (ctx.request.header('authorization') ?? '').startsWith('Bearer ')
    if (bearer && acceptsBearer(ctx.request.url())) {
      await ctx.auth.authenticateUsing(['api']).catch(() => null)
      if (ctx.auth.use('api').isAuthenticated && (await storeTokenGate(ctx))) return
    } else if (!(await ctx.auth.check())) {
      const key = ctx.auth.use('web').sessionKeyName
      if (ctx.session?.has(key)) ctx.session.forget(key)
    }
    return next()
  }
}

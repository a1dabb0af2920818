import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { urlWithPrefix } from '#core/services/routes_helper'

/**
 * Refuses guests. Pages send the guest to the login page (with the URL to come back to);
 * JSON callers get 401 with a Spanish message.
 *
 * A bearer token reaches here already authenticated by the silent-auth middleware, and a store
 * integration token already checked there (users/services/store_token_gate.ts: scopes, store,
 * rate limit, call log), so the 'api' guard needs nothing more here.
 */
export default class AuthMiddleware {
  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    const guards = options.guards ?? ['web']
    for (const guard of guards) {
      if (ctx.auth.use(guard).isAuthenticated) {
        return next()
      }
    }
    if (ctx.request.accepts(['html', 'json']) === 'json' || ctx.request.url().startsWith('/api/')) {
      return ctx.response.unauthorized({
        message: 'Debes iniciar sesión para continuar',
        errors: [{ message: 'Debes iniciar sesión para continuar' }],
      })
    }
    const back = encodeURIComponent(ctx.request.url(true))
    return ctx.response.redirect(`${urlWithPrefix('/users/page/login')}?urlreturn=${back}`)
  }
}

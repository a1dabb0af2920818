import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { csrfFactory } from '@adonisjs/shield/guards'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { isTokenOnlyCall } from '#core/services/routes_helper'
import { isDeadSessionBackgroundCall } from '#core/middleware/session_middleware'

type Guard = (ctx: HttpContext) => unknown

/**
 * The shield's CSRF check (config/shield.ts) on every routed request: it needs the session, so
 * it runs here, among the router's middleware. A token client's call (a bearer token and no
 * cookie: isTokenOnlyCall), which config/shield.ts already exempts from the check, also skips
 * making a CSRF token and its XSRF-TOKEN cookie, which it never sends back. The shield's header
 * A background read whose session is gone (isDeadSessionBackgroundCall: the browser signed in,
 * up or out while it was under way) gets no new secret either: it needs none, and the secret and
 * cookie would belong to the dead session. The shield's header
 * guards (CSP, X-Frame-Options, HSTS, nosniff) run for every answer in
 * security_headers_middleware.ts, a server middleware.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function isReadOnDeadSession(ctx: HttpContext) {
  return SAFE_METHODS.has(ctx.request.method()) && isDeadSessionBackgroundCall(ctx)
}

export default class ShieldMiddleware {
  /** The CSRF guard, made once (the library's middleware is made per request). */
  static #csrf: Promise<Guard> | null = null

  static #csrfGuard() {
    return (this.#csrf ??= (async () => {
      const config = app.config.get<ShieldConfig>('shield')
      const encryption = (await app.container.make('encryption')).use()
      const { default: edge } = await import('edge.js')
      return csrfFactory(config.csrf ?? {}, encryption, edge) as Guard
    })())
  }

  async handle(ctx: HttpContext, next: NextFn) {
    if (isTokenOnlyCall(ctx.request) || isReadOnDeadSession(ctx)) return next()
    await (
      await ShieldMiddleware.#csrfGuard()
    )(ctx)
    return next()
  }
}

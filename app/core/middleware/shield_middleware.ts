import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldsMiddleware from '@adonisjs/shield/shield_middleware'
import { cspFactory, frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { isTokenOnlyCall } from '#core/services/routes_helper'

/**
 * The shield (config/shield.ts) on every request; a token client's call (a bearer token and no
 * cookie: isTokenOnlyCall), which config/shield.ts already exempts from the CSRF check, also
 * skips making a CSRF token and its XSRF-TOKEN cookie, which it never sends back. Every other
 * guard (CSP, X-Frame-Options, HSTS, nosniff) applies to it as to any answer.
 */
export default class ShieldMiddleware {
  /** The guards a token call gets, made once (the library's middleware is made per request). */
  static #tokenCallGuards: ((ctx: HttpContext) => unknown)[] | null = null

  static #guardsForTokenCalls() {
    const config = app.config.get<ShieldConfig>('shield')
    return (this.#tokenCallGuards ??= [
      cspFactory(config.csp ?? {}),
      frameGuardFactory(config.xFrame ?? {}),
      hstsFactory(config.hsts ?? {}),
      noSniffFactory(config.contentTypeSniffing ?? {}),
    ])
  }

  async handle(ctx: HttpContext, next: NextFn) {
    if (!isTokenOnlyCall(ctx.request)) {
      const shield = await app.container.make(ShieldsMiddleware)
      return shield.handle(ctx, next)
    }
    for (const guard of ShieldMiddleware.#guardsForTokenCalls()) await guard(ctx)
    return next()
  }
}

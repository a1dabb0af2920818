import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { cspFactory, frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'
import type { ShieldConfig } from '@adonisjs/shield/types'

/**
 * The security headers on every answer: pages, API, error answers, URLs no route matches (the
 * 404 page), and the files the static and Vite middleware serve (`/assets/*`, `/favicon.svg`),
 * which never reach the router's middleware. This runs first among the server middleware (see
 * start/kernel.ts), so every answer gets, from config/shield.ts: the CSP with this answer's
 * nonce (shared with the views as `cspNonce`), X-Frame-Options, HSTS (in production) and
 * X-Content-Type-Options: nosniff; and, of its own, the referrer policy (the full URL never
 * leaves for other sites) and the browser features the app does not use turned off.
 * The router's shield_middleware.ts keeps only the CSRF check, which needs the session.
 */
export default class SecurityHeadersMiddleware {
  /** The shield's header guards, made once. */
  static #guards: ((ctx: HttpContext) => unknown)[] | null = null

  static #headerGuards() {
    const config = app.config.get<ShieldConfig>('shield')
    return (this.#guards ??= [
      cspFactory(config.csp ?? {}),
      frameGuardFactory(config.xFrame ?? {}),
      hstsFactory(config.hsts ?? {}),
      noSniffFactory(config.contentTypeSniffing ?? {}),
    ])
  }

  async handle(ctx: HttpContext, next: NextFn) {
    ctx.response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    ctx.response.header(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=()'
    )
    for (const guard of SecurityHeadersMiddleware.#headerGuards()) await guard(ctx)
    return next()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Headers the shield does not set, on every answer (pages, API, files): the full URL never
 * leaves for other sites (`strict-origin-when-cross-origin`), and the browser features the app
 * does not use stay off. (CSP, X-Frame-Options, X-Content-Type-Options and HSTS: config/shield.ts.)
 */
export default class SecurityHeadersMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    response.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    return next()
  }
}

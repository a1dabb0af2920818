import productConfig from '#config/product'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Development helpers (the outbox page) answer 404 in production.
 */
export default class DevOnlyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!productConfig.devOutboxEnabled) {
      return ctx.response.notFound('Página no encontrada')
    }
    return next()
  }
}

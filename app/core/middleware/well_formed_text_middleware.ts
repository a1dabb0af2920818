import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { BusinessError } from '#core/errors'

export const ILL_FORMED_TEXT = 'El texto enviado contiene caracteres no válidos.'

/** Depth-first: the first string (value or key) that is not well-formed UTF-16, if any. */
export function hasIllFormedText(value: unknown, depth = 0): boolean {
  if (depth > 32) return false
  if (typeof value === 'string') return !value.isWellFormed()
  if (Array.isArray(value)) return value.some((item) => hasIllFormedText(item, depth + 1))
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => !key.isWellFormed() || hasIllFormedText(item, depth + 1)
    )
  }
  return false
}

/**
 * Text with a lone UTF-16 surrogate ("\ud800" in a JSON string) cannot be stored or validated
 * (validator.js throws "URI malformed" on it): such a body, query string or route parameter is
 * refused here, once for every route, with a 400 and a clear Spanish message; nothing changes.
 */
export default class WellFormedTextMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (
      hasIllFormedText(ctx.request.all()) ||
      hasIllFormedText(ctx.params) ||
      hasIllFormedText(ctx.request.qs())
    ) {
      throw new BusinessError(ILL_FORMED_TEXT, 400)
    }
    return next()
  }
}

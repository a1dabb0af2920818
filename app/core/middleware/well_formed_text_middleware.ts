import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { BusinessError } from '#core/errors'

export const ILL_FORMED_TEXT = 'El texto enviado contiene caracteres no válidos.'

/**
 * Text that cannot be stored as sent: not well-formed UTF-16 (a lone surrogate), or holding a
 * null character (U+0000: the databases keep it, and readers written in C, such as the PDF
 * printer or the mail and log tools, cut the text there).
 */
export function isIllFormedText(text: string) {
  return !text.isWellFormed() || text.includes('\0')
}

/** Depth-first: whether a string (value or key) is ill-formed (isIllFormedText). */
export function hasIllFormedText(value: unknown, depth = 0): boolean {
  if (depth > 32) return false
  if (typeof value === 'string') return isIllFormedText(value)
  if (Array.isArray(value)) return value.some((item) => hasIllFormedText(item, depth + 1))
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => isIllFormedText(key) || hasIllFormedText(item, depth + 1)
    )
  }
  return false
}

/**
 * Text with a lone UTF-16 surrogate ("\ud800" in a JSON string) cannot be stored or validated
 * (validator.js throws "URI malformed" on it), and a null character ("\u0000", %00) would be
 * stored as it is: such a body (JSON, form or multipart fields), query string or route
 * parameter is refused here, once for every route, with a 400 and a clear Spanish message;
 * nothing changes.
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

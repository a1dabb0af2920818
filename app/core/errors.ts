/**
 * Shared Spanish texts of the error catalogue (doc 1 §8) and the exceptions that carry them.
 */
import { Exception } from '@adonisjs/core/exceptions'

export const GENERIC_ERROR = 'Ocurrío un error en la solicitud'

/** Error.stackTraceLimit while a BusinessError is built, restored right after (`untraced`). */
let stackTraceLimit = Error.stackTraceLimit

/** Options for `super()`, with the stack trace turned off until the constructor restores it. */
function untraced<T>(options: T): T {
  stackTraceLimit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  return options
}

/**
 * A business rule refused the request: answered with its status and Spanish message;
 * `data` travels along (e.g. the 404 "number unknown" answer of the WhatsApp login).
 *
 * It carries no stack trace: a refusal is an expected answer, never logged, and capturing the
 * stack (twice, with its async frames) was a visible part of a refused send's cost (the 409s of
 * bench/quotation_race.mjs).
 */
export class BusinessError extends Exception {
  constructor(
    message: string,
    status = 400,
    public data: Record<string, unknown> = {},
    public field?: string
  ) {
    super(message, untraced({ status, code: 'E_BUSINESS' }))
    Error.stackTraceLimit = stackTraceLimit
  }

  async handle(error: this, ctx: import('@adonisjs/core/http').HttpContext) {
    const body = {
      message: error.message,
      data: error.data,
      errors: [{ message: error.message, ...(error.field ? { field: error.field } : {}) }],
    }
    if (ctx.request.header('x-inertia')) {
      ctx.session.flash('error', error.message)
      if (error.field) ctx.session.flashErrors({ [error.field]: error.message })
      return ctx.response.redirect().back()
    }
    return ctx.response.status(error.status).send(body)
  }
}

import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as vineErrors } from '@vinejs/vine'
import { BusinessError, GENERIC_ERROR } from '#core/errors'

/**
 * One place turns failures into answers. JSON callers (the API and the pages' own fetches)
 * always get `{ message, errors: [{ field?, message }] }` in Spanish; pages get the
 * Inertia error pages.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction
  protected renderStatusPages = app.inProduction

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('errors/not_found', {}),
    '500..599': (_, { inertia }) => inertia.render('errors/server_error', {}),
  }

  private wantsJson(ctx: HttpContext) {
    return (
      ctx.request.url().startsWith('/api/') ||
      ctx.request.ajax() ||
      ctx.request.accepts(['html', 'json']) === 'json'
    )
  }

  async handle(error: any, ctx: HttpContext) {
    if (error instanceof BusinessError) {
      return error.handle(error, ctx)
    }
    if (this.wantsJson(ctx) && !ctx.request.header('x-inertia')) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) {
        const messages = error.messages as { field: string; message: string; rule: string }[]
        return ctx.response.status(422).send({
          message: messages[0]?.message ?? 'Revisa los datos ingresados',
          errors: messages.map((m) => ({ field: m.field, message: m.message, rule: m.rule })),
        })
      }
      if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
        return ctx.response.status(401).send({
          message: 'Debes iniciar sesión para continuar',
          errors: [{ message: 'Debes iniciar sesión para continuar' }],
        })
      }
      if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
        return ctx.response.status(403).send({
          message: 'No tienes permiso para realizar esta acción',
          errors: [{ message: 'No tienes permiso para realizar esta acción' }],
        })
      }
      if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
        const seconds = error.response.availableIn
        const message = `Has realizado demasiados intentos. Intenta de nuevo en ${seconds} segundos.`
        ctx.response.header('Retry-After', String(seconds))
        return ctx.response.status(429).send({ message, errors: [{ message }] })
      }
      if (error?.code === 'E_ROW_NOT_FOUND' || error?.status === 404) {
        return ctx.response.status(404).send({
          message: 'Not found',
          errors: [{ message: '¡ERROR! la transacción es inexistente.' }],
        })
      }
      if (typeof error?.status === 'number' && error.status < 500) {
        const message = error.message ?? GENERIC_ERROR
        return ctx.response.status(error.status).send({ message, errors: [{ message }] })
      }
      if (!this.debug) {
        return ctx.response
          .status(500)
          .send({ message: GENERIC_ERROR, errors: [{ message: GENERIC_ERROR }] })
      }
    }
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
      return ctx.inertia
        .render('errors/forbidden', {})
        .then((html) => ctx.response.status(403).send(html))
    }
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}

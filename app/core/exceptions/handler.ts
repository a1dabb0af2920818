import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as vineErrors } from '@vinejs/vine'
import { BusinessError, GENERIC_ERROR } from '#core/errors'
import { errors } from '@adonisjs/core/http'

const NOT_FOUND_MESSAGE = 'No encontramos lo que buscas.'

/**
 * An uploads URL Drive cannot serve (`/uploads/..%2F.env`: path traversal, control characters,
 * a missing file): the file does not exist as far as anyone outside is concerned, and the
 * answer never carries Drive's message (it names paths on the server).
 */
function isDriveKeyError(error: any) {
  return ['E_CANNOT_SERVE_FILE', 'E_PATH_TRAVERSAL_DETECTED', 'E_UNALLOWED_CHARACTERS'].includes(
    error?.code
  )
}

/**
 * The Inertia error page. A URL no route answers never went through the router's middleware,
 * so Inertia is started here (its shared props read the session and user defensively); when
 * even that fails, a plain Spanish page with a way back.
 */
async function renderErrorPage(ctx: HttpContext, component: string, status: number) {
  ctx.response.status(status)
  try {
    if (!ctx.inertia) {
      const { default: InertiaMiddleware } = await import('#core/middleware/inertia_middleware')
      await new InertiaMiddleware().init(ctx)
    }
    return await ctx.inertia.render(component as never, {})
  } catch {
    // the plain page below
  }
  const title = status === 404 ? 'Página no encontrada' : 'Ocurrió un error'
  const text =
    status === 404
      ? 'La página que buscas no existe o fue movida.'
      : 'Tuvimos un problema al procesar tu solicitud. Intenta de nuevo en unos minutos.'
  return ctx.response
    .header('Content-Type', 'text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;text-align:center;padding:80px 16px"><h1>${status}</h1><h2>${title}</h2><p>${text}</p><p><a href="/">Volver al inicio</a></p></body></html>`
    )
}

/**
 * One place turns failures into answers. JSON callers (the API and the pages' own fetches)
 * always get `{ message, errors: [{ field?, message }] }` in Spanish; pages get the
 * Inertia error pages.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction
  /**
   * Pages get the Spanish error pages in development too (never a stack trace): 404 with a way
   * back, 500 with no detail. The details stay in the log (report()).
   */
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, ctx) => renderErrorPage(ctx, 'errors/not_found', 404),
    '500..599': (_, ctx) => renderErrorPage(ctx, 'errors/server_error', 500),
  }

  private wantsJson(ctx: HttpContext) {
    return (
      ctx.request.url().startsWith('/api/') ||
      ctx.request.ajax() ||
      ctx.request.accepts(['html', 'json']) === 'json'
    )
  }

  async handle(error: any, ctx: HttpContext) {
    if (isDriveKeyError(error)) {
      error = new errors.E_ROUTE_NOT_FOUND(['GET', ctx.request.url()])
    }
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
      if (error?.code === 'E_REQUEST_ENTITY_TOO_LARGE') {
        // the bodyparser's own limit (config/bodyparser.ts), above every field's own limit
        const message = 'El archivo o los datos enviados superan el tamaño máximo permitido.'
        return ctx.response.status(413).send({ message, errors: [{ message }] })
      }
      if (error?.code === 'E_ROUTE_NOT_FOUND') {
        return ctx.response.status(404).send({
          message: 'Not found',
          errors: [{ message: NOT_FOUND_MESSAGE }],
        })
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
      // Never the error's own message: it may name code or SQL. The log has the details.
      return ctx.response
        .status(500)
        .send({ message: GENERIC_ERROR, errors: [{ message: GENERIC_ERROR }] })
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

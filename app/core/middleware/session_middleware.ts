import { configProvider, inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import SessionsMiddleware from '@adonisjs/session/session_middleware'
import type { ResolvedSessionConfig, SessionStoreContract } from '@adonisjs/session/types'
import { isTokenOnlyCall } from '#core/services/routes_helper'

/** A store that keeps nothing: the session of a token call lives as long as its request. */
const nothingKept = (): SessionStoreContract => ({
  read: () => null,
  write: () => {},
  destroy: () => {},
  touch: () => {},
})

/**
 * A page the browser shows: a navigation (it accepts HTML) or an Inertia visit. Everything else
 * — the live connection (`/__transmit/*`), `fetch` calls answered in JSON, the session check —
 * runs in the background of a page.
 */
function isPageVisit(request: HttpContext['request']) {
  return (
    Boolean(request.header('x-inertia')) || (request.header('accept') ?? '').includes('text/html')
  )
}

/**
 * Flash messages are for the next page the person sees. A background call that reads the
 * session took them before: the e-mail verification link set '¡Tu email fue verificado!' and
 * redirected home, but the previous page's live subscription, arriving in between, read the
 * session first and the toast never showed. A background call now puts them back at once (the
 * memory store hands out its own object, so this holds even when the call then fails) and keeps
 * them through its own commit, next to anything it flashes itself.
 */
function keepFlashForTheNextPage(ctx: HttpContext) {
  const session = ctx.session
  if (isPageVisit(ctx.request) || session.flashMessages.isEmpty) return
  session.put(session.flashKey, session.flashMessages.all())
  session.reflash()
}

let resolvedConfig: Promise<ResolvedSessionConfig | null> | null = null

/**
 * The session, as @adonisjs/session's middleware gives it, except for the calls of token
 * clients (a bearer token and no cookie: isTokenOnlyCall). Those used to get a new session on
 * every call — an id, a CSRF secret written to the store (a Redis key living two hours for each
 * API call in production) and two signed or encrypted cookies nobody sends back. Now they get a
 * session that lives in the request only: code that reads or flashes works as usual, nothing is
 * stored and no cookie is set.
 *
 * Background calls keep the flash messages for the next page (keepFlashForTheNextPage).
 */
@inject()
export default class SessionMiddleware {
  constructor(private sessions: SessionsMiddleware<any>) {}

  async handle(ctx: HttpContext, next: NextFn) {
    if (!isTokenOnlyCall(ctx.request)) {
      return this.sessions.handle(ctx, () => {
        keepFlashForTheNextPage(ctx)
        return next()
      })
    }
    resolvedConfig ??= configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    const config = await resolvedConfig
    ctx.session = new Session(config!, nothingKept, emitter, ctx)
    await ctx.session.initiate(false)
    return next()
  }
}

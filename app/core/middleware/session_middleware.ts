import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import '@adonisjs/session/session_middleware'
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

/**
 * A guest's background call that left the session as it found it sends no session cookie back.
 * Such a call may be answered after the person signed in or up in the same browser (a city
 * search typed just before 'Crear cuenta', answered after registerAjax): @adonisjs/session
 * touches the session id cookie on every answer, so the late answer put the guest's id back and
 * the next page was a guest's ('Debes iniciar sesión para continuar' right after signing up).
 * A guest session is kept alive by the pages the guest opens and by every call that changes it
 * (the CSRF secret, a verification code, signing in); a signed-in session is refreshed by every
 * call, background ones included (a vendor may work for hours on one page). A first call with no
 * session yet, a regenerated one or one with flash messages is committed as always.
 */
function leavesGuestSessionAlone(ctx: HttpContext) {
  const session = ctx.session
  return (
    !isPageVisit(ctx.request) &&
    !session.fresh &&
    !session.hasRegeneratedSession &&
    !session.hasBeenModified &&
    session.responseFlashMessages.isEmpty &&
    !session.has(SIGNED_IN_KEY)
  )
}

/**
 * Background calls that came with a session id whose data is gone (destroyed when that browser
 * signed in, up or out, or expired). The CSRF check makes no new secret for their reads
 * (shield_middleware.ts): a secret written under the dead id would be committed with it and its
 * XSRF-TOKEN would no longer match the browser's live session.
 */
const deadSessionCalls = new WeakSet<HttpContext>()

/** A background call whose session id found no data (deadSessionCalls). */
export function isDeadSessionBackgroundCall(ctx: HttpContext) {
  return deadSessionCalls.has(ctx)
}

/** Where the session guard keeps the signed-in user's id (config/auth.ts: the `web` guard). */
const SIGNED_IN_KEY = 'auth_web'

let resolvedConfig: Promise<ResolvedSessionConfig | null> | null = null

/**
 * The session, as @adonisjs/session's middleware gives it (its import also installs the
 * redirect and validation macros the package hangs on it), with two changes:
 * - the calls of token clients (a bearer token and no cookie: isTokenOnlyCall) used to get a
 *   new session on every call — an id, a CSRF secret written to the store (a Redis key living
 *   two hours for each API call in production) and two signed or encrypted cookies nobody sends
 *   back. Now they get a session that lives in the request only: code that reads or flashes
 *   works as usual, nothing is stored and no cookie is set;
 * - a guest's background call that changed nothing is not committed (leavesGuestSessionAlone),
 *   nor one whose session is gone (deadSessionCalls).
 *
 * Background calls keep the flash messages for the next page (keepFlashForTheNextPage).
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    resolvedConfig ??= configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    const config = (await resolvedConfig)!
    if (!config.enabled) return next()
    const tokenOnly = isTokenOnlyCall(ctx.request)
    const store = tokenOnly ? nothingKept : config.stores[config.store]
    ctx.session = new Session(config, store, emitter, ctx)
    await ctx.session.initiate(false)
    if (!tokenOnly && !isPageVisit(ctx.request) && !ctx.session.fresh && ctx.session.isEmpty) {
      deadSessionCalls.add(ctx)
    }
    if (!tokenOnly) keepFlashForTheNextPage(ctx)
    const response = await next()
    if (!tokenOnly && !leavesGuestSessionAlone(ctx)) await ctx.session.commit()
    return response
  }
}

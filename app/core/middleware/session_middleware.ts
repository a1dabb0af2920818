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

let resolvedConfig: Promise<ResolvedSessionConfig | null> | null = null

/**
 * The session, as @adonisjs/session's middleware gives it, except for the calls of token
 * clients (a bearer token and no cookie: isTokenOnlyCall). Those used to get a new session on
 * every call — an id, a CSRF secret written to the store (a Redis key living two hours for each
 * API call in production) and two signed or encrypted cookies nobody sends back. Now they get a
 * session that lives in the request only: code that reads or flashes works as usual, nothing is
 * stored and no cookie is set.
 */
@inject()
export default class SessionMiddleware {
  constructor(private sessions: SessionsMiddleware<any>) {}

  async handle(ctx: HttpContext, next: NextFn) {
    if (!isTokenOnlyCall(ctx.request)) return this.sessions.handle(ctx, next)
    resolvedConfig ??= configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    const config = await resolvedConfig
    ctx.session = new Session(config!, nothingKept, emitter, ctx)
    await ctx.session.initiate(false)
    return next()
  }
}

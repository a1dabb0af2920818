import { performance } from 'node:perf_hooks'
import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import type User from '#users/models/user'
import {
  readStoreToken,
  scopeForRoute,
  storeTokenQueryRefusal,
  TOKEN_SCOPE_MESSAGES as M,
} from '#users/rules/token_scopes'
import { markStoreTokenUser } from '#users/services/store_token_context'
import storeTokenCallLog from '#users/services/store_token_call_log'

/**
 * The staff rights a store token never carries: every flag that opens staff pages or staff
 * readings (StaffFlags, User.actsAsAdmin, the customer-data flags).
 */
const STAFF_FLAGS = [
  'isAdmin',
  'manageGoModule',
  'manageMessagesModule',
  'manageMessageDeletion',
  'manageInfractionsModule',
  'showCustomerData',
  'showCustomerDataMarketplace',
] as const

/**
 * Clears the user object's staff flags for this request only: the attribute and its "original"
 * value alike, so the flags are never dirty and a `save()` of this object (for any other column)
 * never writes them: the account keeps its rights for its sessions and personal tokens.
 */
export function withoutStaffRights(user: User) {
  for (const flag of STAFF_FLAGS) {
    user.$attributes[flag] = false
    user.$original[flag] = false
  }
}

const refuse = (ctx: HttpContext, status: number, message: string) =>
  ctx.response.status(status).send({ message, errors: [{ message }] })

/**
 * Whether the route's `auth` middleware takes the session only (no 'api' guard): no bearer
 * token is ever let in there, and the auth middleware answers such a call 401 as it answers a
 * personal token's; the scope table is not asked (a 403 would wrongly suggest a scope opens it).
 */
function sessionOnlyRoute(ctx: HttpContext) {
  for (const entry of ctx.route?.middleware.all() ?? []) {
    const named = entry as { name?: string; args?: { guards?: string[] } }
    if (named.name === 'auth') return !(named.args?.guards ?? ['web']).includes('api')
  }
  return false
}

export const STORE_TOKEN_GONE =
  'El token de integración ya no es válido: la tienda no existe o cambió de dueño.'

/**
 * What a store token may do (issue 24 item 3; the scope table: users/rules/token_scopes.ts),
 * decided once per request right after the 'api' guard authenticated a bearer token (the core's
 * silent-auth middleware calls it on every route that takes bearer tokens, so routes without
 * the `auth` middleware are covered too). Personal tokens (abilities `['*']`) pass untouched.
 * For a store token (abilities holding `store:<id>`):
 *
 * 1. the store must still exist, be active and be owned by the token's owner, or 401;
 * 2. the request acts for that store only (markStoreTokenUser: the acting store is the token's)
 *    and without any staff right (withoutStaffRights);
 * 3. the call is logged for the store after its answer left (store_token_call_log.ts), refused
 *    calls (403, 429) included;
 * 4. each token has its own rate limit (`store_tokens.callsPerMinute`, key per token id): 429 in
 *    Spanish with Retry-After;
 * 5. the route must be in ROUTE_SCOPES with a scope the token holds, or 403 naming it (and the
 *    request list must be asked for with a vendor scope: storeTokenQueryRefusal).
 *
 * Answers true when it already answered the request (the caller must not go on).
 */
export async function storeTokenGate(ctx: HttpContext): Promise<boolean> {
  const user = ctx.auth.use('api').user as (User & { currentAccessToken?: any }) | undefined
  const token = user?.currentAccessToken
  if (!user || !token) return false
  const read = readStoreToken((token.abilities ?? []) as string[])
  if (!read) return false

  const store = await db
    .from('stores')
    .where('id', read.storeId)
    .where('user_id', user.id)
    .where('is_active', true)
    .select('id')
    .first()
  if (!store) {
    refuse(ctx, 401, STORE_TOKEN_GONE)
    return true
  }

  const tokenId = Number(token.identifier)
  withoutStaffRights(user)
  markStoreTokenUser(user, { storeId: read.storeId, tokenId, scopes: read.scopes })

  const started = performance.now()
  const routeName = ctx.route?.name ?? null
  const path = ctx.request.url()
  const method = ctx.request.method()
  ctx.response.response.once('close', () => {
    storeTokenCallLog.record({
      storeId: read.storeId,
      tokenId,
      method,
      routeName,
      path,
      status: ctx.response.response.statusCode,
      durationMs: performance.now() - started,
    })
  })

  const requests = app.config.get<number>('store_tokens.callsPerMinute', 600)
  try {
    await limiter.use({ requests, duration: '1 minute' }).consume(`store_token_calls_${tokenId}`)
  } catch (error) {
    if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
    const seconds = Math.max(1, error.response.availableIn)
    ctx.response.header('Retry-After', String(seconds))
    refuse(ctx, 429, M.tooManyCalls(seconds))
    return true
  }

  if (sessionOnlyRoute(ctx)) return false
  const scope = scopeForRoute(routeName)
  if (!scope) {
    refuse(ctx, 403, M.routeRefused)
    return true
  }
  if (!read.scopes.includes(scope)) {
    refuse(ctx, 403, M.missingScope(scope))
    return true
  }
  const refusal = storeTokenQueryRefusal(routeName, ctx.request.qs())
  if (refusal) {
    refuse(ctx, 403, refusal)
    return true
  }
  return false
}

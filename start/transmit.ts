/*
|--------------------------------------------------------------------------
| Server-sent events (Transmit)
|--------------------------------------------------------------------------
|
| Every channel is personal: a user subscribes only to their own. Anything else is refused.
|
*/
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'

transmit.registerRoutes()

const ownChannel = (ctx: HttpContext, params: { userId: string }) =>
  Boolean(ctx.auth.user) && ctx.auth.user!.id === Number(params.userId)

/** New requests for a vendor's Pendientes (message type `pendingQuotationRequests`). */
transmit.authorize<{ userId: string }>('vendors/:userId/pending', ownChannel)

/** Notification counts of the header bell. */
transmit.authorize<{ userId: string }>('users/:userId/notifications', ownChannel)

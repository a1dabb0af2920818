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
import { middleware } from '#start/kernel'

/** Transmit's routes check their `uid` and `channel` before Transmit reads them. */
transmit.registerRoutes((route) => {
  route.use(middleware.transmitInput())
})

const ownChannel = (ctx: HttpContext, params: { userId: string }) =>
  Boolean(ctx.auth.user) && ctx.auth.user!.id === Number(params.userId)

/** New requests for a vendor's Pendientes (message type `pendingQuotationRequests`). */
transmit.authorize<{ userId: string }>('vendors/:userId/pending', ownChannel)

/** Notification counts of the header bell. */
transmit.authorize<{ userId: string }>('users/:userId/notifications', ownChannel)

/*
|--------------------------------------------------------------------------
| Server-sent events (Transmit)
|--------------------------------------------------------------------------
|
| Every channel is authorised: a user subscribes only to their own channels and to the live
| Pendientes of the store they act for. Anything else is refused.
|
*/
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import PendingChannelPolicy from '#quotations/policies/pending_channel_policy'
import { storeChannelGuard } from '#quotations/services/store_channel_guard'
import { STORE_PENDING_CHANNEL, VENDOR_PENDING_CHANNEL } from '#quotations/rules/pending_channels'
import { listenToOtherServers } from '#core/services/live_batch'
import { CHAT_CHANNEL, CHAT_KINDS, type ChatKind } from '#chat/rules/chat'
import ConversationQuery from '#chat/queries/conversation_query'
import { ORDER_CHANNEL } from '#orders/rules/order_status'
import CartShoppingHeader from '#orders/models/cart_shopping_header'

/** Transmit's routes check their `uid` and `channel` before Transmit reads them. */
transmit.registerRoutes((route) => {
  route.use(middleware.transmitInput())
})

/** UserPolicy.listen: a user listens only to their own channels (guests to none). */
const ownChannel = (ctx: HttpContext, params: { userId: string }) =>
  ctx.bouncer.with('UserPolicy').allows('listen', Number(params.userId))

/**
 * New requests for a store's Pendientes, one message for all its people (message type
 * `pendingQuotationRequests`, rules/pending_channels.ts): only those who act for the store.
 */
transmit.authorize<{ storeId: string }>(STORE_PENDING_CHANNEL, (ctx, params) =>
  ctx.bouncer.with(PendingChannelPolicy).allows('listenToStore', Number(params.storeId))
)

/** The same message for one vendor (when the store's channel may not carry it). */
transmit.authorize<{ userId: string }>(VENDOR_PENDING_CHANNEL, (ctx, params) =>
  ctx.bouncer.with(PendingChannelPolicy).allows('listenToOwn', Number(params.userId))
)

/**
 * One chat conversation (issue 12): its participants and moderators only (ChatPolicy.listen);
 * an unknown conversation, a malformed name or anybody else is refused.
 */
transmit.authorize<{ kind: string; transactionId: string; storeId: string }>(
  CHAT_CHANNEL,
  async (ctx, params) => {
    const user = ctx.auth?.user
    const transactionId = Number(params.transactionId)
    const storeId = Number(params.storeId)
    if (!user || !CHAT_KINDS.includes(params.kind as ChatKind)) return false
    if (!Number.isSafeInteger(transactionId) || !Number.isSafeInteger(storeId)) return false
    if (transactionId <= 0 || storeId <= 0) return false
    const conversation = await new ConversationQuery().find(
      params.kind as ChatKind,
      transactionId,
      storeId,
      user
    )
    return conversation ? ctx.bouncer.with('ChatPolicy').allows('listen', conversation) : false
  }
)

/**
 * One order's status (issue 19: both sides' order pages follow it live): its buyer and the
 * selling store's people only (OrderPolicy.listen); an unknown order or anybody else is refused.
 */
transmit.authorize<{ orderId: string }>(ORDER_CHANNEL, async (ctx, params) => {
  const orderId = Number(params.orderId)
  if (!ctx.auth?.user || !Number.isSafeInteger(orderId) || orderId <= 0) return false
  const order = await CartShoppingHeader.query()
    .where('id', orderId)
    .select('id', 'user_id', 'store_id')
    .first()
  return order ? ctx.bouncer.with('OrderPolicy').allows('listen', order) : false
})

/** Notification counts of the header bell. */
transmit.authorize<{ userId: string }>('users/:userId/notifications', ownChannel)

/**
 * A store channel is checked again while the stream lives (an adviser deactivated, a store
 * without the GO module): every 30 s, each server for its own streams.
 */
transmit.on('subscribe', ({ uid, channel, context }) =>
  storeChannelGuard.subscribed(uid, channel, (context as HttpContext).auth?.user?.id)
)
transmit.on('unsubscribe', ({ uid, channel }) => storeChannelGuard.unsubscribed(uid, channel))
storeChannelGuard.start(30_000)

/** Batches of personal messages (app/core/services/live_batch.ts) from the other servers. */
listenToOtherServers()

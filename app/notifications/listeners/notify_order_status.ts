import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { OutboxEvent } from '#core/outbox/outbox'
import type { OrderStatusChangedPayload } from '#orders/rules/order_status'
import type { OrderEventPayload } from '#orders/events/order_events'
import { purchasePath, ratePurchasePath, salePath } from '#orders/transformers/order_money'
import { storeSeesOrder } from '#orders/queries/sales_access_query'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { orderStatusNoticeMessage } from '#notifications/rules/order_status_notice'
import SendOrderStatusNotice from '#notifications/jobs/send_order_status_notice'

/**
 * An order's status changed (outbox event 'orders.order_status_changed', app/orders/actions/
 * change_order_status.ts): the other side is told.
 * - A store's change tells the buyer: one queue notification, topic 'CART.orderUpdate.', url
 *   the buyer's page of the order (/{product}Go/compras/{id}: opening it marks it done), plus
 *   WhatsApp and e-mail (a background job). The delivered notice asks for the rating and links
 *   to the page with `?calificar=1`, which opens 'Califica tu compra' (issue 22 item 2).
 * - The buyer cancelling tells the store's people — the owner and every active adviser with an
 *   account — each once, topic 'CART.saleUpdate.', url the store's page of the sale
 *   (/{product}Go/ventas/{id}); nobody when the store never saw the order (a cart purchase
 *   cancelled before it was paid).
 * The person who made the change is never told of it.
 *
 * - A payment the gateway confirmed ('order.paid', `handlePaid`) tells the buyer that it was
 *   received, the same way (topic 'CART.orderUpdate.', their page of the order, WhatsApp and
 *   e-mail): the store's people hear of it from NotifyStoreOfOrder.
 *
 * The outbox may deliver an event more than once: the notification and each send are keyed on
 * (event, recipient) — `dedupe_key` — so each person is told once per change (notifyRecipients).
 * A failure is thrown: the outbox retries it.
 */
@inject()
export default class NotifyOrderStatus {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<OrderStatusChangedPayload>) {
    const change = event.payload
    const recipients =
      change.side === 'store'
        ? [change.buyerId]
        : (await this.storeSees(change.orderId))
          ? await this.storePeople(change.storeId)
          : []
    const path =
      change.side === 'buyer'
        ? salePath(change.orderId)
        : change.to === 'delivered'
          ? ratePurchasePath(change.orderId)
          : purchasePath(change.orderId)
    return notifyRecipients(this.push, {
      userIds: recipients.filter((id) => id !== change.actorUserId),
      key: `order-status:${event.id}`,
      topic:
        change.side === 'store' ? NOTIFICATION_TOPICS.orderUpdate : NOTIFICATION_TOPICS.saleUpdate,
      message: orderStatusNoticeMessage(change),
      url: path,
      payload: { orderId: change.orderId, refVenta: change.refVenta, status: change.to },
      job: SendOrderStatusNotice,
      jobPayload: (userId, dedupeKey) => ({ change, userId, path, dedupeKey }),
      logContext: { orderId: change.orderId },
    })
  }

  /** An order was paid: its buyer is told their payment was confirmed (once per event). */
  async handlePaid(event: OutboxEvent<OrderEventPayload>) {
    const order = event.payload
    if (order.kind !== 'paid') return []
    const change = {
      orderId: order.orderId,
      side: 'store' as const,
      to: 'paid' as const,
      refVenta: order.refVenta,
      storeName: order.storeName,
      buyerName: order.buyerName,
      note: null,
      total: order.total,
      countryCode: order.countryCode,
    }
    const path = purchasePath(order.orderId)
    return notifyRecipients(this.push, {
      userIds: [order.buyerId],
      key: `order-paid-buyer:${event.id}`,
      topic: NOTIFICATION_TOPICS.orderUpdate,
      message: orderStatusNoticeMessage(change),
      url: path,
      payload: { orderId: order.orderId, refVenta: order.refVenta, status: 'paid' },
      job: SendOrderStatusNotice,
      jobPayload: (userId, dedupeKey) => ({ change, userId, path, dedupeKey }),
      logContext: { orderId: order.orderId },
    })
  }

  /**
   * Whether the store knows of the order: a cart purchase the buyer cancels before paying was
   * never shown to its store, so nobody there is told of its cancellation (issue 19).
   */
  private async storeSees(orderId: number) {
    const order = await db
      .from('cart_shopping_headers')
      .where('id', orderId)
      .select('id', 'sales_model')
      .first()
    return order ? storeSeesOrder({ id: order.id, salesModel: order.sales_model }) : false
  }

  /** The store's owner and its active advisers with an account. */
  private async storePeople(storeId: number) {
    const [owner, advisers] = await Promise.all([
      db.from('stores').where('id', storeId).select('user_id').first(),
      db
        .from('store_advisers')
        .where('store_id', storeId)
        .where('is_active', true)
        .whereNotNull('user_id')
        .select('user_id'),
    ])
    return [
      ...(owner ? [Number(owner.user_id)] : []),
      ...advisers.map((adviser) => Number(adviser.user_id)),
    ]
  }
}

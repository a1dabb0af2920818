import { inject } from '@adonisjs/core'
import type { OutboxEvent } from '#core/outbox/outbox'
import type { OrderEventPayload } from '#orders/events/order_events'
import { salePath } from '#orders/transformers/order_money'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { orderNoticeMessage } from '#notifications/rules/order_notice'
import SendOrderToStore from '#notifications/jobs/send_order_to_store'

/**
 * A buyer sent an order ('order.created') or an order was paid ('order.paid'), outbox events of
 * app/orders/events/order_events.ts: the store's owner and the user of the adviser who made the
 * quotation (the event names them) each get
 * - one queue notification, topic 'CART.newOrder.' (created) or 'CART.paidPurchase.' (paid),
 *   url the store's page of the sale (/{product}Go/ventas/{id}: opening it marks it done);
 * - the new counts on their channel `users/{id}/notifications`;
 * - one background job that sends the WhatsApp message and the e-mail.
 *
 * The outbox may deliver an event more than once (a retry after a crash or a failure): the
 * notification and each send are keyed on (event, recipient) — `dedupe_key` — so each person is
 * told once whatever happens (notifyRecipients). A failure is thrown: the outbox retries it.
 */
@inject()
export default class NotifyStoreOfOrder {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<OrderEventPayload>) {
    const order = event.payload
    const path = salePath(order.orderId)
    return notifyRecipients(this.push, {
      userIds: order.recipientIds,
      key: `order-${order.kind}:${event.id}`,
      topic:
        order.kind === 'created' ? NOTIFICATION_TOPICS.newOrder : NOTIFICATION_TOPICS.paidPurchase,
      message: orderNoticeMessage(order),
      url: path,
      payload: { orderId: order.orderId, refVenta: order.refVenta, kind: order.kind },
      job: SendOrderToStore,
      jobPayload: (userId, dedupeKey) => ({ order, userId, path, dedupeKey }),
      logContext: { orderId: order.orderId },
    })
  }
}

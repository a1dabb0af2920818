import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import type { OutboxEvent } from '#core/outbox/outbox'
import type { OrderStatus } from '#orders/models/cart_shopping_header'
import { ORDER_PUSH_TYPE, orderChannel, type OrderPushMessage } from '#orders/rules/order_status'

/**
 * The live push of an order's new status to its channel `orders/{id}/status` (both sides'
 * order pages reload the order: issue 19), from the outbox events that change it — a status
 * change ('orders.order_status_changed', payload `to`) and a payment ('order.paid': 'paid').
 * Best effort: a page that missed it reloads when its stream reconnects; a delivery the outbox
 * repeats only makes the page read the order once more.
 */
export default class PushOrderStatus {
  async handle(event: OutboxEvent<{ orderId: number; to?: OrderStatus }>) {
    const status: OrderStatus = event.payload.to ?? 'paid'
    try {
      const message: OrderPushMessage = {
        type: ORDER_PUSH_TYPE,
        orderId: event.payload.orderId,
        status,
      }
      transmit.broadcast(orderChannel(event.payload.orderId), { ...message })
    } catch (error) {
      logger.error({ err: error, orderId: event.payload.orderId }, 'live push of an order failed')
    }
  }
}

import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import { absoluteUrl } from '#core/country/urls'
import User from '#users/models/user'
import CartShoppingDetail from '#orders/models/cart_shopping_detail'
import type { OrderEventPayload } from '#orders/events/order_events'
import { orderNoticeEmail, orderNoticeWhatsApp } from '#notifications/rules/order_notice'

export interface OrderToStorePayload {
  /** The order, as its outbox event carried it. */
  order: OrderEventPayload
  userId: number
  /** The store's page of the sale (path). */
  path: string
  /** The delivery's key (outbox event and recipient): each channel is claimed once per key. */
  dedupeKey: string
}

/**
 * Tells one of the store's people of a new order or a payment by WhatsApp (verified numbers
 * only) and by e-mail, in the queue worker: the buyer's submit and the gateway's webhook never
 * wait on outside services. As the other message jobs: each channel claimed once per delivery
 * key, one channel failing does not stop the other, retried 3 times when nothing went out
 * (MessageJob).
 */
export default class SendOrderToStore extends MessageJob<OrderToStorePayload> {
  static options: JobOptions = messageJobOptions('SendOrderToStore')

  async execute() {
    const { order, userId, path } = this.payload
    const [user, items] = await Promise.all([
      User.find(userId),
      CartShoppingDetail.query().where('header_id', order.orderId).orderBy('id', 'asc'),
    ])
    if (!user || user.isDeactivated) return
    const summary = {
      kind: order.kind,
      refVenta: order.refVenta,
      buyerName: order.buyerName,
      total: order.total,
      countryCode: order.countryCode,
      salesModel: order.salesModel,
      items: items.map((item) => ({ description: item.description, quantity: item.quantity })),
      link: absoluteUrl(user.countryCode, path),
      storeName: order.storeName,
      recipientName: user.fullName,
    }
    await this.deliver(user, {
      whatsapp: () => orderNoticeWhatsApp(summary),
      email: () => orderNoticeEmail(summary),
      kind: 'orders',
      log: [
        { orderId: order.orderId, userId },
        'notifications: could not tell a store about an order',
      ],
      noneSent: `No message reached user ${userId} about order ${order.orderId}`,
    })
  }

  async failed(error: Error) {
    logger.error(
      { err: error, orderId: this.payload.order.orderId, userId: this.payload.userId },
      'notifications: gave up telling a store about an order'
    )
  }
}

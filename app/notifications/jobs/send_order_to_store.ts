import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { deliverOnce, messageJobOptions } from '#notifications/jobs/message_job_options'
import type { Channel } from '#notifications/jobs/send_new_request_to_vendor'
import { appUrl } from '#config/app'
import productConfig from '#config/product'
import { EmailSender, WhatsAppSender } from '#core/services/messaging/contracts'
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
 * key, one channel failing does not stop the other, retried 3 times when nothing went out.
 */
@inject()
export default class SendOrderToStore extends Job<OrderToStorePayload> {
  static options: JobOptions = messageJobOptions('SendOrderToStore')

  constructor(
    private whatsapp: WhatsAppSender,
    private email: EmailSender
  ) {
    super()
  }

  sent: Channel[] = []
  failures: { channel: Channel; error: unknown }[] = []

  async execute() {
    const { order, userId, path, dedupeKey } = this.payload
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
      link: `${appUrl}${path}`,
      productName: productConfig.name,
      storeName: order.storeName,
      recipientName: user.fullName,
    }
    await deliverOnce({
      user,
      whatsapp: this.whatsapp,
      email: this.email,
      whatsappBody: () => orderNoticeWhatsApp(summary),
      emailMessage: () => orderNoticeEmail(summary),
      dedupeKey,
      sent: this.sent,
      failures: this.failures,
      onError: (channel, error) =>
        logger.error(
          { err: error, orderId: order.orderId, userId, channel },
          'notifications: could not tell a store about an order'
        ),
    })
    if (this.failures.length > 0 && this.sent.length === 0) {
      throw new Error(`No message reached user ${userId} about order ${order.orderId}`)
    }
  }

  async failed(error: Error) {
    logger.error(
      { err: error, orderId: this.payload.order.orderId, userId: this.payload.userId },
      'notifications: gave up telling a store about an order'
    )
  }
}

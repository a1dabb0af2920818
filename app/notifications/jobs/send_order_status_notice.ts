import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import { absoluteUrl } from '#core/country/urls'
import User from '#users/models/user'
import {
  orderStatusNoticeEmail,
  orderStatusNoticeWhatsApp,
  type OrderStatusNotice,
} from '#notifications/rules/order_status_notice'

/**
 * What the job reads of the change: an order's status change (OrderStatusChangedPayload of
 * app/orders/rules/order_status.ts), or a confirmed payment the buyer is told of (`to: 'paid'`).
 */
export type OrderNoticeChange = Pick<
  OrderStatusNotice,
  'side' | 'to' | 'refVenta' | 'storeName' | 'buyerName' | 'note' | 'total' | 'countryCode'
> & { orderId: number }

export interface OrderStatusNoticePayload {
  /** The change (or the payment), as the outbox event carried it. */
  change: OrderNoticeChange
  userId: number
  /** The recipient's page of the order (path). */
  path: string
  /** The delivery's key (outbox event and recipient): each channel is claimed once per key. */
  dedupeKey: string
}

/**
 * Tells one person of an order's status change (or a buyer of their confirmed payment) by WhatsApp (verified numbers only) and by
 * e-mail, in the queue worker: the store's click never waits on outside services. As the other
 * message jobs (SendQuotationToBuyer): each channel claimed once per delivery key, one channel
 * failing does not stop the other, retried 3 times when nothing went out (MessageJob).
 */
export default class SendOrderStatusNotice extends MessageJob<OrderStatusNoticePayload> {
  static options: JobOptions = messageJobOptions('SendOrderStatusNotice')

  async execute() {
    const { change, userId, path } = this.payload
    const user = await User.find(userId)
    if (!user || user.isDeactivated) return
    const notice = {
      side: change.side,
      to: change.to,
      refVenta: change.refVenta,
      storeName: change.storeName,
      buyerName: change.buyerName,
      note: change.note,
      total: change.total,
      countryCode: change.countryCode,
      link: absoluteUrl(user.countryCode, path),
      recipientName: user.fullName,
    }
    await this.deliver(user, {
      whatsapp: () => orderStatusNoticeWhatsApp(notice),
      email: () => orderStatusNoticeEmail(notice),
      kind: 'orders',
      log: [
        { orderId: change.orderId, userId },
        'notifications: could not tell about an order status change',
      ],
      noneSent: `No message reached user ${userId} about order ${change.orderId}`,
    })
  }

  async failed(error: Error) {
    logger.error(
      { err: error, orderId: this.payload.change.orderId, userId: this.payload.userId },
      'notifications: gave up telling about an order status change'
    )
  }
}

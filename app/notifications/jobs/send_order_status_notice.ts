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
import type { OrderStatusChangedPayload } from '#orders/rules/order_status'
import {
  orderStatusNoticeEmail,
  orderStatusNoticeWhatsApp,
} from '#notifications/rules/order_status_notice'

export interface OrderStatusNoticePayload {
  /** The change, as the outbox event carried it. */
  change: OrderStatusChangedPayload
  userId: number
  /** The recipient's page of the order (path). */
  path: string
  /** The delivery's key (outbox event and recipient): each channel is claimed once per key. */
  dedupeKey: string
}

/**
 * Tells one person of an order's status change by WhatsApp (verified numbers only) and by
 * e-mail, in the queue worker: the store's click never waits on outside services. As the other
 * message jobs (SendQuotationToBuyer): each channel claimed once per delivery key, one channel
 * failing does not stop the other, retried 3 times when nothing went out.
 */
@inject()
export default class SendOrderStatusNotice extends Job<OrderStatusNoticePayload> {
  static options: JobOptions = messageJobOptions('SendOrderStatusNotice')

  constructor(
    private whatsapp: WhatsAppSender,
    private email: EmailSender
  ) {
    super()
  }

  sent: Channel[] = []
  failures: { channel: Channel; error: unknown }[] = []

  async execute() {
    const { change, userId, path, dedupeKey } = this.payload
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
      link: `${appUrl}${path}`,
      productName: productConfig.name,
      recipientName: user.fullName,
    }
    await deliverOnce({
      user,
      whatsapp: this.whatsapp,
      email: this.email,
      whatsappBody: () => orderStatusNoticeWhatsApp(notice),
      emailMessage: () => orderStatusNoticeEmail(notice),
      dedupeKey,
      sent: this.sent,
      failures: this.failures,
      onError: (channel, error) =>
        logger.error(
          { err: error, orderId: change.orderId, userId, channel },
          'notifications: could not tell about an order status change'
        ),
    })
    if (this.failures.length > 0 && this.sent.length === 0) {
      throw new Error(`No message reached user ${userId} about order ${change.orderId}`)
    }
  }

  async failed(error: Error) {
    logger.error(
      { err: error, orderId: this.payload.change.orderId, userId: this.payload.userId },
      'notifications: gave up telling about an order status change'
    )
  }
}

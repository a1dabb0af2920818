import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { appUrl } from '#config/app'
import productConfig from '#config/product'
import { EmailSender, WhatsAppSender } from '#core/services/messaging/contracts'
import User from '#users/models/user'
import { deliverOnce, messageJobOptions } from '#notifications/jobs/message_job_options'
import type { Channel } from '#notifications/jobs/send_new_request_to_vendor'
import Infraction from '#moderation/models/infraction'
import type { TransactionKind } from '#moderation/rules/infraction_notice'
import {
  infractionNoticeEmail,
  infractionNoticeWhatsApp,
  type InfractionNoticeSummary,
} from '#moderation/rules/infraction_notice'

export interface InfractionToStorePayload {
  infractionId: number
  userId: number
  /** The store's page of the transaction (relative), when there is one. */
  url: string | null
  /** The delivery's key (outbox event and owner): each channel is claimed once per key. */
  dedupeKey: string
}

function kindOf(infraction: Infraction): TransactionKind {
  if (infraction.quotationId) return 'quotation'
  if (infraction.cartShoppingHeaderId) return 'order'
  return 'request'
}

/**
 * Tells a store's owner about an infraction by WhatsApp (verified number) and by e-mail, in
 * the queue worker, each channel claimed once per delivery key (deliverOnce); when every send of
 * a run failed the job is retried 3 times with an exponential backoff.
 */
@inject()
export default class SendInfractionToStore extends Job<InfractionToStorePayload> {
  static options: JobOptions = messageJobOptions('SendInfractionToStore')

  constructor(
    private whatsapp: WhatsAppSender,
    private email: EmailSender
  ) {
    super()
  }

  sent: Channel[] = []
  failures: { channel: Channel; error: unknown }[] = []

  async execute() {
    const { infractionId, userId, url, dedupeKey } = this.payload
    const [infraction, user] = await Promise.all([
      Infraction.query().where('id', infractionId).preload('store').first(),
      User.find(userId),
    ])
    if (!infraction || !user || user.isDeactivated) return

    const summary: InfractionNoticeSummary = {
      storeName: infraction.store?.name ?? '',
      ownerName: user.fullName,
      transactionKind: kindOf(infraction),
      codeTransaction: infraction.codeTransaction ?? '',
      infractionType: infraction.infractionType,
      detail: infraction.infractionDetail,
      link: url ? `${appUrl}${url}` : null,
      productName: productConfig.name,
    }
    await deliverOnce({
      user,
      whatsapp: this.whatsapp,
      email: this.email,
      whatsappBody: () => infractionNoticeWhatsApp(summary),
      emailMessage: () => infractionNoticeEmail(summary),
      dedupeKey,
      sent: this.sent,
      failures: this.failures,
      onError: (channel, error) =>
        logger.error(
          { err: error, infractionId, userId, channel },
          'moderation: could not tell a store about an infraction'
        ),
    })
    if (this.failures.length > 0 && this.sent.length === 0) {
      throw new Error(`No message reached user ${userId} about infraction ${infractionId}`)
    }
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'moderation: gave up telling a store')
  }
}

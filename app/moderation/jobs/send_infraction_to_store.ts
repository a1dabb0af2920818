import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import User from '#users/models/user'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import Infraction from '#moderation/models/infraction'
import {
  infractionNoticeEmail,
  infractionNoticeWhatsApp,
  transactionKindOf,
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

/**
 * Tells a store's owner about an infraction by WhatsApp (verified number) and by e-mail, in
 * the queue worker, each channel claimed once per delivery key (MessageJob of notifications);
 * when every send of a run failed the job is retried 3 times with an exponential backoff.
 */
export default class SendInfractionToStore extends MessageJob<InfractionToStorePayload> {
  static options: JobOptions = messageJobOptions('SendInfractionToStore')

  async execute() {
    const { infractionId, userId, url } = this.payload
    const [infraction, user] = await Promise.all([
      Infraction.query().where('id', infractionId).preload('store').first(),
      User.find(userId),
    ])
    if (!infraction || !user || user.isDeactivated) return

    const summary: InfractionNoticeSummary = {
      storeName: infraction.store?.name ?? '',
      ownerName: user.fullName,
      transactionKind: transactionKindOf(infraction),
      codeTransaction: infraction.codeTransaction ?? '',
      infractionType: infraction.infractionType,
      detail: infraction.infractionDetail,
      link: url ? absoluteUrl(user.countryCode, url) : null,
    }
    await this.deliver(user, {
      whatsapp: () => infractionNoticeWhatsApp(summary),
      email: () => infractionNoticeEmail(summary),
      kind: 'essential',
      log: [{ infractionId, userId }, 'moderation: could not tell a store about an infraction'],
      noneSent: `No message reached user ${userId} about infraction ${infractionId}`,
    })
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'moderation: gave up telling a store')
  }
}

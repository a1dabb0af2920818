import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import User from '#users/models/user'
import Store from '#stores/models/store'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import { webhookPausedEmail, webhookPausedMessage } from '#integrations/rules/webhook_paused_notice'

export interface WebhookPausedJobPayload {
  storeId: number
  userId: number
  url: string
  failures: number
  /** The store's configuration page (relative). */
  path: string
  dedupeKey: string
}

/**
 * Tells a store's owner by e-mail that one of its webhooks was paused after failing in a row,
 * once per delivery key (MessageJob). An essential notice; no WhatsApp.
 */
export default class SendWebhookPaused extends MessageJob<WebhookPausedJobPayload> {
  static options: JobOptions = messageJobOptions('SendWebhookPaused')

  async execute() {
    const { storeId, userId } = this.payload
    const [store, user] = await Promise.all([Store.find(storeId), User.find(userId)])
    if (!store || !user || user.isDeactivated) return
    const summary = {
      url: this.payload.url,
      failures: this.payload.failures,
      storeName: store.name,
      recipientName: user.fullName,
      link: absoluteUrl(store.countryCode, this.payload.path),
    }
    await this.deliver(user, {
      whatsapp: () => webhookPausedMessage(summary.url, summary.failures),
      email: () => webhookPausedEmail(summary),
      kind: 'essential',
      channels: { whatsapp: false },
      log: [{ storeId, userId }, 'integrations: could not tell a store its webhook was paused'],
      noneSent: `No message reached user ${userId} about a paused webhook of store ${storeId}`,
    })
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'integrations: gave up telling a paused webhook')
  }
}

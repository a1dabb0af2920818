import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { OutboxEvent } from '#core/outbox/outbox'
import { urlWithPrefix } from '#core/services/routes_helper'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import type { WebhookPausedPayload } from '#integrations/services/webhook_dispatcher'
import {
  WEBHOOK_PAUSED_TOPIC,
  webhookPausedMessage,
} from '#integrations/rules/webhook_paused_notice'
import SendWebhookPaused from '#integrations/jobs/send_webhook_paused'

/**
 * A webhook was paused after failing in a row (outbox event 'integrations.webhook_paused',
 * recorded by the call that paused it): the store's owner gets one queue notification (topic
 * 'STORE.webhookPaused.', url the store's configuration page) and one e-mail, keyed on (event,
 * owner) so a retried delivery tells nobody twice (notifyRecipients).
 */
@inject()
export default class NotifyWebhookPaused {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<WebhookPausedPayload>) {
    const { payload } = event
    const store = await db
      .from('stores')
      .where('id', payload.storeId)
      .select('id', 'user_id', 'url_path')
      .first()
    if (!store) return []
    const path = urlWithPrefix(
      `/tienda/${store.url_path}/store/page#storeConfigSection-integrations`
    )
    return notifyRecipients(this.push, {
      userIds: [Number(store.user_id)],
      key: `webhook-paused:${event.id}`,
      topic: WEBHOOK_PAUSED_TOPIC,
      message: webhookPausedMessage(payload.url, payload.failures),
      url: path,
      payload: { webhookEndpointId: payload.endpointId, storeId: payload.storeId },
      job: SendWebhookPaused,
      jobPayload: (userId, dedupeKey) => ({
        storeId: payload.storeId,
        userId,
        url: payload.url,
        failures: payload.failures,
        path,
        dedupeKey,
      }),
      logScope: 'integrations',
    })
  }
}

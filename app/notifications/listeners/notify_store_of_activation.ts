import { inject } from '@adonisjs/core'
import productConfig from '#config/product'
import type { OutboxEvent } from '#core/outbox/outbox'
import { urlWithPrefix } from '#core/services/routes_helper'
import Store from '#stores/models/store'
import type { StoreActivatedPayload } from '#stores/events/store_activated'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { storeActivationMessage } from '#notifications/rules/store_activation_notice'
import SendStoreActivation from '#notifications/jobs/send_store_activation'

/**
 * Staff activated a store's GO module (outbox event 'stores.go_module_activated'): its owner
 * gets one queue notification (topic 'STORE.goModuleActivated.', url the store's Pendientes),
 * the new counts on their channel and one job sending the WhatsApp message and the e-mail —
 * keyed on (event, owner), so a retried delivery tells them once.
 */
@inject()
export default class NotifyStoreOfActivation {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<StoreActivatedPayload>) {
    const { payload } = event
    const store = await Store.find(payload.storeId)
    if (!store) return null
    const url = urlWithPrefix(`/${productConfig.goPath}/page/index/pendientes`)
    await notifyRecipients(this.push, {
      userIds: [store.userId],
      key: `store-activation:${event.id}`,
      topic: NOTIFICATION_TOPICS.storeActivated,
      message: storeActivationMessage(store.name),
      url,
      payload: { storeId: store.id },
      job: SendStoreActivation,
      jobPayload: (userId, dedupeKey) => ({
        storeId: store.id,
        userId,
        serviceCostPercent: payload.serviceCostPercent,
        serviceCost: payload.serviceCost,
        url,
        dedupeKey,
      }),
      logScope: 'notifications',
    })
    return store.userId
  }
}

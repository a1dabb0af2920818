import { inject } from '@adonisjs/core'
import type { OutboxEvent } from '#core/outbox/outbox'
import { urlWithPrefix } from '#core/services/routes_helper'
import User from '#users/models/user'
import Store from '#stores/models/store'
import type { GoActivationRequestedPayload } from '#stores/events/go_activation_requested'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { goActivationRequestMessage } from '#notifications/rules/go_activation_request_notice'
import SendGoActivationRequest from '#notifications/jobs/send_go_activation_request'

/**
 * A pending store's owner asked for its GO module's activation (outbox event
 * 'stores.go_activation_requested'): every staff member — `is_admin` or `manage_go_module`
 * (User.actsAsAdmin, the rule of StaffStorePolicy), not deactivated — gets one queue notification
 * (topic 'STAFF.goActivationRequested.', url /staff/tiendas) and one e-mail, keyed on (event,
 * staff member), so a retried delivery tells them once.
 */
@inject()
export default class NotifyStaffOfGoRequest {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<GoActivationRequestedPayload>) {
    const store = await Store.find(event.payload.storeId)
    if (!store) return []
    const staff = await User.query()
      .where((query) => query.where('is_admin', true).orWhere('manage_go_module', true))
      .whereNull('deactivated_at')
      .select('id')
    const url = urlWithPrefix('/staff/tiendas')
    return notifyRecipients(this.push, {
      userIds: staff.map((user) => user.id),
      key: `go-activation-request:${event.id}`,
      topic: NOTIFICATION_TOPICS.goActivationRequested,
      message: goActivationRequestMessage(store.name),
      url,
      payload: { storeId: store.id },
      job: SendGoActivationRequest,
      jobPayload: (userId, dedupeKey) => ({ storeId: store.id, userId, url, dedupeKey }),
      logScope: 'notifications',
    })
  }
}

import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { OutboxEvent } from '#core/outbox/outbox'
import { urlWithPrefix } from '#core/services/routes_helper'
import { storeInfractionsPath } from '#moderation/rules/store_infractions_page'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import type { InfractionRegisteredPayload } from '#moderation/events/infraction_registered'
import { INFRACTION_TOPIC, infractionNoticeMessage } from '#moderation/rules/infraction_notice'
import SendInfractionToStore from '#moderation/jobs/send_infraction_to_store'

/**
 * An infraction registered with 'Notificar al vendedor' (outbox event
 * 'moderation.infraction_registered'): the store's owner gets
 * - one queue notification, topic 'MOD.infraction.', naming the transaction's code and the
 *   type, its url the store's infractions page with this one highlighted
 *   (/tienda/{storeUrl}/infracciones?infraccion={id}: the transaction's page does not show it);
 * - the new counts on their channel;
 * - one background job sending the WhatsApp message and the e-mail.
 *
 * As every outbox handler it may run more than once: the notification and each send are keyed
 * on (event, owner), so the owner is told once (notifyRecipients of notifications). A failure
 * is thrown: the outbox retries it.
 */
@inject()
export default class NotifyStoreOfInfraction {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<InfractionRegisteredPayload>) {
    const { payload } = event
    const store = await db
      .from('stores')
      .where('id', payload.storeId)
      .select('user_id', 'url_path')
      .first()
    if (!store) return null
    const ownerId = Number(store.user_id)
    const url = urlWithPrefix(storeInfractionsPath(store.url_path, payload.infractionId))
    await notifyRecipients(this.push, {
      userIds: [ownerId],
      key: `infraction:${event.id}`,
      topic: INFRACTION_TOPIC,
      message: infractionNoticeMessage(payload),
      url,
      payload: {
        infractionId: payload.infractionId,
        codeTransaction: payload.codeTransaction,
        infractionType: payload.infractionType,
      },
      job: SendInfractionToStore,
      jobPayload: (userId, dedupeKey) => ({
        infractionId: payload.infractionId,
        userId,
        url,
        dedupeKey,
      }),
      logScope: 'moderation',
    })
    return ownerId
  }
}

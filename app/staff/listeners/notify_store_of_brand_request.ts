import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import productConfig from '#config/product'
import type { OutboxEvent } from '#core/outbox/outbox'
import { urlWithPrefix } from '#core/services/routes_helper'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import type { BrandRequestResolvedPayload } from '#staff/events/brand_request_resolved'
import { BRAND_REQUEST_TOPIC, brandRequestNoticeMessage } from '#staff/rules/brand_request_notice'
import SendBrandRequestResolution from '#staff/jobs/send_brand_request_resolution'

/**
 * Staff approved or rejected a store's brand request (outbox event
 * 'staff.brand_request_resolved'): the store's owner and its active advisers with an account
 * each get one queue notification (topic 'STORE.brandRequestResolved.', url the store's
 * Pendientes), the new counts on their channel and one e-mail job — keyed on (event, person),
 * so a retried delivery tells nobody twice (notifyRecipients). Two queries for the people.
 */
@inject()
export default class NotifyStoreOfBrandRequest {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<BrandRequestResolvedPayload>) {
    const { payload } = event
    const store = await db
      .from('stores')
      .where('id', payload.storeId)
      .select('id', 'user_id', 'name')
      .first()
    if (!store) return []
    const advisers = await db
      .from('store_advisers')
      .where('store_id', store.id)
      .where('is_active', true)
      .whereNotNull('user_id')
      .select('user_id')
    const url = urlWithPrefix(`/${productConfig.goPath}/page/index/pendientes`)
    return notifyRecipients(this.push, {
      userIds: [Number(store.user_id), ...advisers.map((row) => Number(row.user_id))],
      key: `brand-request:${event.id}`,
      topic: BRAND_REQUEST_TOPIC,
      message: brandRequestNoticeMessage({ ...payload, storeName: store.name }),
      url,
      payload: { brandRequestId: payload.brandRequestId, decision: payload.decision },
      job: SendBrandRequestResolution,
      jobPayload: (userId, dedupeKey) => ({
        brandRequestId: payload.brandRequestId,
        storeId: payload.storeId,
        userId,
        decision: payload.decision,
        brands: payload.brands,
        note: payload.note,
        url,
        dedupeKey,
      }),
      logScope: 'staff',
    })
  }
}

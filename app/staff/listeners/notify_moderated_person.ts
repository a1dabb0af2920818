import { inject } from '@adonisjs/core'
import type { OutboxEvent } from '#core/outbox/outbox'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import type { ModerationNoticePayload } from '#staff/events/moderation_notices'
import {
  CHAT_SUSPENDED_TOPIC,
  MODERATION_WARNING_TOPIC,
  moderationNoticeMessage,
} from '#staff/rules/moderation_notice'
import SendModerationNotice from '#staff/jobs/send_moderation_notice'

/**
 * A warning or a chat suspension from the moderation queue (outbox events
 * 'staff.moderation_warning' and 'staff.chat_suspended'): the person gets one queue notification
 * (topic 'MOD.chatWarning.' or 'MOD.chatSuspended.', linking their conversation), the new counts
 * on their channel and one job sending the e-mail — keyed on (event, person), so a retried
 * delivery tells them once (notifyRecipients).
 */
@inject()
export default class NotifyModeratedPerson {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<ModerationNoticePayload>) {
    const { payload } = event
    await notifyRecipients(this.push, {
      userIds: [payload.userId],
      key: `moderation-${payload.kind}:${event.id}`,
      topic: payload.kind === 'warning' ? MODERATION_WARNING_TOPIC : CHAT_SUSPENDED_TOPIC,
      message: moderationNoticeMessage(payload),
      url: payload.url,
      payload: { itemId: payload.itemId, kind: payload.kind },
      job: SendModerationNotice,
      jobPayload: (userId, dedupeKey) => ({ ...payload, userId, dedupeKey }),
      logScope: 'staff',
    })
    return payload.userId
  }
}

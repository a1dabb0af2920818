import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import User from '#users/models/user'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import type { ModerationNoticePayload } from '#staff/events/moderation_notices'
import {
  moderationNoticeEmail,
  moderationNoticeWhatsApp,
  type ModerationNoticeSummary,
} from '#staff/rules/moderation_notice'

export type ModerationNoticeJobPayload = ModerationNoticePayload & { dedupeKey: string }

/**
 * Tells a person by e-mail that staff warned them or suspended their chat (moderation queue,
 * issue 23), once per delivery key (MessageJob). An 'essential' notice: their preferences do not
 * turn it off. WhatsApp stays off for these (the in-app notification and the e-mail suffice).
 */
export default class SendModerationNotice extends MessageJob<ModerationNoticeJobPayload> {
  static options: JobOptions = messageJobOptions('SendModerationNotice')

  async execute() {
    const { userId, itemId, kind } = this.payload
    const user = await User.find(userId)
    if (!user || user.isDeactivated) return
    const summary: ModerationNoticeSummary = {
      kind,
      personName: user.fullName,
      conversation: this.payload.conversation,
      note: this.payload.note,
      until: this.payload.until,
      days: this.payload.days,
      link: this.payload.url ? absoluteUrl(user.countryCode, this.payload.url) : null,
    }
    await this.deliver(user, {
      whatsapp: () => moderationNoticeWhatsApp(summary),
      email: () => moderationNoticeEmail(summary),
      kind: 'essential',
      channels: { whatsapp: false },
      log: [{ itemId, userId, kind }, 'staff: could not tell a person about a moderation'],
      noneSent: `No message reached user ${userId} about moderation item ${itemId}`,
    })
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'staff: gave up telling a moderation')
  }
}

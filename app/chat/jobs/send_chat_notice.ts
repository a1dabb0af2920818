import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { appUrl } from '#config/app'
import productConfig from '#config/product'
import User from '#users/models/user'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import type { ChatKind } from '#chat/rules/chat'
import { chatNoticeEmail, chatNoticeWhatsApp } from '#chat/rules/chat_notice'

export interface ChatNoticePayload {
  userId: number
  dedupeKey: string
  kind: ChatKind
  code: string
  from: string
  /** The receiver's page of the conversation (relative). */
  url: string
}

/**
 * Tells a chat message's receiver by WhatsApp (verified number) and e-mail, in the queue worker,
 * each channel claimed once per delivery key (MessageJob): one notice per conversation and
 * 10-minute window, whatever the retries.
 */
export default class SendChatNotice extends MessageJob<ChatNoticePayload> {
  static options: JobOptions = messageJobOptions('SendChatNotice')

  async execute() {
    const { userId, kind, code, from, url } = this.payload
    const user = await User.find(userId)
    if (!user || user.isDeactivated) return
    const summary = {
      kind,
      code,
      from,
      link: `${appUrl}${url}`,
      productName: productConfig.name,
      receiverName: user.fullName,
    }
    await this.deliver(user, {
      whatsapp: () => chatNoticeWhatsApp(summary),
      email: () => chatNoticeEmail(summary),
      log: [{ userId, code }, 'chat: could not tell a receiver about a message'],
      noneSent: `No message reached user ${userId} about a chat message on ${code}`,
    })
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'chat: gave up telling a receiver')
  }
}

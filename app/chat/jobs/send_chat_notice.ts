import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import User from '#users/models/user'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import type { ChatKind } from '#chat/rules/chat'
import {
  chatNoticeEmail,
  chatNoticeWhatsApp,
  type ChatNoticeSummary,
} from '#chat/rules/chat_notice'

export interface ChatNoticePayload {
  userId: number
  dedupeKey: string
  kind: ChatKind
  code: string
  /** Who wrote (older jobs lack it: read as a store, or the buyer when `from` is 'Comprador'). */
  sender?: ChatNoticeSummary['sender']
  /** The writer's name as the receiver may know it (null: not to be named). */
  fromName?: string | null
  /** The label of older jobs ('Comprador', the store's name, 'Vendedor'…). */
  from?: string
  /** The receiver's page of the conversation (relative). */
  url: string
}

/**
 * Tells a chat message's receiver by WhatsApp (verified number) and e-mail, in the queue worker,
 * each channel claimed once per delivery key (MessageJob): one notice per conversation and
 * 10-minute window, whatever the retries. Kind 'chat' (the receiver's preferences for chat
 * notices apply); the link opens the receiver's country site.
 */
export default class SendChatNotice extends MessageJob<ChatNoticePayload> {
  static options: JobOptions = messageJobOptions('SendChatNotice')

  async execute() {
    const { userId, kind, code, url } = this.payload
    const user = await User.find(userId)
    if (!user || user.isDeactivated) return
    const legacy = this.payload.from
    const sender = this.payload.sender ?? (legacy === 'Comprador' ? 'buyer' : 'store')
    const fromName =
      this.payload.fromName !== undefined
        ? this.payload.fromName
        : legacy && !/^(Comprador|Vendedor( \d+)?|Administrador)$/.test(legacy)
          ? legacy
          : null
    const summary: ChatNoticeSummary = {
      kind,
      sender,
      fromName,
      code,
      link: absoluteUrl(user.countryCode, url),
      receiverName: user.fullName,
    }
    await this.deliver(user, {
      whatsapp: () => chatNoticeWhatsApp(summary),
      email: () => chatNoticeEmail(summary),
      kind: 'chat',
      log: [{ userId, code }, 'chat: could not tell a receiver about a message'],
      noneSent: `No message reached user ${userId} about a chat message on ${code}`,
    })
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'chat: gave up telling a receiver')
  }
}

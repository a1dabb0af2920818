import OutboxMessage from '#core/models/outbox_message'
import {
  EmailSender,
  WhatsAppSender,
  type EmailMessage,
  type WhatsAppMessage,
  type WhatsAppSendResult,
} from '#core/services/messaging/contracts'

/**
 * Numbers that end in 0000 behave as "without WhatsApp" in the local driver, so the
 * 900 answer can be tried on a fresh clone and in tests.
 */
export const NO_WHATSAPP_SUFFIX = '0000'

export class OutboxWhatsAppSender extends WhatsAppSender {
  async send(message: WhatsAppMessage): Promise<WhatsAppSendResult> {
    if (message.to.endsWith(NO_WHATSAPP_SUFFIX)) {
      return { delivered: false }
    }
    await OutboxMessage.create({ channel: 'whatsapp', recipient: message.to, body: message.body })
    return { delivered: true }
  }
}

export class OutboxEmailSender extends EmailSender {
  async send(message: EmailMessage) {
    await OutboxMessage.create({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html,
      headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
    })
  }
}

import mail from '@adonisjs/mail/services/main'
import {
  EmailSender,
  WhatsAppSender,
  type EmailMessage,
  type WhatsAppMessage,
  type WhatsAppSendResult,
} from '#core/services/messaging/contracts'

/**
 * WhatsApp Cloud API: POST {apiUrl}/{phoneNumberId}/messages with a bearer token.
 * Error 131026 ("message undeliverable") means the number has no WhatsApp.
 */
export class CloudApiWhatsAppSender extends WhatsAppSender {
  constructor(
    private options: { apiUrl: string; phoneNumberId: string; accessToken: string },
    private fetcher: typeof fetch = fetch
  ) {
    super()
  }

  async send(message: WhatsAppMessage): Promise<WhatsAppSendResult> {
    const response = await this.fetcher(
      `${this.options.apiUrl.replace(/\/$/, '')}/${this.options.phoneNumberId}/messages`,
      {
        method: 'POST',
        headers: {
          'Authorization': `Bearer ${this.options.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: message.to,
          type: 'text',
          text: { body: message.body },
        }),
      }
    )
    if (response.ok) return { delivered: true }
    const payload = (await response.json().catch(() => ({}))) as { error?: { code?: number } }
    if (payload.error?.code === 131026) return { delivered: false }
    throw new Error(`WhatsApp Cloud API answered ${response.status}`)
  }
}

export class SmtpEmailSender extends EmailSender {
  async send(message: EmailMessage) {
    await mail.send((m) => {
      m.to(message.to).subject(message.subject).text(message.text).html(message.html)
      for (const [name, value] of Object.entries(message.headers ?? {})) m.header(name, value)
    })
  }
}

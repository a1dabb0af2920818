/**
 * Outside messaging services. Each has a real HTTP driver and a local outbox driver; the
 * environment picks one (WHATSAPP_DRIVER, MAIL_DRIVER). Code depends only on these classes,
 * resolved from the container.
 */
export interface WhatsAppMessage {
  /** Full international number, digits only (e.g. 573001234567). */
  to: string
  body: string
}

export interface WhatsAppSendResult {
  /** false when the number has no WhatsApp account (the 900 answer of doc 1 §8). */
  delivered: boolean
}

export abstract class WhatsAppSender {
  abstract send(message: WhatsAppMessage): Promise<WhatsAppSendResult>
}

/**
 * An e-mail as the one layout renders it (renderEmail in email_layout.ts): the plain-text and
 * HTML parts, and its headers (the one-click `List-Unsubscribe` pair of a notice).
 */
export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

export abstract class EmailSender {
  abstract send(message: EmailMessage): Promise<void>
}

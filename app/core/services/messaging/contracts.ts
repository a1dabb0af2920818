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

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export abstract class EmailSender {
  abstract send(message: EmailMessage): Promise<void>
}

import type { EmailContent } from '#core/services/messaging/email_content'
import { WEBHOOK_MESSAGES } from '#integrations/rules/webhook_rules'

/** The topic of the owner's in-app notice when a webhook is paused. */
export const WEBHOOK_PAUSED_TOPIC = 'STORE.webhookPaused.'

export interface WebhookPausedSummary {
  url: string
  failures: number
  storeName: string
  recipientName: string | null
  /** The store's configuration page (absolute). */
  link: string
}

export function webhookPausedMessage(url: string, failures: number) {
  return WEBHOOK_MESSAGES.paused(url, failures)
}

export function webhookPausedEmail(summary: WebhookPausedSummary): EmailContent {
  return {
    subject: `Pausamos un webhook de ${summary.storeName}`,
    greeting: summary.recipientName,
    paragraphs: [
      webhookPausedMessage(summary.url, summary.failures),
      'Los eventos nuevos no se envían mientras el webhook esté pausado; las entregas pendientes esperan y salen al reactivarlo.',
    ],
    action: { label: 'Ver Integraciones', url: summary.link },
  }
}

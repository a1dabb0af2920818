import type { EmailContent } from '#core/services/messaging/email_content'
import { whatsappText } from '#core/services/messaging/whatsapp_text'

/**
 * The words telling staff that a pending store's owner asked for its GO module's activation
 * ('Solicitar activación' of the store's configuration page). Pure.
 */
export interface GoActivationRequestSummary {
  storeName: string
  ownerName: string
  staffName: string
  /** The absolute link to the staff page of pending stores (/staff/tiendas). */
  link: string
}

export function goActivationRequestMessage(storeName: string) {
  return `La tienda ${storeName} solicitó la activación del módulo GO.`
}

function action(summary: GoActivationRequestSummary) {
  return { label: 'Revisa y activa la tienda en Tiendas', url: summary.link }
}

export function goActivationRequestEmail(summary: GoActivationRequestSummary): EmailContent {
  const owner = summary.ownerName.trim()
  return {
    subject: `${summary.storeName} solicitó activar el módulo GO`,
    greeting: summary.staffName,
    paragraphs: [
      owner
        ? `${owner}, dueño de ${summary.storeName}, solicitó la activación del módulo GO.`
        : `La tienda ${summary.storeName} solicitó la activación del módulo GO.`,
      'Revisa sus datos y, si todo está en orden, activa su módulo GO con su plan.',
    ],
    action: action(summary),
  }
}

/** Staff are told by notification and e-mail; this text is never sent (no WhatsApp channel). */
export function goActivationRequestWhatsApp(summary: GoActivationRequestSummary) {
  return whatsappText([goActivationRequestMessage(summary.storeName)], action(summary))
}

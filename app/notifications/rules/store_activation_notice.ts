import type { EmailContent } from '#core/services/messaging/email_content'
import { whatsappText } from '#core/services/messaging/whatsapp_text'

/**
 * The words telling a store's owner that staff activated its GO module (pure). The percentage
 * comes as staff typed it (5.5 = 5.5 %).
 */
export interface StoreActivationSummary {
  storeName: string
  ownerName: string
  serviceCostPercent: number
  serviceCost: number
  currency: string
  locale: string
  /** The absolute link to the store's Pendientes. */
  link: string
}

function plan(summary: StoreActivationSummary) {
  const percent = summary.serviceCostPercent.toLocaleString(summary.locale, {
    maximumFractionDigits: 2,
  })
  const fee = summary.serviceCost.toLocaleString(summary.locale, {
    style: 'currency',
    currency: summary.currency,
    maximumFractionDigits: 2,
  })
  return `costo de servicio ${percent} % más ${fee} por venta`
}

export function storeActivationMessage(storeName: string) {
  return `¡Activamos el módulo GO de ${storeName}! Ya puedes cotizar las solicitudes de tus clientes.`
}

function action(summary: StoreActivationSummary) {
  return { label: 'Ve y cotiza las solicitudes pendientes', url: summary.link }
}

export function storeActivationWhatsApp(summary: StoreActivationSummary) {
  return whatsappText(
    [
      `Hola ${summary.ownerName}: activamos el módulo GO de ${summary.storeName} (${plan(summary)}).`,
      'Ya puedes cotizar las solicitudes de tus clientes.',
    ],
    action(summary)
  )
}

export function storeActivationEmail(summary: StoreActivationSummary): EmailContent {
  return {
    subject: `Tu tienda ${summary.storeName} ya puede cotizar`,
    greeting: summary.ownerName,
    paragraphs: [
      `Activamos el módulo GO de ${summary.storeName}. Tu plan: ${plan(summary)}.`,
      'Ya puedes ver y cotizar las solicitudes pendientes de tus clientes.',
    ],
    action: action(summary),
  }
}

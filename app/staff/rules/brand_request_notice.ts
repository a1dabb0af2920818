import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import type { EmailContent } from '#core/services/messaging/email_content'
import { whatsappText } from '#core/services/messaging/whatsapp_text'

/**
 * What a store's owner and advisers are told when staff resolve its brand request (issue 23
 * 'Marcas solicitadas'): the in-app line and the e-mail (pure, unit-testable). The notice links
 * to the store's Pendientes, where the requests of the enabled brands now show.
 */
export type BrandRequestDecision = 'approved' | 'rejected'

/** Topic of the store people's notification (a family of its own). */
export const BRAND_REQUEST_TOPIC = NOTIFICATION_TOPICS.brandRequestResolved

export interface BrandRequestNoticeSummary {
  decision: BrandRequestDecision
  storeName: string
  /** The brands enabled (approval), by name. */
  brands: string[]
  /** The staff's note: the reason of a rejection, or a remark on the approval. */
  note: string | null
  recipientName: string
  /** The absolute link to the store's Pendientes. */
  link: string
}

/** 'Renault', 'Renault y Nissan', 'Renault, Nissan y Kia'. */
export function brandList(brands: string[]) {
  if (brands.length <= 1) return brands[0] ?? ''
  return `${brands.slice(0, -1).join(', ')} y ${brands.at(-1)}`
}

/** The in-app notification's text. */
export function brandRequestNoticeMessage(
  summary: Pick<BrandRequestNoticeSummary, 'decision' | 'storeName' | 'brands' | 'note'>
) {
  if (summary.decision === 'approved') {
    return `Habilitamos ${brandList(summary.brands)} en ${summary.storeName}: ya ves sus solicitudes en Pendientes.`
  }
  return `No habilitamos las marcas que pediste para ${summary.storeName}: ${summary.note ?? ''}`.trim()
}

function action(summary: BrandRequestNoticeSummary) {
  return { label: 'Ve tus solicitudes pendientes', url: summary.link }
}

function lines(summary: BrandRequestNoticeSummary) {
  if (summary.decision === 'approved') {
    return [
      `Revisamos la solicitud de marcas de ${summary.storeName} y habilitamos ${brandList(summary.brands)}.`,
      'Desde ahora tu tienda ve y puede cotizar las solicitudes de esas marcas en Pendientes.',
      ...(summary.note ? [`Nota del equipo: ${summary.note}`] : []),
    ]
  }
  return [
    `Revisamos la solicitud de marcas de ${summary.storeName} y por ahora no podemos habilitarla.`,
    `Motivo: ${summary.note ?? ''}`,
    'Si tienes dudas, responde a este correo o envía una nueva solicitud desde el detalle de una solicitud de cotización.',
  ]
}

export function brandRequestWhatsApp(summary: BrandRequestNoticeSummary) {
  return whatsappText(lines(summary), action(summary))
}

export function brandRequestEmail(summary: BrandRequestNoticeSummary): EmailContent {
  return {
    subject:
      summary.decision === 'approved'
        ? `Habilitamos nuevas marcas en ${summary.storeName}`
        : `Tu solicitud de marcas para ${summary.storeName}`,
    greeting: summary.recipientName,
    paragraphs: lines(summary),
    action: action(summary),
  }
}

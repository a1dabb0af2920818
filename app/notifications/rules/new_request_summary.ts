import type { EmailContent } from '#core/services/messaging/email_content'
import { sentence, whatsappText } from '#core/services/messaging/whatsapp_text'

/**
 * The messages a vendor gets about a new request they may quote (doc 2 §4, issue 4 point 4):
 * the in-app line, a short WhatsApp text and an e-mail with the request summary and the link to
 * the request detail page. Never the buyer's name or contact data: vendors meet buyers inside
 * the platform. Pure: unit-tested.
 */
export interface NewRequestSummary {
  code: string
  brand: string | null
  model: string
  year: number | null
  city: string | null
  details: { name: string; amount: number }[]
  /** Absolute link to the request detail page. */
  link: string
  vendorName: string
}

/**
 * 'Mazda CX-30 2022' (what is known of it). A model that already starts with the brand
 * ('Mazda 3') does not repeat it.
 */
export function vehicleLabel(request: Pick<NewRequestSummary, 'brand' | 'model' | 'year'>) {
  const model = request.model?.trim() ?? ''
  const brand = request.brand?.trim() ?? ''
  const repeated = brand && model.toLowerCase().startsWith(`${brand.toLowerCase()} `)
  return [repeated ? null : brand, model, request.year].filter((part) => part).join(' ')
}

function partsLine(details: NewRequestSummary['details']) {
  return details.map((detail) => `${detail.name} (${detail.amount})`).join(', ')
}

/** The action of both messages: the request's page, where the vendor quotes. */
function action(summary: NewRequestSummary) {
  return { label: 'Revisa la solicitud y cotiza', url: summary.link }
}

export function newRequestWhatsApp(summary: NewRequestSummary) {
  const vehicle = vehicleLabel(summary)
  return whatsappText(
    [
      sentence(
        `Nueva solicitud de cotización Nº ${summary.code}` +
          `${vehicle ? ` para ${vehicle}` : ''}${summary.city ? ` en ${summary.city}` : ''}`
      ),
      summary.details.length ? `Repuestos solicitados: ${partsLine(summary.details)}.` : '',
    ],
    action(summary)
  )
}

export function newRequestEmail(summary: NewRequestSummary): EmailContent {
  const vehicle = vehicleLabel(summary)
  const lines = summary.details.map((detail) => `- ${detail.name}: ${detail.amount}`)
  return {
    subject: `Nueva solicitud de cotización Nº ${summary.code}${vehicle ? `: ${vehicle}` : ''}`,
    greeting: summary.vendorName,
    paragraphs: [
      'Un cliente pide cotización de repuestos que tu tienda puede atender.',
      [
        `Solicitud: ${summary.code}`,
        ...(vehicle ? [`Vehículo: ${vehicle}`] : []),
        ...(summary.city ? [`Ciudad: ${summary.city}`] : []),
      ].join('\n'),
      ...(lines.length ? ['Repuestos solicitados:', lines.join('\n')] : []),
      'Las primeras tiendas en cotizar tienen más probabilidad de vender.',
    ],
    action: action(summary),
  }
}

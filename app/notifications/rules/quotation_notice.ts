import type { EmailContent } from '#core/services/messaging/email_content'
import { sentence, whatsappText } from '#core/services/messaging/whatsapp_text'
import { COUNTRIES, type CountryCode } from '#core/country/country'

/**
 * What a buyer is told when a vendor sends a quotation on one of their requests, or saves
 * changes with 'Guardar y Notificar al cliente' (doc 3 §4.2): the in-app line, a short WhatsApp
 * text and an e-mail, each pointing to the buyer's detail page of the request. Never the
 * vendor's contact data, the part numbers or the commission: buyers meet vendors inside the
 * platform. Pure: unit-tested.
 */
export interface QuotationNoticeSummary {
  kind: 'sent' | 'updated'
  quotationCode: string
  requestCode: string
  storeName: string
  /** 'Mazda CX-30 2022' (what is known of it). */
  vehicle: string
  /** Decimal text of the quotation's total ("254000.00"). */
  total: string
  countryCode: string
  items: { name: string; amount: number }[]
  /** Absolute link to the buyer's detail page of the request. */
  link: string
  buyerName: string
}

/** '$ 254.000' (es-CO, COP without decimals) or '$254,000.00' (es-MX). */
export function formatTotal(total: string, countryCode: string) {
  const country = COUNTRIES[countryCode as CountryCode] ?? COUNTRIES.CO
  return new Intl.NumberFormat(country.locale, {
    style: 'currency',
    currency: country.currency,
    maximumFractionDigits: country.currency === 'COP' ? 0 : 2,
  }).format(total as Intl.StringNumericLiteral)
}

/** The in-app notification's text. */
export function quotationNoticeMessage(
  summary: Pick<QuotationNoticeSummary, 'kind' | 'storeName' | 'quotationCode' | 'requestCode'>
) {
  return summary.kind === 'sent'
    ? `Recibiste la cotización Nº ${summary.quotationCode} de ${summary.storeName} para tu solicitud Nº ${summary.requestCode}`
    : `${summary.storeName} actualizó la cotización Nº ${summary.quotationCode} de tu solicitud Nº ${summary.requestCode}`
}

function itemsLine(items: QuotationNoticeSummary['items']) {
  return items.map((item) => `${item.name} (${item.amount})`).join(', ')
}

/** The action of both messages: the buyer's page of the request, where they compare. */
function action(summary: QuotationNoticeSummary) {
  return { label: 'Compara las opciones de compra', url: summary.link }
}

export function quotationNoticeWhatsApp(summary: QuotationNoticeSummary) {
  const vehicle = summary.vehicle ? ` para tu ${summary.vehicle}` : ''
  return whatsappText(
    [
      summary.kind === 'sent'
        ? sentence(
            `¡Tienes una nueva cotización! ${summary.storeName} respondió tu solicitud Nº ${summary.requestCode}${vehicle}`
          )
        : sentence(
            `${summary.storeName} actualizó su cotización para tu solicitud Nº ${summary.requestCode}${vehicle}`
          ),
      summary.items.length ? `Productos: ${itemsLine(summary.items)}.` : '',
      `Total: ${formatTotal(summary.total, summary.countryCode)}.`,
    ],
    action(summary)
  )
}

export function quotationNoticeEmail(summary: QuotationNoticeSummary): EmailContent {
  return {
    subject:
      summary.kind === 'sent'
        ? `Nueva cotización para tu solicitud Nº ${summary.requestCode}`
        : `Cotización actualizada para tu solicitud Nº ${summary.requestCode}`,
    greeting: summary.buyerName,
    paragraphs: [
      summary.kind === 'sent'
        ? `${summary.storeName} te envió la cotización Nº ${summary.quotationCode}.`
        : `${summary.storeName} hizo cambios en la cotización Nº ${summary.quotationCode}.`,
      [
        `Solicitud: ${summary.requestCode}`,
        ...(summary.vehicle ? [`Vehículo: ${summary.vehicle}`] : []),
      ].join('\n'),
      ...(summary.items.length
        ? ['Productos:', summary.items.map((item) => `- ${item.name}: ${item.amount}`).join('\n')]
        : []),
      `Total: ${formatTotal(summary.total, summary.countryCode)}`,
      'Pregúntale al vendedor lo que necesites y compra dentro de la plataforma.',
    ],
    action: action(summary),
  }
}

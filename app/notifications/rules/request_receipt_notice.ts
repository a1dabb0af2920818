import type { EmailContent } from '#core/services/messaging/email_content'
import { sentence, whatsappText } from '#core/services/messaging/whatsapp_text'

/**
 * What a buyer is told when their quotation request was received (issue 21): its code and what
 * happens next, true to the market of their country:
 * - `store`: a store's own request (from its page): that store answers it;
 * - `market`: at least one active store of the buyer's country serves the request (its brand
 *   and city: EligibleVendorsQuery) — the promise of the wizard, 'hasta 3 opciones de compra en
 *   60 minutos o menos';
 * - `waiting`: no store serves it yet — no promise: the vendors are told as soon as there are;
 * - `suppliers`: sent only to the buyer's own suppliers (not to the marketplace).
 * The in-app line, a WhatsApp text and an e-mail, each pointing to the buyer's page of the
 * request. Pure: unit-tested.
 */
export type ReceiptReach = 'store' | 'market' | 'waiting' | 'suppliers'

export interface RequestReceiptSummary {
  code: string
  reach: ReceiptReach
  /** The store of a store's own request. */
  storeName: string | null
  /** 'Mazda CX-30 2022' (what is known of it). */
  vehicle: string
  /** Absolute link to the buyer's detail page of the request. */
  link: string
  buyerName: string
}

/** The promise of the wizard (quotation_wizard.tsx, success_modal.tsx), where it holds. */
export const MARKET_PROMISE =
  'Recibirás hasta 3 opciones de compra en 60 minutos o menos por WhatsApp y/o correo electrónico.'

/** What happens next, by reach. */
export function receiptNext(summary: Pick<RequestReceiptSummary, 'reach' | 'storeName'>) {
  switch (summary.reach) {
    case 'store':
      return `${summary.storeName?.trim() || 'La tienda'} te responderá en 60 minutos o menos por WhatsApp y/o correo electrónico.`
    case 'market':
      return MARKET_PROMISE
    case 'waiting':
      return 'Por ahora ninguna tienda de tu zona atiende esta solicitud: avisaremos a los vendedores en cuanto estén disponibles y te contaremos cuando te coticen.'
    case 'suppliers':
      return 'La enviamos a tus proveedores: te avisaremos cuando te respondan.'
  }
}

/** The in-app notification's text. */
export function requestReceiptMessage(summary: Pick<RequestReceiptSummary, 'code' | 'vehicle'>) {
  const vehicle = summary.vehicle.trim()
  return `Recibimos tu solicitud de cotización Nº ${summary.code}${vehicle ? ` para tu ${vehicle}` : ''}`
}

function action(summary: RequestReceiptSummary) {
  return { label: 'Sigue tu solicitud', url: summary.link }
}

export function requestReceiptWhatsApp(summary: RequestReceiptSummary) {
  return whatsappText(
    [sentence(requestReceiptMessage(summary)), receiptNext(summary)],
    action(summary)
  )
}

export function requestReceiptEmail(summary: RequestReceiptSummary): EmailContent {
  return {
    subject: `Recibimos tu solicitud de cotización Nº ${summary.code}`,
    greeting: summary.buyerName,
    paragraphs: [sentence(requestReceiptMessage(summary)), receiptNext(summary)],
    action: action(summary),
  }
}

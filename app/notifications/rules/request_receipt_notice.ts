import type { EmailContent } from '#core/services/messaging/email_content'
import { sentence, whatsappText } from '#core/services/messaging/whatsapp_text'
import { requestReachNext, type RequestReach } from '#quotations/rules/request_reach'

/**
 * What a buyer is told when their quotation request was received (issue 21): its code and what
 * happens next, true to the market of their country (`reach`, app/quotations/rules/
 * request_reach.ts — the wizard's success dialog says the same). The in-app line, a WhatsApp
 * text and an e-mail, each pointing to the buyer's page of the request. Pure: unit-tested.
 */
export interface RequestReceiptSummary {
  code: string
  reach: RequestReach
  /** The store of a store's own request. */
  storeName: string | null
  /** 'Mazda CX-30 2022' (what is known of it). */
  vehicle: string
  /** Absolute link to the buyer's detail page of the request. */
  link: string
  buyerName: string
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
    [sentence(requestReceiptMessage(summary)), requestReachNext(summary.reach, summary.storeName)],
    action(summary)
  )
}

export function requestReceiptEmail(summary: RequestReceiptSummary): EmailContent {
  return {
    subject: `Recibimos tu solicitud de cotización Nº ${summary.code}`,
    greeting: summary.buyerName,
    paragraphs: [
      sentence(requestReceiptMessage(summary)),
      requestReachNext(summary.reach, summary.storeName),
    ],
    action: action(summary),
  }
}

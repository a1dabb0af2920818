import type { EmailContent } from '#core/services/messaging/email_content'
import { whatsappText } from '#core/services/messaging/whatsapp_text'
import type { OrderNotice } from '#orders/events/order_events'
import { formatTotal } from '#notifications/rules/quotation_notice'

/**
 * What a store's people (its owner, the quotation's adviser) are told when a buyer sends an
 * order from a quotation ('created') or pays one ('paid', the gateway confirmed it): the in-app
 * line, a short WhatsApp text and an e-mail, each pointing to the store's page of the sale
 * (/{product}Go/ventas/{id}). Never the buyer's contact data: the store reads it on the sale's
 * page. Pure: unit-tested.
 */
export interface OrderNoticeSummary {
  kind: OrderNotice
  refVenta: string
  buyerName: string
  /** Decimal text of the order's total and the store's country. */
  total: string
  countryCode: string
  /** 'orders': 'Enviar pedido'; 'cart': paid through the gateway or a payment link. */
  salesModel: string
  items: { description: string; quantity: number }[]
  /** Absolute link to the store's page of the sale. */
  link: string
  storeName: string
  recipientName: string
}

type Headline = Pick<
  OrderNoticeSummary,
  'kind' | 'refVenta' | 'buyerName' | 'total' | 'countryCode'
>

/** The in-app notification's text. */
export function orderNoticeMessage(summary: Headline) {
  const name = summary.buyerName?.trim()
  const total = formatTotal(summary.total, summary.countryCode)
  return summary.kind === 'created'
    ? `Nuevo pedido Nº ${summary.refVenta} de ${name || 'un comprador'} por ${total}`
    : `${name || 'Un comprador'} pagó el pedido Nº ${summary.refVenta} por ${total}`
}

function itemsLine(items: OrderNoticeSummary['items']) {
  return items.map((item) => `${item.description} (${item.quantity})`).join(', ')
}

/** The action of both messages: the store's page of the sale. */
function action(summary: OrderNoticeSummary) {
  return summary.kind === 'created'
    ? { label: 'Revisa y confirma el pedido', url: summary.link }
    : { label: 'Revisa la venta y prepara el envío', url: summary.link }
}

export function orderNoticeWhatsApp(summary: OrderNoticeSummary) {
  return whatsappText(
    [
      `${orderNoticeMessage(summary)}.`,
      summary.items.length ? `Productos: ${itemsLine(summary.items)}.` : '',
    ],
    action(summary)
  )
}

export function orderNoticeEmail(summary: OrderNoticeSummary): EmailContent {
  return {
    subject:
      summary.kind === 'created'
        ? `Nuevo pedido Nº ${summary.refVenta} en ${summary.storeName}`
        : `Pago recibido del pedido Nº ${summary.refVenta}`,
    greeting: summary.recipientName,
    paragraphs: [
      `${orderNoticeMessage(summary)}.`,
      ...(summary.items.length
        ? [
            'Productos:',
            summary.items.map((item) => `- ${item.description}: ${item.quantity}`).join('\n'),
          ]
        : []),
      `Total: ${formatTotal(summary.total, summary.countryCode)}`,
      summary.kind === 'created'
        ? 'Confirma el pedido y coordina la entrega con el comprador en la plataforma.'
        : 'El comprador ya pagó: prepara el envío y márcalo como enviado en la venta.',
    ],
    action: action(summary),
  }
}

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
  productName: string
  storeName: string
  recipientName: string
}

type Headline = Pick<
  OrderNoticeSummary,
  'kind' | 'refVenta' | 'buyerName' | 'total' | 'countryCode'
>

/** The in-app notification's text. */
export function orderNoticeMessage(summary: Headline) {
  const buyer = summary.buyerName || 'Un comprador'
  const total = formatTotal(summary.total, summary.countryCode)
  return summary.kind === 'created'
    ? `Nuevo pedido Nº ${summary.refVenta} de ${buyer} por ${total}`
    : `Pago recibido: pedido Nº ${summary.refVenta} de ${buyer} por ${total}`
}

function itemsLine(items: OrderNoticeSummary['items']) {
  return items.map((item) => `${item.description} (${item.quantity})`).join(', ')
}

export function orderNoticeWhatsApp(summary: OrderNoticeSummary) {
  return [
    summary.kind === 'created'
      ? `¡Tienes un nuevo pedido! ${orderNoticeMessage(summary)}.`
      : `¡Pago confirmado! ${orderNoticeMessage(summary)}.`,
    ...(summary.items.length ? [`Productos: ${itemsLine(summary.items)}.`] : []),
    summary.kind === 'created'
      ? `Confírmalo en ${summary.productName}: ${summary.link}`
      : `Prepara el envío en ${summary.productName}: ${summary.link}`,
  ].join('\n')
}

export function orderNoticeEmail(summary: OrderNoticeSummary) {
  const subject =
    summary.kind === 'created'
      ? `Nuevo pedido Nº ${summary.refVenta} en ${summary.storeName}`
      : `Pago recibido del pedido Nº ${summary.refVenta}`
  const text = [
    `Hola ${summary.recipientName}:`,
    '',
    `${orderNoticeMessage(summary)}.`,
    '',
    ...(summary.items.length
      ? [
          'Productos:',
          ...summary.items.map((item) => `- ${item.description}: ${item.quantity}`),
          '',
        ]
      : []),
    `Total: ${formatTotal(summary.total, summary.countryCode)}`,
    '',
    summary.kind === 'created'
      ? 'Revisa el pedido, confírmalo y coordina la entrega en:'
      : 'El comprador ya pagó. Revisa la venta y prepara el envío en:',
    summary.link,
    '',
    `Equipo ${summary.productName}`,
  ].join('\n')
  return { subject, text }
}

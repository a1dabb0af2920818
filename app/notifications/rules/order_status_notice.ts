import type { EmailContent } from '#core/services/messaging/email_content'
import { sentence, whatsappText } from '#core/services/messaging/whatsapp_text'
import type { OrderSide, TargetStatus } from '#orders/rules/order_status'
import { formatTotal } from '#notifications/rules/quotation_notice'

/**
 * What the other side of an order is told when its status changes (issue 11), and what the
 * buyer is told when the gateway confirms their payment (issue 21): the in-app line, a short
 * WhatsApp text and an e-mail, each pointing to the recipient's page of the order (the buyer's
 * /{product}Go/compras/{id}, the store's /{product}Go/ventas/{id}). A store's change and a
 * confirmed payment tell the buyer; the buyer cancelling tells the store's owner and advisers.
 * Pure: unit-tested.
 */
export type OrderNoticeStatus = TargetStatus | 'paid'

export interface OrderStatusNotice {
  /** Who made the change ('store' for a confirmed payment: the buyer is told). */
  side: OrderSide
  to: OrderNoticeStatus
  refVenta: string
  storeName: string
  buyerName: string
  /** Tracking note (shipped) or reason (cancelled). */
  note: string | null
  /** Decimal text of the order's total and the store's country. */
  total: string
  countryCode: string
  /** Absolute link to the recipient's page of the order. */
  link: string
  recipientName: string
}

type Headline = Pick<
  OrderStatusNotice,
  'side' | 'to' | 'refVenta' | 'storeName' | 'buyerName' | 'note'
>

/** The in-app notification's text (at most 1024 characters). */
export function orderStatusNoticeMessage(notice: Headline) {
  return headline(notice).slice(0, 1024)
}

function headline(notice: Headline) {
  const { refVenta: ref, note } = notice
  const store = notice.storeName?.trim() || 'La tienda'
  if (notice.side === 'buyer') {
    return `${notice.buyerName?.trim() || 'El comprador'} canceló el pedido Nº ${ref}${note ? `. Motivo: ${note}` : ''}`
  }
  switch (notice.to) {
    case 'paid':
      return `Confirmamos tu pago del pedido Nº ${ref} a ${store}`
    case 'confirmed':
      return `${store} confirmó tu pedido Nº ${ref}`
    case 'shipped':
      return `${store} envió tu pedido Nº ${ref}${note ? `. Seguimiento: ${note}` : ''}`
    case 'delivered':
      return `Tu pedido Nº ${ref} de ${store} fue entregado: califica tu compra`
    case 'cancelled':
      return `${store} canceló tu pedido Nº ${ref}${note ? `. Motivo: ${note}` : ''}`
  }
}

/**
 * The action of both messages: the recipient's page of the order — for a delivered order, the
 * rating of the purchase (the link opens it: ratePurchasePath).
 */
function action(notice: OrderStatusNotice) {
  if (notice.side === 'buyer') return { label: 'Revisa la venta', url: notice.link }
  return notice.to === 'delivered'
    ? { label: 'Califica tu compra', url: notice.link }
    : { label: 'Revisa tu compra', url: notice.link }
}

/** What the buyer may expect next, after a payment or the store's change. */
const NEXT: Record<OrderNoticeStatus, string> = {
  paid: 'La tienda ya sabe que pagaste y prepara el envío: te avisaremos cuando lo envíe.',
  confirmed: 'La tienda coordinará contigo la entrega: te avisaremos cuando la envíe.',
  shipped: 'Cuando lo recibas, la tienda lo marcará como entregado.',
  delivered:
    'Gracias por comprar en la plataforma. ¿Qué tan probable es que recomiendes la tienda? Califícala de 0 a 10 desde tu compra.',
  cancelled: 'Si tienes dudas, escríbele a la tienda desde tu compra.',
}

export function orderStatusNoticeWhatsApp(notice: OrderStatusNotice) {
  return whatsappText(
    [sentence(headline(notice)), `Total: ${formatTotal(notice.total, notice.countryCode)}.`],
    action(notice)
  )
}

const SUBJECTS: Record<OrderNoticeStatus, string> = {
  paid: 'pagado',
  confirmed: 'confirmado',
  shipped: 'enviado',
  delivered: 'entregado',
  cancelled: 'cancelado',
}

export function orderStatusNoticeEmail(notice: OrderStatusNotice): EmailContent {
  return {
    subject:
      notice.side === 'buyer'
        ? `Pedido Nº ${notice.refVenta} cancelado por el comprador`
        : notice.to === 'paid'
          ? `Pago confirmado del pedido Nº ${notice.refVenta}`
          : `Tu pedido Nº ${notice.refVenta} fue ${SUBJECTS[notice.to]}`,
    greeting: notice.recipientName,
    paragraphs: [
      sentence(headline(notice)),
      [
        `Pedido: ${notice.refVenta}`,
        notice.side === 'buyer' ? `Comprador: ${notice.buyerName}` : `Tienda: ${notice.storeName}`,
        `Total: ${formatTotal(notice.total, notice.countryCode)}`,
      ]
        .filter((line) => !/: $/.test(line))
        .join('\n'),
      ...(notice.side === 'store' ? [NEXT[notice.to]] : []),
    ],
    action: action(notice),
  }
}

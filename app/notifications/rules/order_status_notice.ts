import type { OrderSide, TargetStatus } from '#orders/rules/order_status'
import { formatTotal } from '#notifications/rules/quotation_notice'

/**
 * What the other side of an order is told when its status changes (issue 11): the in-app line,
 * a short WhatsApp text and an e-mail, each pointing to the recipient's page of the order (the
 * buyer's /{product}Go/compras/{id}, the store's /{product}Go/ventas/{id}). A store's change
 * tells the buyer; the buyer cancelling tells the store's owner and advisers. Pure: unit-tested
 * through the listener's tests.
 */
export interface OrderStatusNotice {
  /** Who made the change. */
  side: OrderSide
  to: TargetStatus
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
  productName: string
  recipientName: string
}

/** The in-app notification's text (at most 1024 characters). */
export function orderStatusNoticeMessage(
  notice: Pick<OrderStatusNotice, 'side' | 'to' | 'refVenta' | 'storeName' | 'buyerName' | 'note'>
) {
  return headline(notice).slice(0, 1024)
}

function headline(
  notice: Pick<OrderStatusNotice, 'side' | 'to' | 'refVenta' | 'storeName' | 'buyerName' | 'note'>
) {
  const { refVenta: ref, storeName: store, note } = notice
  if (notice.side === 'buyer') {
    return `${notice.buyerName || 'El comprador'} canceló el pedido Nº ${ref}${note ? `. Motivo: ${note}` : ''}`
  }
  switch (notice.to) {
    case 'confirmed':
      return `${store} confirmó tu pedido Nº ${ref}`
    case 'shipped':
      return `${store} envió tu pedido Nº ${ref}${note ? `. Seguimiento: ${note}` : ''}`
    case 'delivered':
      return `Tu pedido Nº ${ref} de ${store} fue entregado`
    case 'cancelled':
      return `${store} canceló tu pedido Nº ${ref}${note ? `. Motivo: ${note}` : ''}`
  }
}

export function orderStatusNoticeWhatsApp(notice: OrderStatusNotice) {
  return [
    `${headline(notice)}.`,
    `Total: ${formatTotal(notice.total, notice.countryCode)}.`,
    notice.side === 'buyer'
      ? `Revisa la venta en ${notice.productName}: ${notice.link}`
      : `Revisa tu compra en ${notice.productName}: ${notice.link}`,
  ].join('\n')
}

const SUBJECTS: Record<TargetStatus, string> = {
  confirmed: 'confirmado',
  shipped: 'enviado',
  delivered: 'entregado',
  cancelled: 'cancelado',
}

export function orderStatusNoticeEmail(notice: OrderStatusNotice) {
  const subject =
    notice.side === 'buyer'
      ? `Pedido Nº ${notice.refVenta} cancelado por el comprador`
      : `Tu pedido Nº ${notice.refVenta} fue ${SUBJECTS[notice.to]}`
  const text = [
    `Hola ${notice.recipientName}:`,
    '',
    `${headline(notice)}.`,
    '',
    `Pedido: ${notice.refVenta}`,
    notice.side === 'buyer' ? `Comprador: ${notice.buyerName}` : `Tienda: ${notice.storeName}`,
    `Total: ${formatTotal(notice.total, notice.countryCode)}`,
    '',
    notice.side === 'buyer' ? 'Consulta la venta en:' : 'Consulta el estado de tu compra en:',
    notice.link,
    '',
    `Equipo ${notice.productName}`,
  ].join('\n')
  return { subject, text }
}

import type { CheckoutShippingOption, OrderStatus } from '#orders/models/cart_shopping_header'

/**
 * An order's life after it was created (issue 11; the spec shows no page for it), as a pure
 * transition table shared with the pages (`@rules/orders/rules/order_status`) and unit-tested:
 *
 *   store (the selling store's owner or an active adviser):
 *     pending | paid        → confirmed
 *     confirmed | paid      → shipped     (tracking note required, at most 256 characters)
 *     shipped               → delivered
 *     pending | confirmed | paid → cancelled (reason required, at most 512 characters)
 *   buyer:
 *     pending               → cancelled   (reason required): the buyer may withdraw an order
 *                             the store has not confirmed and nobody has paid; from then on
 *                             only the store cancels (it may have bought or sent the parts).
 *
 * 'paid' is never a target here: only the payment gateway's webhook marks an order paid.
 * 'delivered' and 'cancelled' are final. A change whose starting status is no longer the
 * order's (two advisers at once: the other one was faster) is refused as stale (409).
 */

/** Who asks for a change. */
export type OrderSide = 'store' | 'buyer'

/** The statuses a change may lead to. */
export const TARGET_STATUSES = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const
export type TargetStatus = (typeof TARGET_STATUSES)[number]

/** Every status a stored order may have (same list as the model's ORDER_STATUSES). */
export const ALL_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[]

/** From which statuses each side may move an order to each target. */
export const TRANSITIONS: Record<
  OrderSide,
  Partial<Record<TargetStatus, readonly OrderStatus[]>>
> = {
  store: {
    confirmed: ['pending', 'paid'],
    shipped: ['confirmed', 'paid'],
    delivered: ['shipped'],
    cancelled: ['pending', 'confirmed', 'paid'],
  },
  buyer: {
    cancelled: ['pending'],
  },
}

export const TRACKING_NOTE_MAX_LENGTH = 256
export const CANCEL_REASON_MAX_LENGTH = 512

/** The Spanish name of each status (badges, history, notifications). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  paid: 'Pagado',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
}

/** The Spanish name of each checkout shipping option (doc 1 §4). */
export const SHIPPING_OPTION_LABELS: Record<CheckoutShippingOption, string> = {
  shippingCost: 'Envío a domicilio',
  storePickup: 'Recoger en tienda',
  paymentAgainstDelivery: 'Flete contra entrega (se paga a la transportadora al recibir)',
}

export function orderStatusLabel(status: string) {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status
}

export function shippingOptionLabel(option: string) {
  return SHIPPING_OPTION_LABELS[option as CheckoutShippingOption] ?? option
}

/** The note a target needs: a tracking note to ship, a reason to cancel. */
export function noteKindOf(to: TargetStatus): 'tracking' | 'reason' | null {
  if (to === 'shipped') return 'tracking'
  if (to === 'cancelled') return 'reason'
  return null
}

/** The targets `side` may move an order in `current` status to, in the table's order. */
export function nextStatuses(side: OrderSide, current: string): TargetStatus[] {
  return TARGET_STATUSES.filter((to) =>
    (TRANSITIONS[side][to] ?? []).includes(current as OrderStatus)
  )
}

export function isTargetStatus(value: unknown): value is TargetStatus {
  return TARGET_STATUSES.includes(value as TargetStatus)
}

export type TransitionRefusal =
  /** The order changed since the caller saw it (`expected` given and different). */
  | 'stale'
  /** The order already has that status. */
  | 'same'
  /** Not a move this side may make from the current status. */
  | 'notAllowed'
  | 'noteRequired'
  | 'noteTooLong'

export type TransitionDecision =
  { allowed: true; note: string | null } | { allowed: false; reason: TransitionRefusal }

/**
 * Whether `side` may move an order from `current` to `to` with `note` (trimmed; kept only for
 * the targets that take one). `expected` is the status the caller saw: when given and no longer
 * the order's, the change is stale.
 */
export function decideTransition(input: {
  side: OrderSide
  current: string
  to: TargetStatus
  note?: string | null
  expected?: string | null
}): TransitionDecision {
  const { side, current, to } = input
  if (input.expected && input.expected !== current) return { allowed: false, reason: 'stale' }
  if (current === to) return { allowed: false, reason: 'same' }
  if (!(TRANSITIONS[side][to] ?? []).includes(current as OrderStatus)) {
    return { allowed: false, reason: 'notAllowed' }
  }
  const kind = noteKindOf(to)
  if (!kind) return { allowed: true, note: null }
  const note = (input.note ?? '').trim()
  if (!note) return { allowed: false, reason: 'noteRequired' }
  const max = kind === 'tracking' ? TRACKING_NOTE_MAX_LENGTH : CANCEL_REASON_MAX_LENGTH
  if (note.length > max) return { allowed: false, reason: 'noteTooLong' }
  return { allowed: true, note }
}

/** Spanish answers of the status changes and of the orders pages. */
export const ORDER_MESSAGES = {
  notFound: '¡ERROR! la transacción es inexistente.',
  statusRequired: 'Indica el nuevo estado del pedido',
  statusInvalid: 'El estado debe ser confirmed, shipped, delivered o cancelled',
  buyerCancelOnly: 'Como comprador solo puedes cancelar tu pedido (status: cancelled)',
  trackingRequired: 'Escribe la guía o nota de seguimiento del envío',
  trackingTooLong: `La nota de seguimiento admite máximo ${TRACKING_NOTE_MAX_LENGTH} caracteres`,
  reasonRequired: 'Escribe el motivo de la cancelación',
  reasonTooLong: `El motivo de la cancelación admite máximo ${CANCEL_REASON_MAX_LENGTH} caracteres`,
  expectedInvalid: 'El estado esperado no es válido',
  textInvalid: 'El texto no es válido',
  staffReadOnly: 'El equipo de la plataforma ve los pedidos en modo de solo lectura',
  buyerSeesPurchases:
    'Esta es la vista de la tienda que vendió. Consulta tu pedido en Mis compras.',
  onlySellingStore: 'Solo la tienda que vendió el pedido puede cambiar su estado',
  salesForStores: 'Solo las tiendas y sus asesores tienen ventas',
  /** 409: the order changed meanwhile (another adviser, the buyer, the payment). */
  stale: (current: string) =>
    `El pedido cambió mientras lo veías: ahora está ${orderStatusLabel(current)}. Recarga la página para ver su estado actual.`,
  same: (current: string) => `El pedido ya está ${orderStatusLabel(current)}.`,
  notAllowed: (current: string, to: TargetStatus, side: OrderSide) =>
    side === 'buyer' && to === 'cancelled'
      ? `Ya no puedes cancelar el pedido: está ${orderStatusLabel(current)}. Escríbele a la tienda.`
      : `Un pedido ${orderStatusLabel(current)} no puede pasar a ${orderStatusLabel(to)}.`,
  changed: (to: TargetStatus) => `Pedido ${orderStatusLabel(to).toLowerCase()}`,
} as const

/**
 * Outbox event (app/core/outbox) written with each change, in its transaction: the other side is
 * told once (queue notification, WhatsApp, e-mail; app/notifications/listeners/
 * notify_order_status.ts).
 */
export const ORDER_STATUS_CHANGED = 'orders.order_status_changed'

export interface OrderStatusChangedPayload {
  orderId: number
  /** The history row (order_status_changes) of the change. */
  changeId: number
  refVenta: string
  from: OrderStatus
  to: TargetStatus
  /** Tracking note (shipped) or reason (cancelled). */
  note: string | null
  /** Who changed it: 'store' tells the buyer, 'buyer' tells the store's people. */
  side: OrderSide
  actorUserId: number
  buyerId: number
  storeId: number
  storeName: string
  buyerName: string
  /** Decimal text of the order's total and the store's country (for the messages). */
  total: string
  countryCode: string
}

/**
 * The live channel of one order (Transmit, authorised in start/transmit.ts by
 * OrderPolicy.listen: the order's buyer and the selling store's people only). Both sides' order
 * pages listen to it and reload the order when its status changes (message type
 * `orderStatusChanged`, ids and the new status only: the page reads the order again through its
 * own props). Missed messages are not replayed: the page reloads when the stream reconnects.
 */
export const ORDER_CHANNEL = 'orders/:orderId/status'
export const ORDER_PUSH_TYPE = 'orderStatusChanged'

export function orderChannel(orderId: number) {
  return ORDER_CHANNEL.replace(':orderId', String(orderId))
}

export interface OrderPushMessage {
  type: typeof ORDER_PUSH_TYPE
  orderId: number
  status: OrderStatus
}

export function isOrderPush(message: unknown, orderId: number): message is OrderPushMessage {
  const value = message as Partial<OrderPushMessage> | null
  return value?.type === ORDER_PUSH_TYPE && value.orderId === orderId
}

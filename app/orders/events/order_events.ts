import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { formatCents, moneyOf } from '#core/rules/money'

/**
 * Outbox events of the checkout (app/core/outbox), written in the order's own transaction so the
 * store's notification, WhatsApp message and e-mail are never lost to a crash after the commit
 * and never sent twice (the handler, app/notifications/listeners/notify_store_of_order.ts, keys
 * every row and send on event and recipient):
 *
 * - `order.created`: a buyer sent an order from a quotation ('Enviar pedido', createNewOrder);
 *   the store is told at once (topic 'CART.newOrder.'). A payment link does not tell the store
 *   when it is made: nothing was bought yet.
 * - `order.paid`: the gateway confirmed the payment of an order or payment link (webhook, or
 *   the local payment page); the store is told (topic 'CART.paidPurchase.').
 */
export const ORDER_CREATED = 'order.created'
export const ORDER_PAID = 'order.paid'

export type OrderNotice = 'created' | 'paid'

export interface OrderEventPayload {
  kind: OrderNotice
  orderId: number
  refVenta: string
  storeId: number
  storeName: string
  buyerId: number
  buyerName: string
  /** Decimal text of the order's total ("254000.00"). */
  total: string
  /** The store's country (currency of the messages). */
  countryCode: string
  salesModel: string
  /**
   * Who is told: the store's owner and the user of the adviser who made the quotation (when
   * that adviser has an account and is active), once each.
   */
  recipientIds: number[]
}

/** The columns of an order its events name. */
export interface OrderForNotice {
  id: number
  refVenta: string
  storeId: number
  userId: number
  adviserId: number | null
  total: number | string
  salesModel: string
}

/**
 * The payload of an order's event, read inside the order's transaction: the store's name and
 * country, the buyer's name and who is told — the store's owner, and the user of the adviser
 * who made the quotation (`adviser_id`, when that adviser has an account and is active).
 */
export async function orderEventPayload(
  client: TransactionClientContract,
  order: OrderForNotice,
  kind: OrderNotice
): Promise<OrderEventPayload> {
  const [store, buyer, adviser] = await Promise.all([
    client
      .from('stores')
      .where('id', order.storeId)
      .select('user_id', 'name', 'country_code')
      .first(),
    client.from('users').where('id', order.userId).select('full_name').first(),
    order.adviserId
      ? client
          .from('store_advisers')
          .where('id', order.adviserId)
          .where('store_id', order.storeId)
          .where('is_active', true)
          .whereNotNull('user_id')
          .select('user_id')
          .first()
      : null,
  ])
  const recipients = [store?.user_id, adviser?.user_id]
    .filter((id) => id !== null && id !== undefined)
    .map(Number)
  return {
    kind,
    orderId: order.id,
    refVenta: order.refVenta,
    storeId: order.storeId,
    storeName: store?.name ?? '',
    buyerId: order.userId,
    buyerName: buyer?.full_name ?? '',
    total: formatCents(moneyOf(order.total)),
    countryCode: store?.country_code ?? 'CO',
    salesModel: order.salesModel,
    recipientIds: [...new Set(recipients)],
  }
}

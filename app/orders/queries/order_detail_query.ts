import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import type { OrderStatus } from '#orders/models/cart_shopping_header'
import type { OrderSide } from '#orders/rules/order_status'

/** One step of an order's life as the detail shows it. */
export interface OrderHistoryEntry {
  /** 'created': the order itself; 'payment': an approved gateway payment; 'change': a row of order_status_changes. */
  kind: 'created' | 'payment' | 'change'
  status: OrderStatus
  at: DateTime
  note: string | null
  side: OrderSide | null
  /** Who made the change (full name), when known. */
  userName: string | null
}

export interface OrderView {
  order: CartShoppingHeader
  history: OrderHistoryEntry[]
  /** The note of the latest 'shipped' change and the reason of the latest 'cancelled' one. */
  trackingNote: string | null
  cancelReason: string | null
}

function dateTime(value: unknown) {
  if (value instanceof Date) return DateTime.fromJSDate(value)
  if (DateTime.isDateTime(value)) return value
  const sql = DateTime.fromSQL(String(value), { zone: 'utc' })
  return sql.isValid ? sql : DateTime.fromISO(String(value))
}

/**
 * One order with all a detail page shows: items (in order), store, buyer (with the main
 * record's city), the chosen address and billing record (with their cities; null = the buyer's
 * main user record, resolved by the transformer), the quotation it came from (code and request)
 * and the adviser; then its history: the creation, approved payments (the gateway's webhook
 * marks an order paid without a history row) and every status change, oldest first.
 */
export default class OrderDetailQuery {
  async handle(order: CartShoppingHeader): Promise<OrderView> {
    const [changes, payments] = await Promise.all([
      db
        .from('order_status_changes as c')
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .where('c.header_id', order.id)
        .orderBy('c.id', 'asc')
        .select('c.id', 'c.status', 'c.note', 'c.side', 'c.created_at', 'u.full_name'),
      db
        .from('transactions_paid')
        .where('header_id', order.id)
        .where('status', 'approved')
        .orderBy('id', 'asc')
        .select('id', 'gateway', 'paid_at', 'created_at'),
      order.load((loader) => {
        loader
          .load('items', (items) => items.orderBy('id', 'asc'))
          .load('store', (store) => store.select('id', 'name', 'country_code', 'user_id'))
          .load('user', (user) => user.preload('city'))
          .load('address', (address) => address.preload('city'))
          .load('billing', (billing) => billing.preload('city'))
          .load('quotation', (quotation) => quotation.select('id', 'code', 'quotation_request_id'))
          .load('adviser')
      }),
    ])

    const history: OrderHistoryEntry[] = [
      {
        kind: 'created',
        status: 'pending',
        at: order.createdAt,
        note: null,
        side: 'buyer',
        userName: null,
      },
    ]
    const hasPaidChange = changes.some((change) => change.status === 'paid')
    if (!hasPaidChange) {
      for (const payment of payments) {
        history.push({
          kind: 'payment',
          status: 'paid',
          at: dateTime(payment.paid_at ?? payment.created_at),
          note: null,
          side: null,
          userName: null,
        })
      }
    }
    for (const change of changes) {
      history.push({
        kind: 'change',
        status: change.status,
        at: dateTime(change.created_at),
        note: change.note ?? null,
        side: change.side,
        userName: change.full_name ?? null,
      })
    }
    // stable: equal times keep the order above (creation, payments, changes by id)
    history.sort((a, b) => a.at.toMillis() - b.at.toMillis())

    const last = (status: string) =>
      [...changes].reverse().find((change) => change.status === status)?.note ?? null
    return {
      order,
      history,
      trackingNote: last('shipped'),
      cancelReason: order.status === 'cancelled' ? last('cancelled') : null,
    }
  }
}

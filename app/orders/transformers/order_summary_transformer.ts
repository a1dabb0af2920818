import { BaseTransformer } from '@adonisjs/core/transformers'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import { orderStatusLabel } from '#orders/rules/order_status'
import { money, purchasePath, salePath } from '#orders/transformers/order_money'

/** Which list a row is for: the buyer's purchases, a store's sales, or staff reading sales. */
export type OrderListSide = 'buyer' | 'store' | 'staff'

/**
 * One row of Mis compras / Ventas (and of GET /api/{product}Go/orders, /sales): ref_venta, date,
 * status (and its Spanish label), items counted, total (decimal text, in the store's country
 * currency), the other party's name — the store for the buyer, the buyer for the store, both for
 * staff — and the detail page's path. `is_read`: the store opened the sale ('Nueva' otherwise).
 */
export default class OrderSummaryTransformer extends BaseTransformer<CartShoppingHeader> {
  constructor(
    resource: CartShoppingHeader,
    protected side: OrderListSide
  ) {
    super(resource)
  }

  toObject() {
    const order = this.resource
    const store = order.store ?? null
    const buyer = order.user ?? null
    return {
      id: order.id,
      ref_venta: order.refVenta,
      created_at: order.createdAt.toISO()!,
      status: order.status,
      status_label: orderStatusLabel(order.status),
      sales_model: order.salesModel,
      items_count: Number(order.$extras.items_count ?? 0),
      total: money(order.total),
      country_code: store?.countryCode ?? 'CO',
      is_read: order.isRead,
      store: this.side !== 'store' && store ? { id: store.id, name: store.name } : null,
      buyer: this.side !== 'buyer' && buyer ? { id: buyer.id, name: buyer.fullName } : null,
      url: this.side === 'buyer' ? purchasePath(order.id) : salePath(order.id),
    }
  }
}

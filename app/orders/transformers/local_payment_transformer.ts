import { BaseTransformer } from '@adonisjs/core/transformers'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import { money } from '#orders/transformers/order_money'

/**
 * The order the local payment page (/pagos/local/{token}) shows before its 'Pagar' button:
 * reference, store, lines and totals, and whether it is already paid. Needs the order's
 * `items` and `store` loaded.
 */
export default class LocalPaymentTransformer extends BaseTransformer<CartShoppingHeader> {
  toObject() {
    const order = this.resource
    const items = 'items' in order.$preloaded ? [...order.items].sort((a, b) => a.id - b.id) : []
    return {
      id: order.id,
      ref_venta: order.refVenta,
      status: order.status,
      // paid once a payment was approved, also after the store confirmed or shipped it (a status
      // past 'paid' showed 'Pagar' again)
      paid:
        'payments' in order.$preloaded
          ? order.payments.some((payment) => payment.status === 'approved')
          : order.status === 'paid',
      cancelled: order.status === 'cancelled',
      subtotal: money(order.subtotal),
      shipping_cost: money(order.shippingCost),
      total: money(order.total),
      store_name: order.$preloaded.store ? order.store.name : '',
      country_code: order.$preloaded.store ? order.store.countryCode : 'CO',
      items: items.map((item) => ({
        id: item.id,
        description: item.description,
        quantity: item.quantity,
        unit_price: money(item.unitPrice),
        total: money(item.total),
      })),
    }
  }
}

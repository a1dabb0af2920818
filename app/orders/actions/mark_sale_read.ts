import db from '@adonisjs/lucid/services/db'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'

/**
 * The selling store opened a sale (its detail page or GET …/sales/{id}): `is_read` turns true,
 * so the Ventas list stops showing it as 'Nueva'. Staff reading it change nothing. One
 * conditional UPDATE, only while unread.
 */
export default class MarkSaleRead {
  async handle(order: CartShoppingHeader) {
    if (order.isRead) return
    await db
      .from('cart_shopping_headers')
      .where('id', order.id)
      .where('is_read', false)
      .update({ is_read: true })
    order.$attributes.isRead = true
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import { money } from '#orders/transformers/order_money'

/**
 * An order as its buyer gets it back from the checkout (createNewOrder, createPaymentLink):
 * the spec's `id`, `ref_venta` and `total` (doc 3 §7) plus the figures the confirmation shows.
 * Money as decimal texts ("182000.00"). Never the commission: it is the store's business.
 */
export function checkoutOrderData(order: CartShoppingHeader) {
  return {
    id: order.id,
    ref_venta: order.refVenta,
    total: money(order.total),
    subtotal: money(order.subtotal),
    shipping_cost: money(order.shippingCost),
    shipping_option: order.shippingOption,
    sales_model: order.salesModel,
    status: order.status,
    quotation_id: order.quotationId,
    store_id: order.storeId,
    address_id: order.addressId ?? 0,
    billing_id: order.billingId ?? 0,
    comment: order.comment,
    payment_link: order.paymentLink,
    created_at: order.createdAt?.toISO() ?? null,
  }
}

export default class CheckoutOrderTransformer extends BaseTransformer<CartShoppingHeader> {
  toObject() {
    return checkoutOrderData(this.resource)
  }
}

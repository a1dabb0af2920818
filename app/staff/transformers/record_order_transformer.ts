import { BaseTransformer } from '@adonisjs/core/transformers'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import type { CustomerDataViewer } from '#quotations/rules/customer_data'
import { formatCents, moneyOf } from '#core/rules/money'
import { orderStatusLabel } from '#orders/rules/order_status'
import { recordBuyer } from '#staff/transformers/record_buyer'

/**
 * A row of the staff list of orders (`/staff/pedidos`): reference, date, status, sales model,
 * items, total, the store, the quotation and request it came from (none for a purchase made on
 * the store's own pages) with the plate, and the buyer — masked by the one rule with the
 * request's channel (an order without a quotation is of the store's channel). The page links
 * it to the staff's read-only order page (`sales.show`).
 */
export default class RecordOrderTransformer extends BaseTransformer<CartShoppingHeader> {
  constructor(
    resource: CartShoppingHeader,
    protected viewer: CustomerDataViewer
  ) {
    super(resource)
  }

  toObject() {
    const order = this.resource
    const quotation = order.quotation ?? null
    const request = quotation?.request ?? null
    return {
      id: order.id,
      refVenta: order.refVenta,
      createdAt: order.createdAt.toISO()!,
      status: order.status,
      statusLabel: orderStatusLabel(order.status),
      salesModel: order.salesModel,
      itemsCount: Number(order.$extras.items_count ?? 0),
      total: formatCents(moneyOf(order.total)),
      store: order.store ? { id: order.store.id, name: order.store.name } : null,
      quotation: quotation ? { id: quotation.id, code: quotation.code } : null,
      request: request ? { id: request.id, code: request.code } : null,
      plate: request?.vehicleLicensePlate ?? null,
      buyer: recordBuyer(this.viewer, {
        userId: order.userId,
        storeId: request ? request.storeId : order.storeId,
        user: order.user,
      }),
    }
  }
}

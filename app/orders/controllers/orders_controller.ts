import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import OrdersListQuery from '#orders/queries/orders_list_query'
import OrderDetailQuery from '#orders/queries/order_detail_query'
import { salesScopeOf } from '#orders/queries/sales_access_query'
import OrderSummaryTransformer from '#orders/transformers/order_summary_transformer'
import OrderDetailTransformer from '#orders/transformers/order_detail_transformer'
import ChangeOrderStatus from '#orders/actions/change_order_status'
import MarkSaleRead from '#orders/actions/mark_sale_read'
import { ordersListValidator } from '#orders/validators/orders_list'
import {
  cancelPurchaseValidator,
  changeOrderStatusValidator,
} from '#orders/validators/order_status'
import { ORDER_MESSAGES as M } from '#orders/rules/order_status'
import { orFail } from '#core/policies/decisions'
import { apiSerializer } from '#core/services/api_serializer'

/**
 * Orders after their creation as JSON, for the pages and token clients (issue 11):
 *
 * - GET /api/{product}Go/orders — the caller's purchases; GET /api/{product}Go/sales — the
 *   caller's store's sales (staff: every store's). Newest first, zero-based `page`, `pageSize`
 *   (20, at most 200), optional `status`; `{ data, metadata: { count, page, pageSize } }`.
 * - GET /api/{product}Go/orders/{id} — a purchase (the buyer); GET /api/{product}Go/sales/{id}
 *   — a sale (the selling store, staff read-only): `{ data }` as OrderDetailTransformer.
 * - PATCH /api/{product}Go/sales/{id}/status `{ status, tracking_note?, cancel_reason?, from? }`
 *   — the selling store moves it; PATCH /api/{product}Go/orders/{id}/status `{ status:
 *   'cancelled', cancel_reason, from? }` — the buyer withdraws a pending order. Both answer
 *   `{ message, replayed, data }` with the order as it is now; 409 when the move is no longer
 *   possible (Spanish, naming the current status), 422 for a missing note.
 *
 * Who may do what: OrderPolicy (another person's order answers 404, as an unknown id).
 */
export default class OrdersController {
  /** @summary Lista las compras del comprador */
  @inject()
  async purchases(ctx: HttpContext, query: OrdersListQuery) {
    const input = await ctx.request.validateUsing(ordersListValidator)
    const user = ctx.auth.getUserOrFail()
    const result = await query.list({ side: 'buyer', userId: user.id }, input)
    return apiSerializer.serialize(
      OrderSummaryTransformer.paginate(
        result.rows,
        { total: result.count, page: result.page, pageSize: result.pageSize },
        'buyer'
      )
    )
  }

  /** @summary Lista las ventas de la tienda */
  @inject()
  async sales(ctx: HttpContext, query: OrdersListQuery) {
    await orFail(ctx.bouncer.with('OrderPolicy').execute('listSales'))
    const input = await ctx.request.validateUsing(ordersListValidator)
    const scope = await salesScopeOf(ctx.auth.getUserOrFail())
    const result = await query.list(scope, input)
    return apiSerializer.serialize(
      OrderSummaryTransformer.paginate(
        result.rows,
        { total: result.count, page: result.page, pageSize: result.pageSize },
        scope.side === 'staff' ? 'staff' : 'store'
      )
    )
  }

  /** @summary Consulta una compra */
  @inject()
  async showPurchase(ctx: HttpContext, query: OrderDetailQuery) {
    const order = await CartShoppingHeader.findOrFail(ctx.params.id)
    await orFail(ctx.bouncer.with('OrderPolicy').execute('viewPurchase', order))
    return apiSerializer.serialize(await purchaseDetail(ctx, query, order))
  }

  /** @summary Consulta una venta */
  @inject()
  async showSale(ctx: HttpContext, query: OrderDetailQuery, markRead: MarkSaleRead) {
    const order = await CartShoppingHeader.findOrFail(ctx.params.id)
    await orFail(ctx.bouncer.with('OrderPolicy').execute('viewSale', order))
    return apiSerializer.serialize(await saleDetail(ctx, query, order, markRead))
  }

  /** @summary Cambia el estado de una venta */
  @inject()
  async changeStatus(
    ctx: HttpContext,
    action: ChangeOrderStatus,
    query: OrderDetailQuery,
    markRead: MarkSaleRead
  ) {
    const order = await CartShoppingHeader.findOrFail(ctx.params.id)
    await orFail(ctx.bouncer.with('OrderPolicy').execute('changeStatus', order))
    const input = await ctx.request.validateUsing(changeOrderStatusValidator)
    const result = await action.handle({
      order,
      side: 'store',
      to: input.status,
      note: input.status === 'shipped' ? input.tracking_note : input.cancel_reason,
      expected: input.from,
      actor: ctx.auth.getUserOrFail(),
    })
    await order.refresh()
    const body = await apiSerializer.serialize(await saleDetail(ctx, query, order, markRead))
    return { message: M.changed(input.status), replayed: result.replayed, ...body }
  }

  /** @summary Cancela una compra */
  @inject()
  async cancelPurchase(ctx: HttpContext, action: ChangeOrderStatus, query: OrderDetailQuery) {
    const order = await CartShoppingHeader.findOrFail(ctx.params.id)
    await orFail(ctx.bouncer.with('OrderPolicy').execute('cancelPurchase', order))
    const input = await ctx.request.validateUsing(cancelPurchaseValidator)
    const result = await action.handle({
      order,
      side: 'buyer',
      to: 'cancelled',
      note: input.cancel_reason,
      expected: input.from,
      actor: ctx.auth.getUserOrFail(),
    })
    await order.refresh()
    const body = await apiSerializer.serialize(await purchaseDetail(ctx, query, order))
    return { message: M.changed('cancelled'), replayed: result.replayed, ...body }
  }
}

/** A purchase for its buyer, with whether they may still cancel it. */
async function purchaseDetail(
  ctx: HttpContext,
  query: OrderDetailQuery,
  order: CartShoppingHeader
) {
  const mayChange = await ctx.bouncer.with('OrderPolicy').allows('cancelPurchase', order)
  const view = await query.handle(order)
  return OrderDetailTransformer.transform(view, { side: 'buyer', mayChange })
}

/**
 * A sale for the selling store (marked read) or staff (read-only: OrderPolicy.changeStatus
 * refuses them).
 */
async function saleDetail(
  ctx: HttpContext,
  query: OrderDetailQuery,
  order: CartShoppingHeader,
  markRead: MarkSaleRead
) {
  const mayChange = await ctx.bouncer.with('OrderPolicy').allows('changeStatus', order)
  const staff = await ctx.bouncer.allows('actAsAdmin')
  if (mayChange) await markRead.handle(order)
  const view = await query.handle(order)
  return OrderDetailTransformer.transform(view, { side: staff ? 'staff' : 'store', mayChange })
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import OrdersListQuery, { type OrdersScope } from '#orders/queries/orders_list_query'
import OrderDetailQuery from '#orders/queries/order_detail_query'
import OrderSummaryTransformer, {
  type OrderListSide,
} from '#orders/transformers/order_summary_transformer'
import OrderDetailTransformer from '#orders/transformers/order_detail_transformer'
import MarkSaleRead from '#orders/actions/mark_sale_read'
import { ordersListValidator } from '#orders/validators/orders_list'
import { ALL_ORDER_STATUSES, ORDER_STATUS_LABELS } from '#orders/rules/order_status'
import { decision, missingRecord, NOT_FOUND } from '#core/policies/decisions'
import { DEFAULT_PAGE_SIZE } from '#core/validators/pagination'
import { salesScopeOf } from '#orders/queries/sales_access_query'

/** The status filter of the lists: every status with its Spanish label. */
const STATUS_OPTIONS = ALL_ORDER_STATUSES.map((value) => ({
  value,
  label: ORDER_STATUS_LABELS[value],
}))

/**
 * A refusal of OrderPolicy as a page answers it: the 404 page for a record the user may not
 * see (as an unknown id), the 403 page for the others.
 */
async function authorizePage(answer: AuthorizerResponse | Promise<AuthorizerResponse>) {
  const response = await decision(answer)
  if (response.authorized) return
  if (response.status === 404 && response.message === NOT_FOUND) throw missingRecord()
  throw new bouncerErrors.E_AUTHORIZATION_FAILURE(response)
}

/**
 * The orders pages (issue 11; the spec shows none), signed-in only:
 * - /{product}Go/compras (purchases.index) and /{product}Go/compras/{id} (purchases.show): the
 *   buyer's purchases and one purchase;
 * - /{product}Go/ventas (sales.index) and /{product}Go/ventas/{id} (sales.show): the store's
 *   sales (staff: every store's, read-only) and one sale — the page the new-order notification
 *   of the store links to.
 * The lists take `page` (zero-based) and `status` in the query string, 20 rows a page; a bad
 * value is ignored (the first page, every status). The detail is the JSON API's
 * (OrdersController) as props; the status buttons call the API and reload the page.
 */
export default class OrderPagesController {
  @inject()
  async purchases(ctx: HttpContext, query: OrdersListQuery) {
    const user = ctx.auth.getUserOrFail()
    const props = await this.list(ctx, query, { side: 'buyer', userId: user.id }, 'buyer')
    return ctx.inertia.render('orders/purchases', props)
  }

  @inject()
  async sales(ctx: HttpContext, query: OrdersListQuery) {
    await authorizePage(ctx.bouncer.with('OrderPolicy').execute('listSales'))
    const scope = await salesScopeOf(ctx.auth.getUserOrFail())
    const side = scope.side === 'staff' ? 'staff' : 'store'
    const props = await this.list(ctx, query, scope, side)
    return ctx.inertia.render('orders/sales', { ...props, readOnly: side === 'staff' })
  }

  @inject()
  async purchase(ctx: HttpContext, query: OrderDetailQuery) {
    const order = await CartShoppingHeader.findOrFail(ctx.params.id)
    await authorizePage(ctx.bouncer.with('OrderPolicy').execute('viewPurchase', order))
    const mayChange = await ctx.bouncer.with('OrderPolicy').allows('cancelPurchase', order)
    const view = await query.handle(order)
    return ctx.inertia.render('orders/detail', {
      order: new OrderDetailTransformer(view, { side: 'buyer', mayChange }).toObject(),
    })
  }

  @inject()
  async sale(ctx: HttpContext, query: OrderDetailQuery, markRead: MarkSaleRead) {
    const order = await CartShoppingHeader.findOrFail(ctx.params.id)
    await authorizePage(ctx.bouncer.with('OrderPolicy').execute('viewSale', order))
    const mayChange = await ctx.bouncer.with('OrderPolicy').allows('changeStatus', order)
    const staff = await ctx.bouncer.allows('actAsAdmin')
    if (mayChange) await markRead.handle(order)
    const view = await query.handle(order)
    return ctx.inertia.render('orders/detail', {
      order: new OrderDetailTransformer(view, {
        side: staff ? 'staff' : 'store',
        mayChange,
      }).toObject(),
    })
  }

  private async list(
    ctx: HttpContext,
    query: OrdersListQuery,
    scope: OrdersScope,
    side: OrderListSide
  ) {
    const qs = ctx.request.qs()
    const input = await ordersListValidator
      .validate({ page: qs.page, status: qs.status || undefined })
      .catch(() => ({ page: 0, status: undefined }))
    const result = await query.list(scope, { ...input, pageSize: DEFAULT_PAGE_SIZE })
    return {
      orders: result.rows.map((row) => new OrderSummaryTransformer(row, side).toObject()),
      metadata: { count: result.count, page: result.page, pageSize: result.pageSize },
      status: input.status ?? null,
      statusOptions: STATUS_OPTIONS,
    }
  }
}

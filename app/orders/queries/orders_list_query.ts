import CartShoppingHeader, { type OrderStatus } from '#orders/models/cart_shopping_header'
import { DEFAULT_PAGE_SIZE } from '#core/validators/pagination'

/**
 * Whose orders a list shows: a buyer's purchases, one store's sales, or (staff) every store's.
 */
export type OrdersScope =
  { side: 'buyer'; userId: number } | { side: 'store'; storeId: number } | { side: 'staff' }

export interface OrdersListInput {
  page?: number
  pageSize?: number
  status?: OrderStatus
}

/**
 * Mis compras / Ventas: the orders of one scope, newest first (date, then id), 20 per page —
 * a store's without its unpaid cart purchases (CartShoppingHeader.visibleToStore) —:
 * each row with its items counted in the same statement (a correlated count), its store (name
 * and country, for the money's format) and its buyer's name. A constant number of statements
 * whatever the page size: the count, the page, the stores, the buyers.
 */
export default class OrdersListQuery {
  async list(scope: OrdersScope, input: OrdersListInput = {}) {
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE
    const query = CartShoppingHeader.query()
    if (scope.side === 'buyer') query.withScopes((scopes) => scopes.ofUser(scope.userId))
    if (scope.side === 'store') {
      query.withScopes((scopes) => {
        scopes.ofStore(scope.storeId)
        scopes.visibleToStore()
      })
    }
    if (input.status) query.where('cart_shopping_headers.status', input.status)
    query
      .withCount('items', (items) => items.as('items_count'))
      .preload('store', (store) => store.select('id', 'name', 'country_code'))
      .preload('user', (user) => user.select('id', 'full_name'))
      .orderBy('cart_shopping_headers.created_at', 'desc')
      .orderBy('cart_shopping_headers.id', 'desc')
    const result = await query.paginate(page + 1, pageSize)
    return { rows: result.all(), count: result.total, page, pageSize }
  }
}

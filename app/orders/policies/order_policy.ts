import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import { salesAccess, storeSeesOrder } from '#orders/queries/sales_access_query'
import { denyAsMissing } from '#core/policies/decisions'
import { ORDER_MESSAGES as M } from '#orders/rules/order_status'

const deny = (message: string, status = 403) => AuthorizationResponse.deny(message, status)

type Order = Pick<CartShoppingHeader, 'id' | 'userId' | 'storeId' | 'salesModel'>

/**
 * Who sees and moves an order after its creation (issue 11), one ability per rule:
 *
 * - `viewPurchase` (Mis compras, /{product}Go/compras/{id}, GET /api/{product}Go/orders/{id}):
 *   the buyer only; anybody else as if it did not exist (404) — staff read orders on the sales
 *   side.
 * - `listSales` (Ventas): the owner or an active adviser of a store (any store: a store always
 *   sees what it sold, GO module or not) and staff (every store's, read-only); a plain buyer 403.
 * - `viewSale` (/{product}Go/ventas/{id}, GET /api/{product}Go/sales/{id}): the selling store's
 *   owner and advisers, and staff read-only. A cart purchase not paid yet is the buyer's alone:
 *   to its store 404, as an unknown order (issue 19; storeSeesOrder) — here and in
 *   `changeStatus`, so the store neither reads the buyer's data nor confirms an unpaid order. The buyer of the order 403 (their view is Mis
 *   compras); another store, or anybody else, 404.
 * - `changeStatus` (PATCH /api/{product}Go/sales/{id}/status): the selling store's owner and
 *   advisers. Staff 403 (read-only); the buyer 403; another store or anybody else 404.
 * - `cancelPurchase` (PATCH /api/{product}Go/orders/{id}/status): the buyer withdraws their own
 *   order (the status rule then allows it only while pending). Staff 403; anybody else 404.
 * - `listen` (the order's live channel `orders/{id}/status`, start/transmit.ts): the order's
 *   buyer and the selling store's owner and active advisers; nobody else, staff included (their
 *   read-only page does not follow it).
 *
 * What the selling store sees of the buyer (decision, issue 11): the order's shipping address
 * and billing record in full (name, identification, address, city, mobile, e-mail) and the
 * buyer's name — the buyer gave them to this store to deliver and invoice this sale, and the
 * sale already happened inside the platform (its commission is stored). It is not the request
 * stage's customer data (app/quotations/rules/customer_data.ts, by show_customer_data): that
 * rule still governs every request and quotation view; this one covers only the store that
 * sold, on its own sales.
 */
export default class OrderPolicy extends BasePolicy {
  async viewPurchase(user: User, order: Order): Promise<AuthorizerResponse> {
    return order.userId === user.id ? true : denyAsMissing()
  }

  async listSales(user: User): Promise<AuthorizerResponse> {
    return (await salesAccess(user)) ? true : deny(M.salesForStores)
  }

  async viewSale(user: User, order: Order): Promise<AuthorizerResponse> {
    const access = await salesAccess(user)
    if (access?.kind === 'staff') return true
    if (access?.kind === 'store' && access.storeId === order.storeId) {
      return (await storeSeesOrder(order)) ? true : denyAsMissing()
    }
    if (order.userId === user.id) return deny(M.buyerSeesPurchases)
    return denyAsMissing()
  }

  async changeStatus(user: User, order: Order): Promise<AuthorizerResponse> {
    const access = await salesAccess(user)
    if (access?.kind === 'staff') return deny(M.staffReadOnly)
    if (access?.kind === 'store' && access.storeId === order.storeId) {
      return (await storeSeesOrder(order)) ? true : denyAsMissing()
    }
    if (order.userId === user.id) return deny(M.onlySellingStore)
    return denyAsMissing()
  }

  async listen(user: User, order: Order): Promise<AuthorizerResponse> {
    if (order.userId === user.id) return true
    const access = await salesAccess(user)
    if (access?.kind === 'store' && access.storeId === order.storeId) return true
    return denyAsMissing()
  }

  async cancelPurchase(user: User, order: Order): Promise<AuthorizerResponse> {
    if (order.userId === user.id) return true
    if (user.actsAsAdmin) return deny(M.staffReadOnly)
    return denyAsMissing()
  }
}

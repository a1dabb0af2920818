import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { actingStore } from '#stores/policies/acting_store'
import type { OrdersScope } from '#orders/queries/orders_list_query'

/**
 * Whose sales a user reads (OrderPolicy decides whether at all, this says which):
 * - `store`: the store they own or advise (actingStore: an active store, or an active adviser
 *   record of one). The GO module is not required: an order may come from the store's own
 *   pages too, and a store always sees what it sold;
 * - `staff` (core admin or module manager, User.actsAsAdmin): every store's, read-only;
 * - null: nobody's (a plain buyer).
 */
export type SalesAccess =
  { kind: 'store'; storeId: number; userId: number } | { kind: 'staff'; userId: number }

export async function salesAccess(user: User): Promise<SalesAccess | null> {
  if (user.actsAsAdmin) return { kind: 'staff', userId: user.id }
  const context = await actingStore(user)
  return context ? { kind: 'store', storeId: context.store.id, userId: user.id } : null
}

/** The scope of the sales list of a user OrderPolicy.listSales let in: their store's, or all. */
export async function salesScopeOf(user: User): Promise<OrdersScope> {
  const access = await salesAccess(user)
  if (access?.kind === 'store') return { side: 'store', storeId: access.storeId }
  return { side: 'staff' }
}

/**
 * Whether the selling store sees this order at all (CartShoppingHeader.visibleToStore, one
 * order): an orders-model order always; a cart purchase once a payment of it was approved.
 * An unpaid cart order is the buyer's alone: to its store it answers as if it did not exist.
 */
export async function storeSeesOrder(order: { id: number; salesModel: string }) {
  if (order.salesModel !== 'cart') return true
  const paid = await db
    .from('transactions_paid')
    .where('header_id', order.id)
    .where('status', 'approved')
    .select('id')
    .first()
  return Boolean(paid)
}

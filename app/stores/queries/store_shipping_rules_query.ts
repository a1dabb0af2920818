import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { formatCents, moneyOf } from '#core/rules/money'

/** A store's shipping tier as `deliveryShippingCents` reads it (decimal texts). */
export interface StoreShippingRule {
  lower_purchase_price: string
  add_shipping_cost: string
}

/**
 * The shipping tiers of one or more stores (doc 1 §3 "Shipping cost rules"), as plain decimal
 * texts keyed by store: what the order, the buyer's page, the vendor's form and the PDF hand to
 * the one shipping rule (app/quotations/rules/pricing.ts `deliveryShippingCents`). One query.
 */
export async function storeShippingRules(
  storeIds: readonly number[],
  client: QueryClientContract = db.connection()
): Promise<Map<number, StoreShippingRule[]>> {
  const byStore = new Map<number, StoreShippingRule[]>(storeIds.map((id) => [id, []]))
  if (storeIds.length === 0) return byStore
  const rows = await client
    .from('shipping_cost_rules')
    .whereIn('store_id', [...new Set(storeIds)])
    .orderBy('lower_purchase_price', 'asc')
    .orderBy('id', 'asc')
    .select('store_id', 'lower_purchase_price', 'add_shipping_cost')
  for (const row of rows) {
    byStore.get(Number(row.store_id))?.push({
      lower_purchase_price: formatCents(moneyOf(row.lower_purchase_price)),
      add_shipping_cost: formatCents(moneyOf(row.add_shipping_cost)),
    })
  }
  return byStore
}

/**
 * The tiers of one store read as `group_concat` of 'lower:add' pairs inside another statement
 * (the quotation send's first read), in the order `storeShippingRules` gives.
 */
export function shippingRulesOfPairs(value: unknown): StoreShippingRule[] {
  if (value === null || value === undefined || String(value) === '') return []
  return String(value)
    .split(',')
    .map((pair) => pair.split(':'))
    .map(([lower, add]) => ({ lower: moneyOf(lower), add: moneyOf(add) }))
    .sort((a, b) => (a.lower === b.lower ? 0 : a.lower < b.lower ? -1 : 1))
    .map(({ lower, add }) => ({
      lower_purchase_price: formatCents(lower),
      add_shipping_cost: formatCents(add),
    }))
}

/** The shipping tiers of one store. */
export async function storeShippingRulesOf(storeId: number, client?: QueryClientContract) {
  return (await storeShippingRules([storeId], client)).get(storeId) ?? []
}

import type db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { locking } from '#quotations/queries/quotation_state_query'
import { availablePurchaseQuantity } from '#orders/rules/checkout'

type Client = TransactionClientContract | typeof db

/**
 * What the orders (not cancelled) made from a quotation already bought of each of its items,
 * and so what is left to buy of each (`availablePurchaseQuantity` = amount − bought). Inside the
 * checkout's transaction, after the quotation's lock: the order lines are read with a locking
 * read on MySQL/MariaDB (SQLite has one writer), so a purchase committed a moment ago counts.
 * The buyer's page may ask it outside a transaction.
 */
export default class PurchasedQuantitiesQuery {
  /** Units bought per quotation item id (items nobody bought are absent). */
  async bought(client: Client, quotationId: number): Promise<Map<number, number>> {
    const rows = await locking(
      client,
      client
        .from('cart_shopping_details as csd')
        .join('cart_shopping_headers as h', 'h.id', 'csd.header_id')
        .where('h.quotation_id', quotationId)
        .whereNot('h.status', 'cancelled')
        .whereNotNull('csd.quotation_detail_id')
        .select('csd.quotation_detail_id', 'csd.quantity')
    )
    const bought = new Map<number, number>()
    for (const row of rows as { quotation_detail_id: number; quantity: number }[]) {
      const id = Number(row.quotation_detail_id)
      bought.set(id, (bought.get(id) ?? 0) + Number(row.quantity))
    }
    return bought
  }

  /** What is left to buy of each item of the quotation, by item id. */
  async available(
    client: Client,
    quotationId: number,
    items: { id: number; amount: number }[]
  ): Promise<Map<number, number>> {
    const bought = await this.bought(client, quotationId)
    return new Map(
      items.map((item) => [
        item.id,
        availablePurchaseQuantity(item.amount, bought.get(item.id) ?? 0),
      ])
    )
  }
}

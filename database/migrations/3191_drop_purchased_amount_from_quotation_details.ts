import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `quotation_details.purchased_amount` goes (issue 19, "dead column"): nothing ever wrote it —
 * what a buyer bought of a quotation item is the `quantity` of the order lines that point to it
 * (`cart_shopping_details.quotation_detail_id`), summed over the orders that are not cancelled
 * (PurchasedQuantitiesQuery), so it stays right when an order is cancelled. doc 3 §3 names the
 * field "purchased_amount (chosen by the customer)": that is the checkout's request field
 * (`quotationDetails[].purchased_amount`), not a stored column.
 */
export default class extends BaseSchema {
  protected tableName = 'quotation_details'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('purchased_amount')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('purchased_amount').unsigned().nullable()
    })
  }
}

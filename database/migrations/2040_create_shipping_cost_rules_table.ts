import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Shipping cost rules of a store: from a purchase of `lower_purchase_price` up, add
 * `add_shipping_cost` (0 means free shipping). The rule with the highest lower bound that the
 * purchase reaches applies.
 */
export default class extends BaseSchema {
  protected tableName = 'shipping_cost_rules'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table.decimal('lower_purchase_price', 14, 2).notNullable().defaultTo(0)
      table.decimal('add_shipping_cost', 14, 2).notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['store_id', 'lower_purchase_price'], 'scr_store_price_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Quotations: a store's answer to a quotation request. Available until `valid_until`
 * (default today + 8 days); `closed_at` when the vendor closed it early. Prices include taxes.
 * subtotal = Σ amount × unit_price; total = subtotal + shipping_cost. The plan's service costs
 * are copied at sending time; `commission` is stored once the quotation is linked to an order.
 */
export default class extends BaseSchema {
  protected tableName = 'quotations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** Public code, e.g. CT-000123 (filled from the id right after insert when not given). */
      table.string('code', 32).nullable().unique()
      table
        .integer('quotation_request_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('quotation_requests')
        .onDelete('CASCADE')
      table
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      /** The vendor (or adviser) user who sent it. */
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('adviser_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('store_advisers')
        .onDelete('SET NULL')
      table
        .enum('shipping_option', ['included', 'added', 'buyer_pays'])
        .notNullable()
        .defaultTo('included')
      table.decimal('shipping_cost', 14, 2).nullable()
      table.date('valid_until').notNullable()
      table.timestamp('closed_at').nullable()
      table.string('observations', 128).nullable()
      table.boolean('edited').notNullable().defaultTo(false)
      table.decimal('service_cost', 14, 2).notNullable().defaultTo(0)
      table.decimal('service_cost_percent', 7, 4).notNullable().defaultTo(0)
      table.decimal('commission', 14, 2).nullable()
      table.decimal('subtotal', 14, 2).notNullable().defaultTo(0)
      table.decimal('total', 14, 2).notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['quotation_request_id', 'store_id'], 'quotations_request_store_idx')
      table.index(['store_id', 'created_at'], 'quotations_store_created_idx')
      table.index(['user_id'], 'quotations_user_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Items of an order / cart purchase. `quotation_detail_id` links the quotation item bought
 * (a request detail in a cart is no longer available to other vendors).
 */
export default class extends BaseSchema {
  protected tableName = 'cart_shopping_details'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('header_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('cart_shopping_headers')
        .onDelete('CASCADE')
      table
        .integer('quotation_detail_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotation_details')
        .onDelete('SET NULL')
      table.string('description', 512).notNullable()
      table.integer('quantity').unsigned().notNullable().defaultTo(1)
      table.decimal('unit_price', 14, 2).notNullable()
      table.decimal('total', 14, 2).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['header_id'])
      table.index(['quotation_detail_id'], 'csd_quotation_detail_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

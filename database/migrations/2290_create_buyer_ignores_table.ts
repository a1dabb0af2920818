import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The buyer discarded a quotation, with one of five reasons. At most one per quotation.
 */
export default class extends BaseSchema {
  protected tableName = 'buyer_ignores'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('quotation_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('quotations')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .enum('reason', ['low_quality', 'short_warranty', 'high_price', 'slow_delivery', 'other'])
        .notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

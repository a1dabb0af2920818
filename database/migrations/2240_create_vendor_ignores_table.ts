import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A store discarded a quotation request, with a reason (keys 'a' to 'j', doc 2 §9) and,
 * when the store has advisers, the adviser who did it. One discard per request and store.
 */
export default class extends BaseSchema {
  protected tableName = 'vendor_ignores'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
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
      /** The vendor or adviser user who discarded it. */
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
      table.enum('reason', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['quotation_request_id', 'store_id'], {
        indexName: 'vendor_ignores_request_store_uq',
      })
      table.index(['store_id', 'created_at'], 'vendor_ignores_store_created_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Store advisers (sellers): people acting for a store. Quotations, discards and orders record
 * which adviser did it. An adviser with `user_id` logs in as that user (`storeByAdviser`).
 */
export default class extends BaseSchema {
  protected tableName = 'store_advisers'

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
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('name', 256).notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['store_id', 'user_id'], { indexName: 'store_advisers_store_user_uq' })
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

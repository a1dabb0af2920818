import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Brand/group requests: a vendor asks the platform admins to enable more vehicle brands or
 * groups for the store (requirement text, max 1024), optionally from a request it could not quote.
 */
export default class extends BaseSchema {
  protected tableName = 'brand_group_requests'

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
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('quotation_request_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotation_requests')
        .onDelete('SET NULL')
      table.text('requirement').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['store_id', 'created_at'], 'bgr_store_created_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

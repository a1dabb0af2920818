import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Process observations: a store marked a request 'in process' with a note (max 128) for itself
 * (process_observation_by_seller). One per request and store.
 */
export default class extends BaseSchema {
  protected tableName = 'quotation_request_to_vendors'

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
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('process_observation', 128).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['quotation_request_id', 'store_id'], { indexName: 'qrtv_request_store_uq' })
      table.index(['store_id'], 'qrtv_store_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

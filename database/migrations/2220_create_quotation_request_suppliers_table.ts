import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Suppliers of the buyer's own network a request was sent to (satdaProviders).
 */
export default class extends BaseSchema {
  protected tableName = 'quotation_request_suppliers'

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
        .integer('supplier_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('suppliers')
        .onDelete('CASCADE')
      table.timestamp('created_at').nullable()
      table.unique(['quotation_request_id', 'supplier_id'], {
        indexName: 'qrs_request_supplier_uq',
      })
      table.index(['supplier_id'], 'qrs_supplier_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

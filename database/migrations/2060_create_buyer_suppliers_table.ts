import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Which suppliers belong to which buyer's network.
 */
export default class extends BaseSchema {
  protected tableName = 'buyer_suppliers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('supplier_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('suppliers')
        .onDelete('CASCADE')
      table.timestamp('created_at').nullable()
      table.unique(['user_id', 'supplier_id'], { indexName: 'buyer_suppliers_user_supplier_uq' })
      table.index(['supplier_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

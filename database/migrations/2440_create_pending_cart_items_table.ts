import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Items a buyer put in the cart and has not bought yet (cart sales model).
 */
export default class extends BaseSchema {
  protected tableName = 'pending_cart_items'

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
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table
        .integer('quotation_detail_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotation_details')
        .onDelete('CASCADE')
      table.string('description', 512).notNullable()
      table.integer('quantity').unsigned().notNullable().defaultTo(1)
      table.decimal('unit_price', 14, 2).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'store_id'], 'pci_user_store_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The vehicle brands a store sells: its vendors may quote marketplace requests of these brands.
 */
export default class extends BaseSchema {
  protected tableName = 'store_vehicle_brands'

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
        .integer('vehicle_brand_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('vehicle_brands')
        .onDelete('CASCADE')
      table.timestamp('created_at').nullable()
      table.unique(['store_id', 'vehicle_brand_id'], { indexName: 'svb_store_brand_uq' })
      table.index(['vehicle_brand_id', 'store_id'], 'svb_brand_store_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

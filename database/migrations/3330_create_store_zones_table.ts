import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The zones a store serves (Marcas y zonas, issue 20): departments (every city inside) or single
 * cities of the store's country. A store with no row serves its whole country. The rule that
 * reads it is `whereStoreServesCity` (app/stores/queries/store_zone_rule.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'store_zones'

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
        .integer('zone_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('localization_zones')
        .onDelete('CASCADE')
      table.timestamp('created_at').nullable()
      table.unique(['store_id', 'zone_id'], { indexName: 'store_zones_store_zone_uq' })
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

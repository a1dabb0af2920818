import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Product images of a store, keyed by the main part number (`image_id`, max 16). Up to five
 * photos; `equivalences` lists substitute references (max 4096). A catalogue-owned image
 * (`belongs_to_catalog`) is read-only for non-admins.
 */
export default class extends BaseSchema {
  protected tableName = 'product_images'

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
      table.string('image_id', 16).notNullable()
      table.string('name', 256).nullable()
      table.text('equivalences').nullable()
      table.string('image_1', 512).nullable()
      table.string('image_2', 512).nullable()
      table.string('image_3', 512).nullable()
      table.string('image_4', 512).nullable()
      table.string('image_5', 512).nullable()
      table.boolean('belongs_to_catalog').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['store_id', 'image_id'], { indexName: 'product_images_store_image_uq' })
      table.index(['image_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

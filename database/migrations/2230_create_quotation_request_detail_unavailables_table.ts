import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * 'Agotado': a store marked one request detail as not available. When every detail of a
 * request is marked, the request is discarded for that store ('Producto no disponible').
 */
export default class extends BaseSchema {
  protected tableName = 'quotation_request_detail_unavailables'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('detail_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('quotation_request_details')
        .onDelete('CASCADE')
      table
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      /** Who marked it. */
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['detail_id', 'store_id'], { indexName: 'qrdu_detail_store_uq' })
      table.index(['store_id'], 'qrdu_store_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

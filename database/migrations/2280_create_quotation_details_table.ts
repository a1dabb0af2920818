import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Items of a quotation: the part offered for a request detail (or an extra item), with brand,
 * quantity, unit price (taxes included), warranty in days, delivery time key and the vendor's
 * private part number. `purchased_amount` is the quantity the buyer chose.
 */
export default class extends BaseSchema {
  protected tableName = 'quotation_details'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('quotation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('quotations')
        .onDelete('CASCADE')
      table
        .integer('quotation_request_detail_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotation_request_details')
        .onDelete('SET NULL')
      table.string('name', 128).notNullable()
      table.string('brand', 128).nullable()
      table.integer('amount').unsigned().notNullable().defaultTo(1)
      table.decimal('unit_price', 14, 2).notNullable()
      /** Warranty in days (1, 7, 15, 30, … 720). */
      table.integer('warranty').unsigned().notNullable().defaultTo(30)
      /** Delivery time key, see DELIVERY_TIMES in the model. */
      table.string('delivery_time', 32).notNullable()
      table.string('reference', 128).nullable()
      table.string('image', 512).nullable()
      table.integer('purchased_amount').unsigned().nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['quotation_id'])
      table.index(['quotation_request_detail_id'], 'qd_request_detail_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

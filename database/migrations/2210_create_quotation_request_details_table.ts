import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Detail lines of a quotation request: one requested part each (name 3–128, quantity
 * 1–100000, optional photo and reference, tyre dimensions). `quotations_count` counts the
 * quotations that offer this line (per-product requests take up to 3 per line).
 */
export default class extends BaseSchema {
  protected tableName = 'quotation_request_details'

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
      table.string('name', 128).notNullable()
      table.integer('amount').unsigned().notNullable().defaultTo(1)
      table.string('image', 512).nullable()
      table.string('reference', 64).nullable()
      table.string('rim_width', 16).nullable()
      table.string('rim_profile', 16).nullable()
      table.string('rin_size', 16).nullable()
      table.integer('quotations_count').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['quotation_request_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

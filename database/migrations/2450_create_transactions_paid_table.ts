import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Payments received for an order / cart purchase through a gateway or payment link.
 */
export default class extends BaseSchema {
  protected tableName = 'transactions_paid'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('header_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('cart_shopping_headers')
        .onDelete('CASCADE')
      table.decimal('amount', 14, 2).notNullable()
      table.string('gateway', 64).notNullable()
      /** The gateway's transaction reference. */
      table.string('reference', 128).nullable()
      /** Gateway status: pending, approved, declined, error, refunded. */
      table.string('status', 32).notNullable().defaultTo('pending')
      table.timestamp('paid_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['header_id'])
      table.index(['gateway', 'reference'], 'tp_gateway_reference_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

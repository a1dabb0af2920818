import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An order's status history (issue 11): one row per change a store (or the buyer cancelling a
 * pending order) made, with who made it and when. `note` is the tracking note of a 'shipped'
 * change (max 256) or the reason of a 'cancelled' one (max 512): the order's tracking note and
 * cancel reason are read from here (app/orders/queries/order_detail_query.ts), so they have one
 * home. The order's creation and its gateway payments are not rows here: the detail adds them
 * from the order and transactions_paid.
 */
export default class extends BaseSchema {
  protected tableName = 'order_status_changes'

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
      table.string('from_status', 16).notNullable()
      table.string('status', 16).notNullable()
      table.string('note', 512).nullable()
      /** 'store' or 'buyer': the side that made the change. */
      table.string('side', 8).notNullable()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['header_id', 'id'], 'order_status_changes_header_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

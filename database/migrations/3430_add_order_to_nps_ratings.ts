import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Satisfaction ratings made by buyers (issue 22 item 2, app/reports/actions/rate_order.ts):
 *
 * - `nps_ratings.order_id`: the delivered order the rating is about. Unique: one rating per order,
 *   also when two submits race (the second insert is refused by the index and answered 409).
 *   Null for the ratings made before orders were rated (seeded ones); several nulls are allowed
 *   by a unique index on SQLite and on MySQL/MariaDB alike.
 * - `users.nps_form_hidden_until`: until when 'Mis compras' does not open the rating modal by
 *   itself (POST …/NPSRating/hideNpsFormModal1h sets it one hour ahead).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('nps_ratings', (table) => {
      table
        .integer('order_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('cart_shopping_headers')
        .onDelete('CASCADE')
      table.unique(['order_id'], 'nps_ratings_order_unique')
    })
    this.schema.alterTable('users', (table) => {
      table.timestamp('nps_form_hidden_until').nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('nps_form_hidden_until')
    })
    this.schema.alterTable('nps_ratings', (table) => {
      // the foreign key first: MySQL/MariaDB keep the unique index while a foreign key needs it
      table.dropForeign(['order_id'])
      table.dropUnique(['order_id'], 'nps_ratings_order_unique')
      table.dropColumn('order_id')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Invitations to become an adviser of a store (issue 20, "Asesores"): the owner names the
 * person and gives an e-mail and/or a WhatsApp number; the link carries a random token of which
 * only the SHA-256 is kept (`token_hash`), single-use, valid 7 days (`expires_at`). Re-sending
 * replaces the token and the expiry. Accepted (`accepted_at`, `store_adviser_id`) and cancelled
 * (`cancelled_at`) invitations stay as the history of who was invited when.
 */
export default class extends BaseSchema {
  protected tableName = 'store_adviser_invitations'

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
        .integer('invited_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('name', 256).notNullable()
      table.string('email', 256).nullable()
      /** National digits (users/rules/mobile.ts); sent to with the store's country prefix. */
      table.string('mobile', 20).nullable()
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('sent_at').notNullable()
      table.timestamp('accepted_at').nullable()
      table.timestamp('cancelled_at').nullable()
      table
        .integer('store_adviser_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('store_advisers')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      /** The open invitations of a store (the cap, the list). */
      table.index(
        ['store_id', 'accepted_at', 'cancelled_at', 'expires_at'],
        'adviser_invitations_open_idx'
      )
      table.index(['store_adviser_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

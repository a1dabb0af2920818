import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Chat on every transaction (issue 12).
 *
 * - `chat_messages.store_id`: the store side of the conversation. A conversation is a transaction
 *   (quotation request, quotation or order) and one store: on a quotation request each store that
 *   asks the buyer has its own conversation ('Vendedor n'); a quotation's or an order's store is
 *   the record's. `group_user_id` keeps the spec's meaning (the store owner's user id).
 * - `chat_messages.deleted_at`: a message deleted by a moderator (manageMessageDeletion) is kept
 *   for moderation and left out of every list.
 * - Indexes for the pages of one conversation (newest first) and the unread counts.
 * - `chat_contact_flags`: every send the contact-data detector stopped ('blocked'), sent anyway
 *   with 'No son datos de contacto' ('confirmed'), or sent with an image to review
 *   ('image_review'), for moderation.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('chat_messages', (table) => {
      table
        .integer('store_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table.timestamp('deleted_at').nullable()
      table.index(['quotation_request_id', 'store_id', 'id'], 'chat_request_store_idx')
      table.index(['quotation_id', 'id'], 'chat_quotation_id_idx')
      table.index(['cart_shopping_header_id', 'id'], 'chat_header_id_idx')
    })
    this.schema.createTable('chat_contact_flags', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('chat_message_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('chat_messages')
        .onDelete('SET NULL')
      table.string('kind', 24).notNullable()
      table.integer('transaction_id').unsigned().notNullable()
      table.integer('store_id').unsigned().nullable()
      table.string('outcome', 16).notNullable()
      /** JSON list of the detector's reasons ('phone', 'email', …). */
      table.string('reasons', 128).notNullable()
      table.text('text').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'], 'chat_contact_flags_user_idx')
    })
  }

  async down() {
    this.schema.dropTable('chat_contact_flags')
    this.schema.alterTable('chat_messages', (table) => {
      table.dropIndex(['quotation_request_id', 'store_id', 'id'], 'chat_request_store_idx')
      table.dropIndex(['quotation_id', 'id'], 'chat_quotation_id_idx')
      table.dropIndex(['cart_shopping_header_id', 'id'], 'chat_header_id_idx')
      table.dropForeign(['store_id'])
      table.dropColumn('store_id')
      table.dropColumn('deleted_at')
    })
  }
}

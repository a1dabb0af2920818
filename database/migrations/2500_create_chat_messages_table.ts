import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Chat messages of every transaction (doc 1 §3): a message belongs to one transaction by the
 * id set (quotation request, quotation, order, return, service order, purchase order, paid
 * transaction) or is a support / open-chat message. `group_user_id` groups a conversation per
 * counterpart (e.g. per vendor on a request). `attached_file` is a JSON list (TEXT).
 * `service_order_id`, `purchase_order_id`, `transaction_paid_id` and `transaction_return_id`
 * point to systems outside this schema, so they carry no foreign key.
 */
export default class extends BaseSchema {
  protected tableName = 'chat_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.text('message').nullable()
      table.text('attached_file').nullable()
      table.string('image', 512).nullable()
      table.boolean('is_read').notNullable().defaultTo(false)
      table
        .integer('sender_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('receiver_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.boolean('sender_is_admin').notNullable().defaultTo(false)
      table
        .integer('group_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('seller_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('buyer_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.boolean('support_message').notNullable().defaultTo(false)
      table.boolean('open_chat').notNullable().defaultTo(false)
      table
        .integer('quotation_request_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotation_requests')
        .onDelete('CASCADE')
      table
        .integer('quotation_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotations')
        .onDelete('CASCADE')
      table
        .integer('cart_shopping_header_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('cart_shopping_headers')
        .onDelete('CASCADE')
      table.integer('transaction_return_id').unsigned().nullable()
      table.integer('service_order_id').unsigned().nullable()
      table.integer('purchase_order_id').unsigned().nullable()
      table.integer('transaction_paid_id').unsigned().nullable()
      table
        .enum('user_sending_message', [
          'mechanic',
          'shoppingArea',
          'workshopOwner',
          'client',
          'provider',
        ])
        .nullable()
      table.timestamp('created_at').notNullable()
      table.index(['quotation_request_id', 'created_at'], 'chat_request_created_idx')
      table.index(['quotation_id', 'created_at'], 'chat_quotation_created_idx')
      table.index(['cart_shopping_header_id', 'created_at'], 'chat_header_created_idx')
      table.index(['receiver_user_id', 'is_read'], 'chat_receiver_read_idx')
      table.index(['sender_user_id'], 'chat_sender_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

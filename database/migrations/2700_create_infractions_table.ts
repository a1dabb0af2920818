import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Infractions registered by admins against a store (e.g. sharing contact information), linked to
 * one transaction (quotation, request, return, order) or to a product.
 */
export default class extends BaseSchema {
  protected tableName = 'infractions'

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
        .integer('buyer_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('code_transaction', 64).nullable()
      table.boolean('notify_the_seller').notNullable().defaultTo(true)
      table
        .enum('infraction_type', [
          'product_change_of_price',
          'improper_comments',
          'fraudulent_return',
          'noncomplace_with_shipment',
          'order_noncompliance',
          'bad_customer_service',
          'misleading_advertising',
          'share_contact_information',
          'another',
        ])
        .notNullable()
      table.string('infraction_detail', 512).notNullable()
      table.string('infraction_file', 512).nullable()
      table
        .integer('quotation_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotations')
        .onDelete('CASCADE')
      table
        .integer('quotation_request_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotation_requests')
        .onDelete('CASCADE')
      /** Returns live outside this schema: no foreign key. */
      table.integer('cart_transaction_return_id').unsigned().nullable()
      table
        .integer('cart_shopping_header_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('cart_shopping_headers')
        .onDelete('CASCADE')
      table.string('product_reference', 64).nullable()
      table.string('product_description', 512).nullable()
      /** Catalogue product questions live outside this schema: no foreign key. */
      table.integer('question_id').unsigned().nullable()
      table
        .integer('registered_by')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('RESTRICT')
      table.timestamp('created_at').notNullable()
      table.index(['store_id', 'created_at'], 'infractions_store_created_idx')
      table.index(['quotation_id'], 'infractions_quotation_idx')
      table.index(['quotation_request_id'], 'infractions_request_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

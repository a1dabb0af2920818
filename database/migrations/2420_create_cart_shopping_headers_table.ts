import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Orders and cart purchases (cartShoppingHeader): what a buyer bought from one store, usually
 * from a quotation. `sales_model` orders = 'Enviar pedido' with a comment; cart = paid through
 * the gateway or a payment link. `address_id` / `billing_id` null = the buyer's main user record
 * (the checkout's id 0). Once a quotation is linked here it can no longer be edited.
 */
export default class extends BaseSchema {
  protected tableName = 'cart_shopping_headers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** Sale reference, e.g. RV-000123 (filled from the id right after insert when not given). */
      table.string('ref_venta', 32).nullable().unique()
      /** The buyer. */
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table
        .integer('quotation_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotations')
        .onDelete('SET NULL')
      table.enum('sales_model', ['cart', 'orders']).notNullable()
      table
        .enum('status', ['pending', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled'])
        .notNullable()
        .defaultTo('pending')
      table.decimal('subtotal', 14, 2).notNullable().defaultTo(0)
      table.decimal('shipping_cost', 14, 2).notNullable().defaultTo(0)
      table.decimal('total', 14, 2).notNullable().defaultTo(0)
      table.decimal('commission', 14, 2).notNullable().defaultTo(0)
      table.text('comment').nullable()
      table
        .enum('shipping_option', ['shippingCost', 'storePickup', 'paymentAgainstDelivery'])
        .notNullable()
        .defaultTo('shippingCost')
      table
        .integer('address_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('user_additional_addresses')
        .onDelete('SET NULL')
      table
        .integer('billing_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('billing_data')
        .onDelete('SET NULL')
      table
        .integer('adviser_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('store_advisers')
        .onDelete('SET NULL')
      /** Read by the store. */
      table.boolean('is_read').notNullable().defaultTo(false)
      table.boolean('read_in_wallet').notNullable().defaultTo(false)
      table.string('payment_link', 1024).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'created_at'], 'csh_user_created_idx')
      table.index(['store_id', 'created_at'], 'csh_store_created_idx')
      table.index(['quotation_id'], 'csh_quotation_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

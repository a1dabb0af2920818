import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Stores: a vendor's virtual store (pages under /tienda/{url_path}). Holds the store's plan
 * (service costs, GO module), its sales model, payment info and shipping settings.
 * `config` is the storeConfig JSON (TEXT).
 */
export default class extends BaseSchema {
  protected tableName = 'stores'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** The vendor who owns the store. */
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('name', 128).notNullable()
      /** The /tienda/{store} slug. */
      table.string('url_path', 128).notNullable().unique()
      table.string('mobile_number', 20).nullable()
      table.string('email', 256).nullable()
      table.string('address', 512).nullable()
      table.string('logo_url', 512).nullable()
      table.text('description').nullable()
      table
        .integer('city_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('localization_zones')
        .onDelete('SET NULL')
      table.string('country_code', 2).notNullable().defaultTo('CO')
      /** has{product}GoModuleAdministration. */
      table.boolean('go_module_active').notNullable().defaultTo(false)
      table.enum('sales_model', ['cart', 'orders']).notNullable().defaultTo('orders')
      /** Fixed service cost per sale (plan). */
      table.decimal('service_cost', 14, 2).notNullable().defaultTo(0)
      /** Service cost as a fraction of subtotal + shipping, e.g. 0.0500 = 5 %. */
      table.decimal('service_cost_percent', 7, 4).notNullable().defaultTo(0)
      table.text('config').nullable()

      /** Payment info shown to the buyer after a purchase. */
      table.string('payment_name', 256).nullable()
      table.string('payment_mobile_number', 20).nullable()
      table.boolean('addressing_after_transaction').notNullable().defaultTo(false)
      table.string('addressing_button_name', 128).nullable()
      table.text('transaction_closing_form').nullable()

      table.text('shipping_policy').nullable()
      table.boolean('allow_store_pickup').notNullable().defaultTo(false)
      table.boolean('allow_payment_against_delivery').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)

      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['user_id'])
      table.index(['go_module_active'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Quotation requests: a buyer asks for parts for one vehicle. Marketplace request when
 * `store_id` is empty (every store selling the brand may quote, closes at 3 quotations),
 * store request when set (only that store quotes, closes at 1). `quote_by_product`: each detail
 * takes up to 3 quotations. The vehicle fields are a snapshot taken when the request was made.
 * Expiry rule: no new quotations after `expires_at` (created_at + 7 days).
 */
export default class extends BaseSchema {
  protected tableName = 'quotation_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** Public code, e.g. SC-000123 (filled from the id right after insert when not given). */
      table.string('code', 32).nullable().unique()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      /** Store channel: the only store that may quote. Null = marketplace. */
      table
        .integer('store_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table
        .integer('vehicle_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('vehicles')
        .onDelete('SET NULL')
      table
        .integer('brand_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('vehicle_brands')
        .onDelete('RESTRICT')
      table.string('vehicle_model', 128).notNullable()
      table.smallint('vehicle_year').unsigned().notNullable()
      table.string('vehicle_vin', 17).nullable()
      table.string('vehicle_license_plate', 10).nullable()
      table.string('vehicle_owner_identification', 20).nullable()
      table.string('vehicle_property_card', 512).nullable()
      table.boolean('vehicle_is_verified').notNullable().defaultTo(false)
      table.boolean('found_by_plate').notNullable().defaultTo(false)
      table.string('catalog_origin', 64).nullable()
      table
        .integer('city_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('localization_zones')
        .onDelete('RESTRICT')
      table.string('country_code', 2).notNullable().defaultTo('CO')
      table.boolean('quote_by_product').notNullable().defaultTo(false)
      table.boolean('is_closed').notNullable().defaultTo(false)
      table
        .enum('close_reason', ['already_bought', 'only_quoting', 'no_longer_needed', 'other'])
        .nullable()
      table.timestamp('closed_at').nullable()
      table.timestamp('expires_at').notNullable()
      /** Denormalised count of quotations received. */
      table.integer('quotations_count').unsigned().notNullable().defaultTo(0)
      /** {product}Providers: marketplace vendors get the request. */
      table.boolean('send_to_marketplace').notNullable().defaultTo(true)
      /** Client-generated key so a retried submit does not create a second request. */
      table.string('idempotency_key', 64).nullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['is_closed', 'expires_at', 'created_at'], 'qr_open_idx')
      table.index(['store_id', 'is_closed'], 'qr_store_closed_idx')
      table.index(['brand_id', 'is_closed'], 'qr_brand_closed_idx')
      table.index(['user_id', 'is_closed', 'created_at'], 'qr_user_closed_idx')
      table.index(['city_id'], 'qr_city_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

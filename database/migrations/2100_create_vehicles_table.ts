import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Garage vehicles: a buyer's vehicles, reused by the request wizard. A verified vehicle
 * (`is_verified`, e.g. found by plate lookup) has all its fields locked. Soft-deleted.
 */
export default class extends BaseSchema {
  protected tableName = 'vehicles'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('brand_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('vehicle_brands')
        .onDelete('RESTRICT')
      table.string('model', 128).notNullable()
      table.smallint('year').unsigned().notNullable()
      table.string('vin', 17).nullable()
      table.string('license_plate', 10).nullable()
      table.string('owner_identification', 20).nullable()
      table.string('property_card_image', 512).nullable()
      table.string('engine_number', 64).nullable()
      table.string('chassis_number', 64).nullable()
      table.string('cylinder_capacity', 32).nullable()
      table.string('number_of_cylinders', 16).nullable()
      table.string('number_of_axes', 16).nullable()
      table.string('class', 64).nullable()
      table.string('body_type', 64).nullable()
      table.string('fuel_type', 64).nullable()
      table.string('color', 64).nullable()
      /** City of registration as given by the plate registry (free text). */
      table.string('city', 128).nullable()
      table.string('transit_agency', 256).nullable()
      table.string('number_of_doors', 16).nullable()
      table.string('version', 128).nullable()
      table.string('country_of_origin', 64).nullable()
      /** Observations, max 512. */
      table.string('complement', 512).nullable()
      table.boolean('is_verified').notNullable().defaultTo(false)
      table.string('catalog_origin', 64).nullable()
      table.boolean('found_by_plate').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('deleted_at').nullable()
      table.index(['user_id', 'deleted_at'], 'vehicles_user_deleted_idx')
      table.index(['license_plate'])
      table.index(['vin'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

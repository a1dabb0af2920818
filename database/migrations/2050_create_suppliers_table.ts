import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Suppliers (proveedores): companies in buyers' own supplier networks ('Enviar a mis
 * proveedores'). Soft-deleted with `deleted_at` (re-activated by clearing it).
 */
export default class extends BaseSchema {
  protected tableName = 'suppliers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('razon_social', 256).notNullable()
      table.string('nit', 32).nullable()
      table.string('email', 256).nullable()
      table.string('mobile', 20).nullable()
      table
        .integer('city_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('localization_zones')
        .onDelete('SET NULL')
      /** The supplier's own user account, when it has one. */
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['razon_social'])
      table.index(['nit'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

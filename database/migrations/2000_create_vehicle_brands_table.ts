import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Vehicle brands (catalog): the brand list of the request wizard and of a store's
 * sellable brands. `popular` brands are offered first; inactive brands are hidden.
 */
export default class extends BaseSchema {
  protected tableName = 'vehicle_brands'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 128).notNullable().unique()
      table.string('slug', 128).notNullable().unique()
      table.boolean('popular').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

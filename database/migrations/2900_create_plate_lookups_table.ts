import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every plate the lookup service found: what it answered (the vehicle data shown to the buyer),
 * so that later steps (the request submit) trust only server-found plate data.
 */
export default class extends BaseSchema {
  protected tableName = 'plate_lookups'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('plate', 10).notNullable()
      table.string('country_code', 2).notNullable()
      /** The found vehicle as JSON text (same on SQLite and MySQL). */
      table.text('payload').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['plate', 'country_code', 'created_at'], 'plate_lookups_plate_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Localisation zones: countries' departments (CO) or states (MX), and their cities /
 * municipalities. `code` is the official code (DIVIPOLA in Colombia, INEGI in Mexico).
 */
export default class extends BaseSchema {
  protected tableName = 'localization_zones'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('country_code', 2).notNullable()
      table.enum('type', ['department', 'city']).notNullable()
      table.string('code', 10).notNullable()
      table.string('name', 128).notNullable()
      table.string('full_name', 256).notNullable()
      /** full_name in lower case without accents: the autocomplete searches it. */
      table.string('search_name', 256).notNullable().defaultTo('')
      table
        .integer('parent_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('localization_zones')
        .onDelete('RESTRICT')
      table.boolean('is_capital').notNullable().defaultTo(false)
      table.unique(['country_code', 'type', 'code'])
      table.index(['country_code', 'type', 'name'], 'zones_country_type_name_idx')
    })
  }

  async down() {
    /** Cities point at their department: unlink them so SQLite can drop a filled table. */
    this.defer(async (db) => {
      await db.from(this.tableName).update({ parent_id: null })
    })
    this.schema.dropTable(this.tableName)
  }
}

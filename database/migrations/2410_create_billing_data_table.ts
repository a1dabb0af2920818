import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A buyer's additional billing records (the main one is the user record itself, id 0).
 */
export default class extends BaseSchema {
  protected tableName = 'billing_data'

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
      table.string('fullname', 90).notNullable()
      table.string('identification', 16).notNullable()
      table.string('address', 128).notNullable()
      table
        .integer('city_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('localization_zones')
        .onDelete('RESTRICT')
      table.string('email', 256).notNullable()
      table.string('mobile', 20).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

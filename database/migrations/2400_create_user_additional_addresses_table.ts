import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A buyer's additional delivery addresses (the main one is the user record itself, id 0 in the
 * checkout wizard).
 */
export default class extends BaseSchema {
  protected tableName = 'user_additional_addresses'

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
      table.string('fullname', 512).notNullable()
      table.string('identification', 32).notNullable()
      table.string('address', 1024).notNullable()
      table
        .integer('city_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('localization_zones')
        .onDelete('RESTRICT')
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

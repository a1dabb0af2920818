import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A user's agenda: activities with a date, a description (max 256), a state (0 Pendiente,
 * 1 Realizado) and the URL of the page they were created from.
 */
export default class extends BaseSchema {
  protected tableName = 'activities_agenda'

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
      table.string('name', 256).notNullable()
      table.timestamp('date').notNullable()
      table.string('activity', 256).notNullable()
      table.tinyint('activity_state').unsigned().notNullable().defaultTo(0)
      table.string('activity_url', 1024).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'date'], 'activities_user_date_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every file key the upload endpoint gave out, and to whom: an image field accepts only a key
 * its user received (app/core/validators/upload_key.ts). Guests' keys live in their session.
 */
export default class extends BaseSchema {
  protected tableName = 'uploads'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('key', 255).notNullable().unique()
      table.string('purpose', 40).notNullable()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * E-mail links: password recovery and e-mail verification. The link carries a random token,
 * stored hashed, single use, valid for one hour (recovery) or seven days (verification).
 */
export default class extends BaseSchema {
  protected tableName = 'email_tokens'

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
        .enum('purpose', ['reset_password', 'verify_email'])
        .notNullable()
        .defaultTo('reset_password')
      table.string('token_hash', 128).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

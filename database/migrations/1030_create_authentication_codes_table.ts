import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * WhatsApp codes: 6 digits stored hashed, single use, 10 minutes, at most 5 tries.
 */
export default class extends BaseSchema {
  protected tableName = 'authentication_codes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('country_code', 2).notNullable()
      table.string('mobile', 20).notNullable()
      table.enum('purpose', ['login', 'verify']).notNullable().defaultTo('login')
      table.string('code_hash', 128).notNullable()
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('ip', 64).nullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['country_code', 'mobile', 'purpose', 'created_at'], 'auth_codes_lookup_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

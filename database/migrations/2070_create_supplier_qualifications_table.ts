import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A buyer's rating of one of their suppliers: score 1 to 5 and an optional comment.
 */
export default class extends BaseSchema {
  protected tableName = 'supplier_qualifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('supplier_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('suppliers')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.tinyint('score').unsigned().notNullable()
      table.string('comment', 1024).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['supplier_id', 'user_id'], 'supplier_q_supplier_user_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

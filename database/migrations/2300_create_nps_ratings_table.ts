import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * NPS ratings of stores by buyers: score 0–10 (9–10 promoters, 0–6 detractors) and a comment,
 * optionally about one quotation. Feeds the satisfaction gauge.
 */
export default class extends BaseSchema {
  protected tableName = 'nps_ratings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('quotation_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('quotations')
        .onDelete('SET NULL')
      table.tinyint('score').unsigned().notNullable()
      table.text('comment').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['store_id', 'created_at'], 'nps_store_created_idx')
      table.index(['user_id'], 'nps_user_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

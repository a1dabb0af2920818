import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The store integration tokens' call log (issue 24 item 3, 'Registro de llamadas'): one row per
 * call a store token made (users/services/store_token_call_log.ts), refused ones included. The
 * token is kept by id only (`token_id`, no foreign key): a revoked or rotated token's rows stay,
 * shown as a deleted token. The log reads a store's rows newest first (`store_id, id`), or one
 * token's (`store_id, token_id, id`); rows older than 30 days are pruned while new ones are
 * written (`created_at`).
 */
export default class extends BaseSchema {
  protected tableName = 'store_token_calls'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table.integer('token_id').unsigned().notNullable()
      table.string('method', 10).notNullable()
      table.string('route_name', 120).nullable()
      table.string('path', 500).notNullable()
      table.smallint('status').unsigned().notNullable()
      table.integer('duration_ms').unsigned().notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['store_id', 'id'], 'stc_store_id_idx')
      table.index(['store_id', 'token_id', 'id'], 'stc_store_token_idx')
      table.index(['store_id', 'created_at'], 'stc_store_created_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The transactional outbox (app/core/outbox): an event a user relies on (notifications,
 * WhatsApp, e-mail) is written in the same transaction as the change, then delivered at least
 * once. `locked_until` is the claim of whoever is delivering it; `processed_at` marks it done.
 */
export default class extends BaseSchema {
  protected tableName = 'outbox_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('name', 100).notNullable()
      table.text('payload').notNullable()
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('locked_until').nullable()
      table.timestamp('processed_at').nullable()
      table.index(['processed_at', 'locked_until'], 'outbox_events_pending_index')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

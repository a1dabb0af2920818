import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One event for one webhook endpoint (issue 24 item 4). `event_id` (`evt_<outbox event id>`) is
 * the same for every endpoint that receives the event and across retries and resends: the
 * receiver de-duplicates on it. Unique (endpoint, event): an outbox handler run twice never
 * writes a second delivery. `payload` is the exact JSON body sent every time.
 *
 * Sending: `pending` rows due (`next_attempt_at`) are claimed with `locked_until` and a
 * `claim_token` (whoever set the token sends them; a claim outliving its holder expires), then
 * `delivered` (2xx) or retried with a growing wait until `failed`. `attempts`,
 * `last_status_code`, `last_error` (short) and `delivered_at` feed the 'Registro de entregas'.
 */
export default class extends BaseSchema {
  protected tableName = 'webhook_deliveries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('endpoint_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('webhook_endpoints')
        .onDelete('CASCADE')
      table
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table.string('event_id', 64).notNullable()
      table.string('event', 32).notNullable()
      table.text('payload', 'mediumtext').notNullable()
      table.string('status', 16).notNullable().defaultTo('pending')
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').nullable()
      table.timestamp('locked_until').nullable()
      table.string('claim_token', 40).nullable()
      table.integer('last_status_code').nullable()
      table.string('last_error', 255).nullable()
      table.timestamp('delivered_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['endpoint_id', 'event_id'], 'webhook_deliveries_endpoint_event_unique')
      table.index(['status', 'next_attempt_at'], 'webhook_deliveries_due_idx')
      table.index(['claim_token'], 'webhook_deliveries_claim_idx')
      table.index(['store_id', 'status', 'id'], 'webhook_deliveries_store_status_idx')
      table.index(['endpoint_id', 'status'], 'webhook_deliveries_endpoint_status_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

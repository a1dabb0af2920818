import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A store's webhook endpoints (issue 24 item 4, app/integrations): the HTTPS URL the store's own
 * systems listen on, the events it wants (a JSON list of `request.created`,
 * `quotation.purchased`, `order.status_changed`, `chat.message`), and the signing secret kept
 * encrypted with the app's encryption (APP_KEY, purpose 'webhook-secret': it must be read back
 * to sign; the owner sees it once, at creation and on rotation). At most 5 per store
 * (WEBHOOK_ENDPOINTS_CAP). `consecutive_failures` counts failed attempts in a row across
 * deliveries; at the threshold the endpoint is `paused` (`paused_at`) until 'Reactivar'.
 */
export default class extends BaseSchema {
  protected tableName = 'webhook_endpoints'

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
      table.string('url', 2048).notNullable()
      table.text('events').notNullable()
      table.text('secret').notNullable()
      table.string('status', 16).notNullable().defaultTo('active')
      table.integer('consecutive_failures').unsigned().notNullable().defaultTo(0)
      table.timestamp('paused_at').nullable()
      table
        .integer('created_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['store_id', 'status'], 'webhook_endpoints_store_status_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Delivered at least once, never twice to one recipient: a notification made for an outbox event
 * carries `dedupe_key` (event and recipient, unique), and every WhatsApp / e-mail send is claimed
 * once per key and channel in `notification_deliveries` before it goes out.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('queue_notifications', (table) => {
      table.string('dedupe_key', 120).nullable().unique('queue_notifications_dedupe_key_unique')
    })
    this.schema.createTable('notification_deliveries', (table) => {
      table.bigIncrements('id')
      table.string('dedupe_key', 120).notNullable()
      table.string('channel', 20).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['dedupe_key', 'channel'], { indexName: 'notification_deliveries_unique' })
    })
  }

  async down() {
    this.schema.dropTable('notification_deliveries')
    this.schema.alterTable('queue_notifications', (table) => {
      table.dropUnique(['dedupe_key'], 'queue_notifications_dedupe_key_unique')
      table.dropColumn('dedupe_key')
    })
  }
}

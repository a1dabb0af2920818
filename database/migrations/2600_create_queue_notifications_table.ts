import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * In-app notifications of a user. `topic` groups them (e.g. 'QR.newQuotation.', 'QR.newMessage.');
 * opening `url` marks them done (`done_at`). They also go out by WhatsApp and e-mail.
 */
export default class extends BaseSchema {
  protected tableName = 'queue_notifications'

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
      table.string('topic', 64).notNullable()
      table.string('message', 1024).notNullable()
      table.string('url', 1024).nullable()
      table.text('payload').nullable()
      table.timestamp('read_at').nullable()
      table.timestamp('done_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'done_at', 'topic'], 'qn_user_done_topic_idx')
      table.index(['user_id', 'created_at'], 'qn_user_created_idx')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

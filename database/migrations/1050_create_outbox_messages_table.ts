import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The local driver of WhatsApp and e-mail writes here instead of sending; /dev/outbox shows it.
 */
export default class extends BaseSchema {
  protected tableName = 'outbox_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.enum('channel', ['whatsapp', 'email']).notNullable()
      table.string('recipient', 256).notNullable()
      table.string('subject', 256).nullable()
      table.text('body').notNullable()
      table.text('html').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['channel', 'recipient'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

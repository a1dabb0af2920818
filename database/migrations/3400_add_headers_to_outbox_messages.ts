import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The local e-mail driver keeps the headers the layout gives a message (the one-click
 * `List-Unsubscribe` pair of a notice), JSON in a text column; null when it has none.
 */
export default class extends BaseSchema {
  protected tableName = 'outbox_messages'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('headers').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('headers')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each person's notification preferences (issue 21 item 3): per notice kind ('requests',
 * 'quotations', 'orders', 'chat') and channel ('whatsapp', 'email'), on or off. JSON in a text
 * column, null or a missing entry meaning on (the default); see
 * app/users/rules/notification_preferences.ts.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('notification_preferences').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('notification_preferences')
    })
  }
}

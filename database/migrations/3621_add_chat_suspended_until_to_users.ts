import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A person's chat suspended by staff from the moderation queue (issue 23, 'Suspender chat N
 * días'): until this moment the chat refuses their messages (403 'Tu chat está suspendido hasta
 * el …', app/chat/rules/chat_suspension.ts) and the chat panel says so. Null or past: not
 * suspended.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('chat_suspended_until').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('chat_suspended_until')
    })
  }
}

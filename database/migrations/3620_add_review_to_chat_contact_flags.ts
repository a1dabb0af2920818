import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The staff's moderation queue (issue 23, /staff/moderacion) reviews the contact-data record
 * (chat_contact_flags, migration 3100). Each item is open until one staff action resolves it,
 * once:
 * - `reviewed_at`, `reviewed_by` (kept null when that person is deleted): when and who;
 * - `resolution`: 'dismissed' (not contact data), 'message_deleted', 'warned',
 *   'infraction_registered' or 'chat_suspended' (app/staff/rules/moderation.ts);
 * - `resolution_detail`: what the action left to show (the days of a suspension, the
 *   infraction's id), JSON.
 * The index serves the queue: open items oldest first (reviewed_at null, id ascending) and
 * resolved ones newest first.
 */
export default class extends BaseSchema {
  protected tableName = 'chat_contact_flags'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('reviewed_at').nullable()
      table
        .integer('reviewed_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('resolution', 24).nullable()
      table.string('resolution_detail', 255).nullable()
      table.index(['reviewed_at', 'id'], 'chat_contact_flags_queue_idx')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['reviewed_at', 'id'], 'chat_contact_flags_queue_idx')
      table.dropForeign(['reviewed_by'])
      table.dropColumn('reviewed_at')
      table.dropColumn('reviewed_by')
      table.dropColumn('resolution')
      table.dropColumn('resolution_detail')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A person blocked by an admin from the staff section's Usuarios (issue 23): `deactivated_at`
 * (already there: the login actions refuse a deactivated account, the guards treat its sessions
 * and tokens as signed out) now comes with the reason the admin wrote (at most 500 characters)
 * and who blocked (null when that admin is deleted: the log of staff actions keeps the name).
 * Unblocking clears the three. The index serves the list's order (newest first) and its
 * 'Bloqueados' filter.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('deactivated_reason', 500).nullable()
      table
        .integer('deactivated_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.index(['created_at', 'id'], 'users_created_index')
      table.index(['deactivated_at'], 'users_deactivated_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['deactivated_at'], 'users_deactivated_index')
      table.dropIndex(['created_at', 'id'], 'users_created_index')
      table.dropForeign(['deactivated_by'])
      table.dropColumn('deactivated_by')
      table.dropColumn('deactivated_reason')
    })
  }
}

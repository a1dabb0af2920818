import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The log of staff actions (issue 23 'Registro'): who (`actor_id`, kept null when that person is
 * deleted, with `actor_name` as it was), what (`action`, e.g. `store.activate`, `user.block`), on
 * which record (`subject_type` + `subject_id`, and `subject_label` as shown then: a code, a name),
 * the state before and after (JSON, null when there is none) and when. Written in the action's
 * own transaction (app/core/services/staff_log.ts); read-only: nothing updates or deletes a row.
 */
export default class extends BaseSchema {
  protected tableName = 'staff_actions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('actor_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('actor_name', 255).notNullable()
      table.string('action', 64).notNullable()
      table.string('subject_type', 32).notNullable()
      table.integer('subject_id').unsigned().nullable()
      table.string('subject_label', 255).nullable()
      table.text('before').nullable()
      table.text('after').nullable()
      table.timestamp('created_at').notNullable()
      /** The log, newest first; by person; by record. */
      table.index(['created_at', 'id'], 'staff_actions_created_index')
      table.index(['actor_id', 'created_at'], 'staff_actions_actor_index')
      table.index(['subject_type', 'subject_id'], 'staff_actions_subject_index')
      table.index(['action', 'created_at'], 'staff_actions_action_index')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

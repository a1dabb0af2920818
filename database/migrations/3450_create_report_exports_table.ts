import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The Excel exports of the reports (issue 22 item 4, doc 2 §7 `completeAnalytics/excel`): who
 * asked (`user_id`, the only one who may download it), which report with which filter (JSON, null
 * when none), the country whose formats it uses, its state (`queued` → `running` → `ready` or
 * `failed`), its progress (`rows_done` of `rows_total`, the total null when unknown), where the
 * file lies on the Drive disk (`file_key`, in the private folder `report-exports/`), when the
 * worker took it and finished it, and when the file goes (`expires_at`, 24 h after it is ready;
 * `reports:purge-exports` deletes the file and the record).
 */
export default class extends BaseSchema {
  protected tableName = 'report_exports'

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
      table.string('report', 32).notNullable()
      table.text('filter').nullable()
      table.string('country_code', 2).notNullable()
      table.string('status', 16).notNullable()
      table.integer('rows_done').unsigned().notNullable().defaultTo(0)
      table.integer('rows_total').unsigned().nullable()
      table.string('file_key', 255).nullable()
      table.timestamp('started_at').nullable()
      table.timestamp('finished_at').nullable()
      table.timestamp('expires_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      /** The exports under way of a person (at most 3). */
      table.index(['user_id', 'status'], 'report_exports_user_status_index')
      /** The purge: what expired. */
      table.index(['expires_at'], 'report_exports_expires_at_index')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

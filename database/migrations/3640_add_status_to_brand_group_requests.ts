import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The staff queue of brand requests (issue 23 'Marcas solicitadas', `/staff/marcas`): a request
 * a store sent with sendNotifyToAdminAboutBrands (doc 3 §7) is `pending` until staff approve it
 * (the chosen vehicle brands join the brands the store serves, store_vehicle_brands) or reject
 * it with a note. `resolved_by` (kept null when that person is deleted), `resolved_at` and
 * `resolution_note` say who decided, when and why. The queue reads pending first, newest first
 * (the `(status, created_at)` index).
 */
export default class extends BaseSchema {
  protected tableName = 'brand_group_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('status', 16).notNullable().defaultTo('pending')
      table
        .integer('resolved_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('resolved_at').nullable()
      table.string('resolution_note', 512).nullable()
      table.index(['status', 'created_at'], 'bgr_status_created_idx')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['resolved_by'])
      table.dropIndex(['status', 'created_at'], 'bgr_status_created_idx')
      table.dropColumn('status')
      table.dropColumn('resolved_by')
      table.dropColumn('resolved_at')
      table.dropColumn('resolution_note')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The analytics report read by staff over every store (AnalyticsQuery without a store filter)
 * walks the quotations and the store discards newest first and stops after a page: these
 * indexes give that order. One store's report walks the existing (store_id, created_at)
 * indexes (quotations_store_created_idx, vendor_ignores_store_created_idx).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('quotations', (table) => {
      table.index(['created_at', 'id'], 'quotations_created_idx')
    })
    this.schema.alterTable('vendor_ignores', (table) => {
      table.index(['created_at', 'id'], 'vendor_ignores_created_idx')
    })
  }

  async down() {
    this.schema.alterTable('quotations', (table) => {
      table.dropIndex(['created_at', 'id'], 'quotations_created_idx')
    })
    this.schema.alterTable('vendor_ignores', (table) => {
      table.dropIndex(['created_at', 'id'], 'vendor_ignores_created_idx')
    })
  }
}

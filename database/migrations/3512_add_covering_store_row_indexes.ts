import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The analytics report's Excel export reads one store's quotations and discards newest first in
 * keyset chunks (AnalyticsQuery.chunk). Each chunk's derived table selects the row's request
 * too; with (store_id, created_at) alone MariaDB chose to walk the store's rows from the newest
 * down to the cursor on every chunk (35,500 index reads for a chunk of 1,000 deep in a store of
 * 50,000 quotations: the export grew with the square of its rows). With the request id in the
 * index the chunk is a range read from the cursor (about 2,000 reads per chunk of 1,000).
 * bench/analytics_export.mjs, docs/benchmarks.md.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('quotations', (table) => {
      table.index(
        ['store_id', 'created_at', 'id', 'quotation_request_id'],
        'quotations_store_rows_idx'
      )
    })
    this.schema.alterTable('vendor_ignores', (table) => {
      table.index(
        ['store_id', 'created_at', 'id', 'quotation_request_id'],
        'vendor_ignores_store_rows_idx'
      )
    })
  }

  async down() {
    this.schema.alterTable('quotations', (table) => {
      table.dropIndex(
        ['store_id', 'created_at', 'id', 'quotation_request_id'],
        'quotations_store_rows_idx'
      )
    })
    this.schema.alterTable('vendor_ignores', (table) => {
      table.dropIndex(
        ['store_id', 'created_at', 'id', 'quotation_request_id'],
        'vendor_ignores_store_rows_idx'
      )
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A store's response figures (storeResponse: the store page and AnalyticsQuotationRequestResponse)
 * count the requests of its country created in the last 30 days. Without an index that starts
 * with (country_code, created_at), MariaDB walked every open-or-closed request of the country
 * (qr_sales_opportunities_idx: 496,021 rows at 1,000,000 requests, 2.2 s); with it, the window's
 * rows only (85 ms). bench/reports.mjs, docs/benchmarks.md.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('quotation_requests', (table) => {
      table.index(['country_code', 'created_at'], 'qr_country_created_idx')
    })
  }

  async down() {
    this.schema.alterTable('quotation_requests', (table) => {
      table.dropIndex(['country_code', 'created_at'], 'qr_country_created_idx')
    })
  }
}

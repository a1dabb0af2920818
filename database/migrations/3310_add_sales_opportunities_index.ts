import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The public sales opportunities' indicators and counters (SalesOpportunitiesQuery: top brands,
 * top cities, open requests, open part lines) read the open marketplace requests of a country:
 * the equalities (country, not closed, no store, sent to the marketplace) then the range
 * `expires_at > now` select exactly the open ones, and the rest of the columns the scopes and
 * the group-bys read (cap, brand, city) are in the index, so these counts read the index alone —
 * the open requests, never the closed or expired ones (bench/sales_opportunities.mjs, EXPLAIN in
 * docs/benchmarks.md). The list itself walks qr_vendor_list_idx (2978) newest first.
 */
const COLUMNS = [
  'country_code',
  'is_closed',
  'store_id',
  'send_to_marketplace',
  'expires_at',
  'quote_by_product',
  'quotations_count',
  'brand_id',
  'city_id',
]

export default class extends BaseSchema {
  protected tableName = 'quotation_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(COLUMNS, 'qr_sales_opportunities_idx')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(COLUMNS, 'qr_sales_opportunities_idx')
    })
  }
}

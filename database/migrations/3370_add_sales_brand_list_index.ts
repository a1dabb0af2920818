import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The public sales opportunities filtered by brand (SalesOpportunitiesQuery.list with
 * `brand.name`): the brand's ids are read first and the list asks `brand_id IN (ids)`. With
 * the brand before created_at, one brand is an equality walked newest first that stops at 501
 * rows (several brands: their entries only, then a sort), reading the index alone; before it,
 * the walk of qr_vendor_list_idx (2978) read every open request of the country newest first
 * until 501 of that brand turned up (bench/sales_opportunities.mjs: 0.29× at 1,000,000
 * requests). The columns after created_at are the ones the list's scopes test.
 */
const COLUMNS = [
  'country_code',
  'is_closed',
  'brand_id',
  'created_at',
  'id',
  'store_id',
  'send_to_marketplace',
  'expires_at',
  'quotations_count',
  'quote_by_product',
]

export default class extends BaseSchema {
  protected tableName = 'quotation_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(COLUMNS, 'qr_sales_brand_list_idx')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(COLUMNS, 'qr_sales_brand_list_idx')
    })
  }
}

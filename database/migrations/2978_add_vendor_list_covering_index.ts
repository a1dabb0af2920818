import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The seller-side lists (Pendientes) read the ids of the first 501 open requests of a country,
 * newest first, through the vendor scopes (BuyerRequestsQuery.list): this index holds every
 * column those scopes test on quotation_requests, after the order (created_at, id), so the
 * walk reads the index alone and stops at 501 rows, without reading each row
 * (bench/pendientes.mjs, issue 8). It replaces qr_country_open_created_idx (2960), its prefix.
 */
const COLUMNS = [
  'country_code',
  'is_closed',
  'created_at',
  'id',
  'store_id',
  'send_to_marketplace',
  'user_id',
  'brand_id',
  'expires_at',
  'quotations_count',
  'quote_by_product',
]

export default class extends BaseSchema {
  protected tableName = 'quotation_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(COLUMNS, 'qr_vendor_list_idx')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['country_code', 'is_closed', 'created_at'], 'qr_country_open_created_idx')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['country_code', 'is_closed', 'created_at'], 'qr_country_open_created_idx')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(COLUMNS, 'qr_vendor_list_idx')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The vendor lists (Pendientes) read open requests of one country newest first: this index
 * lets the database walk them in order and stop at the page size instead of sorting them all
 * (bench/pendientes.mjs: the page query went from 17 ms to 4 ms with 10,000 open requests).
 */
export default class extends BaseSchema {
  protected tableName = 'quotation_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['country_code', 'is_closed', 'created_at'], 'qr_country_open_created_idx')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['country_code', 'is_closed', 'created_at'], 'qr_country_open_created_idx')
    })
  }
}

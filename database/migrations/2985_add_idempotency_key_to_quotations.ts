import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A vendor's send carries an idempotency key (like the buyer's request submit): the key is
 * unique, so a replayed or doubled send answers the quotation the first one made and emits
 * nothing (app/quotations/actions/send_quotation.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'quotations'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('idempotency_key', 64).nullable().unique('quotations_idempotency_key_unique')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['idempotency_key'], 'quotations_idempotency_key_unique')
      table.dropColumn('idempotency_key')
    })
  }
}

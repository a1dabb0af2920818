import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per payment of a gateway (app/orders/actions/mark_order_paid.ts): a webhook delivered
 * twice, or two deliveries racing, record the payment once (the second insert loses on this
 * index and changes nothing).
 */
export default class extends BaseSchema {
  protected tableName = 'transactions_paid'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.unique(['gateway', 'reference'], 'tp_gateway_reference_unique')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['gateway', 'reference'], 'tp_gateway_reference_unique')
    })
  }
}

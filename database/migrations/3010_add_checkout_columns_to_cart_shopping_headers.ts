import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Checkout (issue 11, app/orders/actions/create_order.ts):
 *
 * - `idempotency_key`: the buyer's submit key ('Enviar pedido', 'Continuar compra', a payment
 *   link). Unique: a replayed or doubled submit answers the order the first one made and emits
 *   nothing, also when fifty submits race.
 * - `payment_gateway` / `payment_reference`: the gateway that made the order's payment link
 *   (`local`, `mercadopago`) and its own id of it (Mercado Pago's preference id; the local
 *   page's token). Null for an order sent without a link.
 */
export default class extends BaseSchema {
  protected tableName = 'cart_shopping_headers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('idempotency_key', 64).nullable().unique('csh_idempotency_key_unique')
      table.string('payment_gateway', 32).nullable()
      table.string('payment_reference', 128).nullable()
      table.unique(['payment_gateway', 'payment_reference'], 'csh_payment_reference_unique')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['payment_gateway', 'payment_reference'], 'csh_payment_reference_unique')
      table.dropUnique(['idempotency_key'], 'csh_idempotency_key_unique')
      table.dropColumn('payment_reference')
      table.dropColumn('payment_gateway')
      table.dropColumn('idempotency_key')
    })
  }
}

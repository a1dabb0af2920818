import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Store configuration, Pagos and Módulo GO (issue 20 item 3):
 * - the bank account where the platform pays the store's disbursements: bank name, type
 *   ('ahorros' | 'corriente'), the account number (CO 6–20 digits, MX an 18-digit CLABE) and the
 *   holder's document, both encrypted with the app's `encryption` service (never stored plain;
 *   text columns, the ciphertext is longer than the value), the number's last four digits (the
 *   only part ever shown again), the holder's name and when the data was saved;
 * - `go_activation_requested_at`: when a pending store's owner asked staff to activate its GO
 *   module (the staff page lists those first).
 */
export default class extends BaseSchema {
  protected tableName = 'stores'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('bank_name', 80).nullable()
      table.string('bank_account_type', 10).nullable()
      table.text('bank_account_number').nullable()
      table.string('bank_account_last4', 4).nullable()
      table.string('bank_account_holder', 128).nullable()
      table.text('bank_holder_document').nullable()
      table.timestamp('bank_data_saved_at').nullable()
      table.timestamp('go_activation_requested_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('bank_name')
      table.dropColumn('bank_account_type')
      table.dropColumn('bank_account_number')
      table.dropColumn('bank_account_last4')
      table.dropColumn('bank_account_holder')
      table.dropColumn('bank_holder_document')
      table.dropColumn('bank_data_saved_at')
      table.dropColumn('go_activation_requested_at')
    })
  }
}

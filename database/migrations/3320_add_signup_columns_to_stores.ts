import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Store sign-up (issue 20 item 2): the store's tax id (CO NIT as `digits-dv`, MX RFC) and when
 * staff activated its GO module (null while pending). A store's states:
 * - registered, pending: `is_active` true (its owner reaches its pages and sees 'Solicitadas'),
 *   `go_module_active` false — listed on the staff page /staff/tiendas;
 * - active: staff set the service-cost plan, `go_module_active` true, `go_module_activated_at`;
 * - switched off by the platform: `is_active` false (never listed as pending).
 */
export default class extends BaseSchema {
  protected tableName = 'stores'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('tax_id', 20).nullable()
      table.timestamp('go_module_activated_at').nullable()
      table.index(['is_active', 'go_module_active', 'created_at'], 'stores_pending_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['is_active', 'go_module_active', 'created_at'], 'stores_pending_index')
      table.dropColumn('tax_id')
      table.dropColumn('go_module_activated_at')
    })
  }
}

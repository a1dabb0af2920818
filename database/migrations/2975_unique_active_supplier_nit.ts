import { BaseSchema } from '@adonisjs/lucid/schema'
import { mergeDuplicateSuppliers } from '#stores/actions/merge_duplicate_suppliers'

/**
 * One active supplier per NIT: 20 parallel 'Vincular proveedor' with one NIT once made 3 rows.
 * `active_nit` is the NIT of a supplier that is not soft-deleted (NULL otherwise), unique, so a
 * soft-deleted supplier keeps its NIT and a new one may take it. Duplicates already there are
 * merged into the oldest row first.
 */
export default class extends BaseSchema {
  protected tableName = 'suppliers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('active_nit', 32).nullable()
    })
    this.defer(async (db) => {
      await mergeDuplicateSuppliers(db)
      await db
        .from(this.tableName)
        .whereNull('deleted_at')
        .update({ active_nit: db.raw('nit') })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.unique(['active_nit'], { indexName: 'suppliers_active_nit_unique' })
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['active_nit'], 'suppliers_active_nit_unique')
      table.dropColumn('active_nit')
    })
  }
}

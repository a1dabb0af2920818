import db from '@adonisjs/lucid/services/db'
import Supplier from '#stores/models/supplier'
import type User from '#users/models/user'

export interface SupplierInput {
  razon_social: string
  nit?: string
  mobile?: string
  email?: string
}

/**
 * A buyer adds a supplier to their network ('Vincular proveedor'). Suppliers are shared rows:
 * when an active supplier with the same NIT exists it is linked as it is (its data is not
 * overwritten by one buyer's form) instead of creating a duplicate; otherwise a new supplier
 * is created and linked. A soft-deleted supplier is not brought back (that is staff's
 * decision): a new row is created. Linking twice changes nothing.
 */
export default class LinkSupplier {
  /**
   * Two buyers (or one buyer's double click) linking a new NIT at once: the database lets one
   * create it (unique active NIT); the others run again and link the row that won, answering as
   * any later link does ('Proveedor vinculado', or 'ya está vinculado' for the same buyer).
   */
  async handle(user: User, input: SupplierInput) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.link(user, input)
      } catch (error) {
        const raced = /unique|duplicate|deadlock/i.test(String((error as Error)?.message))
        if (!raced || attempt >= 3) throw error
      }
    }
  }

  private link(user: User, input: SupplierInput) {
    return db.transaction(async (trx) => {
      let supplier = input.nit
        ? await Supplier.query({ client: trx })
            .withScopes((scopes) => scopes.withoutTrashed())
            .where('nit', input.nit)
            .orderBy('id', 'asc')
            .first()
        : null
      const created = !supplier
      if (!supplier) {
        supplier = await Supplier.create(
          {
            razonSocial: input.razon_social,
            nit: input.nit ?? null,
            mobile: input.mobile ?? null,
            email: input.email ?? null,
          },
          { client: trx }
        )
      }
      const link = await trx
        .from('buyer_suppliers')
        .where('user_id', user.id)
        .where('supplier_id', supplier.id)
        .select('id')
        .first()
      if (!link) await supplier.related('buyers').attach([user.id], trx)
      return { supplier, created, alreadyLinked: !!link }
    })
  }
}

import db from '@adonisjs/lucid/services/db'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Supplier from '#stores/models/supplier'

/**
 * A buyer's supplier network (doc 2 §2 'Vincular proveedor'): a buyer manages (sees, unlinks)
 * only the suppliers linked to them in buyer_suppliers. Suppliers are shared rows (one per
 * NIT), so being linked is what counts, not who created the row. Nobody, staff included,
 * manages another buyer's links.
 */
export default class SupplierPolicy extends BasePolicy {
  async manage(user: User, supplier: Supplier): Promise<AuthorizerResponse> {
    const link = await db
      .from('buyer_suppliers')
      .where('user_id', user.id)
      .where('supplier_id', supplier.id)
      .select('id')
      .first()
    return !!link
  }
}

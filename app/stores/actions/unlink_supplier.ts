import type Supplier from '#stores/models/supplier'
import type User from '#users/models/user'

/**
 * A buyer removes a supplier from their network. The supplier row stays (other buyers may
 * have it, and past requests keep naming it).
 */
export default class UnlinkSupplier {
  async handle(user: User, supplier: Supplier) {
    await supplier.related('buyers').detach([user.id])
  }
}

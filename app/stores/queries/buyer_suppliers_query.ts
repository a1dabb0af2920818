import Supplier from '#stores/models/supplier'

/**
 * loadProveedores (doc 2 §7): the buyer's active linked suppliers ordered by name ascending
 * (case ignored), paged from 1. One count query and one rows query.
 */
export default class BuyerSuppliersQuery {
  async list(userId: number, page: number, pageSize: number) {
    const result = await Supplier.query()
      .withScopes((scopes) => {
        scopes.ofBuyer(userId)
        scopes.withoutTrashed()
      })
      .orderByRaw('LOWER(suppliers.razon_social) asc')
      .orderBy('suppliers.id', 'asc')
      .paginate(page, pageSize)
    return { rows: result.all(), count: result.total, page, pageSize }
  }
}

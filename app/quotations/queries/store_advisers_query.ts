import StoreAdviser from '#stores/models/store_adviser'
import { ADVISERS_LIMIT } from '#quotations/validators/vendor'

/**
 * The sellers (advisers) a store's picker offers (doc 2 §5, §9 "advisers limit 200"; doc 1 §6):
 * the store's active advisers by name, at most `limit`; for a caller who advises the store
 * (storeByAdviser) only their own record.
 */
export default class StoreAdvisersQuery {
  async activeOf(storeId: number, limit = ADVISERS_LIMIT) {
    return StoreAdviser.query()
      .where('store_id', storeId)
      .where('is_active', true)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
  }

  async activeIds(storeId: number) {
    const rows = await StoreAdviser.query()
      .where('store_id', storeId)
      .where('is_active', true)
      .select('id')
    return rows.map((row) => row.id)
  }

  /** What the picker shows this caller: only themselves for an adviser. */
  async pickerFor(storeId: number, callerAdviser: StoreAdviser | null, limit = ADVISERS_LIMIT) {
    if (callerAdviser) return callerAdviser.isActive ? [callerAdviser] : []
    return this.activeOf(storeId, limit)
  }
}

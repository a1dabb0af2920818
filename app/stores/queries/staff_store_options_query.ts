import Store from '#stores/models/store'

/** Stores a staff member may pick (autocomplete size, doc 1 §9). */
export const STAFF_STORE_LIMIT = 200

/**
 * The store picker of staff (the seller area's read-only lists, the analytics report's store
 * filter): the active stores with the GO module, by name, as `{ value, label }` options.
 */
export async function staffStoreOptions() {
  const stores = await Store.query()
    .where('go_module_active', true)
    .where('is_active', true)
    .orderBy('name', 'asc')
    .limit(STAFF_STORE_LIMIT)
    .select('id', 'name')
  return stores.map((store) => ({ value: String(store.id), label: store.name }))
}

import Store from '#stores/models/store'

export const PENDING_STORES_PAGE_SIZE = 20

/**
 * The staff page's pending stores (/staff/tiendas): stores of the host's country waiting for
 * their GO module (Store.pendingActivation) — those whose owner asked for the activation
 * ('Solicitar activación') first, the latest request first — then newest first, with their owner and city, paged from
 * 1 (one count query, one rows query, two preloads). The (is_active, go_module_active,
 * created_at) index of the 3320 migration serves the filter and the order.
 */
export default class PendingStoresQuery {
  async list(countryCode: string, page: number, pageSize = PENDING_STORES_PAGE_SIZE) {
    const result = await Store.query()
      .withScopes((scopes) => scopes.pendingActivation())
      .where('country_code', countryCode)
      .preload('owner')
      .preload('city')
      // the stores whose owner asked for the activation first (most recent request first)
      .orderByRaw('CASE WHEN go_activation_requested_at IS NULL THEN 1 ELSE 0 END')
      .orderBy('go_activation_requested_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, pageSize)
    return { rows: result.all(), count: result.total, page, pageSize }
  }
}

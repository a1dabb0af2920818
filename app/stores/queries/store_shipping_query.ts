import Store from '#stores/models/store'

/**
 * A store with its shipping rules (ascending by lower bound), for the checkout wizard and the
 * shipping policy popover. A store switched off by the platform sells nothing: not found.
 */
export default class StoreShippingQuery {
  async find(storeId: number) {
    return Store.query()
      .withScopes((scopes) => scopes.active())
      .where('stores.id', storeId)
      .preload('shippingCostRules', (rules) =>
        rules.orderBy('lower_purchase_price', 'asc').orderBy('id', 'asc')
      )
      .first()
  }
}

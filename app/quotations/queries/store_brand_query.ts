import db from '@adonisjs/lucid/services/db'
import type QuotationRequest from '#quotations/models/quotation_request'
import { storePersonQuery } from '#stores/queries/store_people_query'
import { whereStoreServesCity } from '#stores/queries/store_zone_rule'

/**
 * A fact about one request and one store that VendorRequestPolicy decides on, read once per
 * request object and store (several abilities ask it for one request). A read that already
 * learnt it with the request (a send reads both facts with it, QuotationStateQuery.sendReads)
 * hands it over with `know`.
 */
function requestStoreFact(read: (storeId: number, request: QuotationRequest) => Promise<boolean>) {
  const known = new WeakMap<QuotationRequest, Map<number, Promise<boolean>>>()
  const byStoreOf = (request: QuotationRequest) => {
    let byStore = known.get(request)
    if (!byStore) known.set(request, (byStore = new Map()))
    return byStore
  }
  return {
    ask(storeId: number, request: QuotationRequest): Promise<boolean> {
      const byStore = byStoreOf(request)
      let found = byStore.get(storeId)
      if (!found) {
        found = read(storeId, request)
        byStore.set(storeId, found)
        found.catch(() => byStore.delete(storeId))
      }
      return found
    },
    /** Records what a read of this request object already learnt about the store. */
    know(storeId: number, request: QuotationRequest, value: boolean) {
      byStoreOf(request).set(storeId, Promise.resolve(value))
    },
  }
}

/**
 * Whether a store has enabled a request's vehicle brand (store_vehicle_brands) and serves its
 * city (whereStoreServesCity): whether a marketplace request reaches the store.
 */
const brand = requestStoreFact((storeId, request) =>
  db
    .from('store_vehicle_brands')
    .where('store_id', storeId)
    .where('vehicle_brand_id', request.brandId)
    .where((zone) => whereStoreServesCity(zone, storeId, request.cityId))
    .first()
    .then((row) => Boolean(row))
)

/**
 * Whether the request's buyer acts for the store (its owner or an active adviser): the store
 * never quotes it (storePersonQuery, "a store never trades with itself").
 */
const ownPeople = requestStoreFact((storeId, request) =>
  storePersonQuery(storeId, request.userId)
    .select('sp.id')
    .first()
    .then((row) => Boolean(row))
)

export const brandEnabled = brand.ask
export const knowBrandEnabled = brand.know
export const buyerActsForStore = ownPeople.ask
export const knowBuyerActsForStore = ownPeople.know

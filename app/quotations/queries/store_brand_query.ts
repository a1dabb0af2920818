import db from '@adonisjs/lucid/services/db'
import type QuotationRequest from '#quotations/models/quotation_request'

/**
 * Whether a store has enabled a request's vehicle brand (store_vehicle_brands), the fact
 * VendorRequestPolicy's brand rule decides on. Several abilities ask it for one request: it is
 * read once per request object and store. A read that already learnt it (a send reads it with
 * the request, QuotationStateQuery.sendReads) hands it over with `knowBrandEnabled`.
 */
const enabledBrands = new WeakMap<QuotationRequest, Map<number, Promise<boolean>>>()

function byStoreOf(request: QuotationRequest) {
  let byStore = enabledBrands.get(request)
  if (!byStore) enabledBrands.set(request, (byStore = new Map()))
  return byStore
}

export function brandEnabled(storeId: number, request: QuotationRequest): Promise<boolean> {
  const byStore = byStoreOf(request)
  let found = byStore.get(storeId)
  if (!found) {
    found = db
      .from('store_vehicle_brands')
      .where('store_id', storeId)
      .where('vehicle_brand_id', request.brandId)
      .first()
      .then((row) => Boolean(row))
    byStore.set(storeId, found)
    found.catch(() => byStore.delete(storeId))
  }
  return found
}

/** Records what a read of this request object already learnt about the store's brand. */
export function knowBrandEnabled(storeId: number, request: QuotationRequest, enabled: boolean) {
  byStoreOf(request).set(storeId, Promise.resolve(enabled))
}

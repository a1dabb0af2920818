import type VehicleBrand from '#catalog/models/vehicle_brand'
import type Store from '#stores/models/store'
import type StoreAdviser from '#stores/models/store_adviser'
import User from '#users/models/user'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'

/** API paths of the vendor workspace, with the product slug of the test environment. */
export const VENDOR_PATHS = {
  requests: '/api/repuestosGo/QuotationRequest',
  countPending: '/api/repuestosGo/QuotationRequest/countPendingQuotationRequest',
  opportunities: (storeId: number) =>
    `/api/repuestosGo/QuotationRequest/${storeId}/countSalesOpportunities`,
  discards: '/api/repuestosGo/vendorIgnoresQuotationRequest',
  processObservation: '/api/repuestosGo/quotationRequestToVendor/saveProcessObservation',
  quotations: '/api/repuestosGo/Quotation',
  advisers: '/api/store/adviser',
}

/** The six vendor scopes: Pendientes. */
export const PENDING = JSON.stringify([
  'notIgnored',
  'ownedByStore',
  'notQuoted',
  'dontOwnedByUser',
  'notExpired',
  'inWait',
])

export interface GoStore {
  store: Store
  owner: User
  /** Advisers with a user account (storeByAdviser), in creation order. */
  advisers: (StoreAdviser & { account: User })[]
}

/**
 * A store with the GO module (unless `goModule: false`) owned by a new vendor, selling `brands`,
 * with `advisers` advisers who have accounts, in `countryCode`.
 */
export async function makeGoStore({
  brands = [],
  advisers = 0,
  goModule = true,
  countryCode = 'CO',
  name,
}: {
  brands?: VehicleBrand[]
  advisers?: number
  goModule?: boolean
  countryCode?: string
  name?: string
} = {}): Promise<GoStore> {
  let builder = StoreFactory.merge({ countryCode, ...(name ? { name } : {}) })
  if (goModule) builder = builder.apply('goModule')
  const store = await builder.create()
  if (brands.length > 0) await store.related('brands').attach(brands.map((brand) => brand.id))
  const owner = await User.findOrFail(store.userId)
  const made: GoStore['advisers'] = []
  for (let index = 0; index < advisers; index++) {
    const adviser = await StoreAdviserFactory.apply('withUser')
      .merge({ storeId: store.id })
      .create()
    const account = await User.findOrFail(adviser.userId!)
    made.push(Object.assign(adviser, { account }))
  }
  return { store, owner, advisers: made }
}

export const makeBrand = () => VehicleBrandFactory.create()

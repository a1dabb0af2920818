import type User from '#users/models/user'
import type Store from '#stores/models/store'
import type QuotationRequest from '#quotations/models/quotation_request'
import type VehicleBrand from '#catalog/models/vehicle_brand'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { UserFactory } from '#database/factories/user_factory'
import { makeBrandAndCity, makeRequest } from '#tests/helpers/requests'

/** Paths of the seller-side request detail, with the product slug of the test environment. */
export const DETAIL_PAGE = (id: number | string) => `/repuestosGo/quotationRequest/${id}`
export const DETAIL_API = (id: number | string) => `/api/repuestosGo/QuotationRequest/${id}`
export const VEHICLE_API = (id: number | string) =>
  `/api/repuestosGo/quotationRequest/${id}/getVehicleWithCatalog`
export const NOT_AVAILABLE_API = (detailId: number | string) =>
  `/api/repuestosGo/quotationRequestDetail/${detailId}/markNotAvailable`
export const BRANDS_API = '/api/repuestosGo/quotationRequest/sendNotifyToAdminAboutBrands'
export const PENDING_URL = '/repuestosGo/page/index/pendientes'
export const NOT_FOUND_TEXT = '¡ERROR! la transacción es inexistente.'

export interface VendorStore {
  store: Store
  owner: User
}

/**
 * A store with the GO module (unless `goModule: false`) selling `brands`, owned by a new vendor,
 * with `advisers` active advisers (names only; `adviserUsers` of them with a login).
 */
export async function makeVendorStore({
  brands = [],
  goModule = true,
  countryCode = 'CO',
  advisers = 0,
  adviserUsers = 0,
  owner = {},
}: {
  brands?: VehicleBrand[]
  goModule?: boolean
  countryCode?: string
  advisers?: number
  adviserUsers?: number
  owner?: Partial<User>
} = {}): Promise<VendorStore> {
  const user = await UserFactory.apply('vendor')
    .merge({ countryCode, ...owner })
    .create()
  let builder = StoreFactory.merge({ userId: user.id, countryCode })
  if (goModule) builder = builder.apply('goModule')
  const store = await builder.create()
  if (brands.length > 0) await store.related('brands').attach(brands.map((brand) => brand.id))
  for (let index = 0; index < advisers; index += 1) {
    await StoreAdviserFactory.merge({ storeId: store.id }).create()
  }
  for (let index = 0; index < adviserUsers; index += 1) {
    await StoreAdviserFactory.merge({ storeId: store.id }).apply('withUser').create()
  }
  return { store, owner: user }
}

/**
 * The usual cast: a buyer, a Chevrolet brand and a city; a marketplace request of the buyer
 * with `parts` parts; the GO store "El Poblado" selling Chevrolet (with `advisers` advisers).
 */
export async function detailFixtures({
  parts = 2,
  advisers = 0,
  request: values = {},
}: {
  parts?: number
  advisers?: number
  request?: Partial<QuotationRequest> & {
    states?: ('closed' | 'expired' | 'byProduct' | 'forStore')[]
  }
} = {}) {
  const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
  const buyer = await UserFactory.merge({ fullName: 'Ana Gómez', mobile: '3001112233' }).create()
  const request = await makeRequest(buyer, {
    brandId: brand.id,
    cityId: city.id,
    vehicleModel: 'Spark GT',
    vehicleYear: 2015,
    parts,
    ...values,
  })
  await request.load('details', (details) => details.orderBy('id', 'asc'))
  const vendor = await makeVendorStore({
    brands: [brand],
    advisers,
    owner: { fullName: 'Carlos Vendedor' },
  })
  return { brand, city, buyer, request, vendor }
}

/** A platform admin with an e-mail (brand requests reach them). */
export const makeMailedAdmin = (email: string) =>
  UserFactory.apply('admin').merge({ email }).create()

import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { UserFactory } from '#database/factories/user_factory'
import { SupplierFactory } from '#database/factories/supplier_factory'
import { VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'
import { LocalizationZoneFactory } from '#database/factories/localization_zone_factory'

/** API paths of the buyer request list, with the product slug of the test environment. */
export const REQUESTS_API = '/api/repuestosGo/QuotationRequest'
export const MAIN_AREA = '/repuestosGo/page/index'
export const SUPPLIERS_API = '/api/satda/proveedor'

export const makeBuyer = (overrides: Partial<User> = {}) => UserFactory.merge(overrides).create()
export const makeAdmin = () => UserFactory.apply('admin').create()
export const makeModuleManager = () => UserFactory.apply('moduleManager').create()

type RequestState = 'closed' | 'expired' | 'byProduct' | 'forStore'

/**
 * A quotation request of `buyer` with `parts` detail lines (2 by default), in the given
 * factory states (closed, expired, byProduct, forStore) and with the given column values.
 */
export async function makeRequest(
  buyer: User,
  {
    states = [],
    parts = 2,
    ...values
  }: Partial<Omit<QuotationRequest, 'details'>> & { states?: RequestState[]; parts?: number } = {}
): Promise<QuotationRequest> {
  let builder = QuotationRequestFactory.merge({ userId: buyer.id, ...values })
  if (states.length > 0) builder = builder.apply(...states)
  if (parts > 0) builder = builder.with('details', parts)
  return builder.create()
}

/** A brand and a city with known names, for the rows' relations. */
export async function makeBrandAndCity(
  brandName = 'Chevrolet',
  cityName = 'Medellín',
  department = 'Antioquia'
) {
  const brand = await VehicleBrandFactory.merge({ name: brandName }).create()
  const city = await LocalizationZoneFactory.merge({
    name: cityName,
    fullName: `${cityName}, ${department}`,
  }).create()
  return { brand, city }
}

/** A supplier linked to `buyer`. */
export async function makeLinkedSupplier(buyer: User, values: Record<string, unknown> = {}) {
  const supplier = await SupplierFactory.merge(values).create()
  await supplier.related('buyers').attach([buyer.id])
  return supplier
}

/**
 * The SQL statements run while `work` runs (knex's `query` event on the default connection):
 * to prove that a list costs a fixed number of queries (no N+1).
 */
export async function queriesDuring(work: () => Promise<unknown>) {
  const client = db.connection().getReadClient() as unknown as {
    on(event: 'query', listener: (query: { sql: string }) => void): void
    off(event: 'query', listener: (query: { sql: string }) => void): void
  }
  const statements: string[] = []
  const listener = (query: { sql: string }) => statements.push(query.sql)
  client.on('query', listener)
  try {
    await work()
  } finally {
    client.off('query', listener)
  }
  return statements
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import type VehicleBrand from '#catalog/models/vehicle_brand'
import { makeVendorStore, type VendorStore } from '#tests/helpers/vendor_detail'

/** Paths of the quotation API, with the product slug of the test environment. */
export const QUOTATION_API = '/api/repuestosGo/Quotation'
export const QUOTATION = (id: number) => `${QUOTATION_API}/${id}`
export const CLOSE = (id: number) => `${QUOTATION_API}/${id}/closeQuotation`
export const SERVICE_COSTS = (requestId: number) => `${QUOTATION_API}/${requestId}/serviceCosts`
export const QUOTATION_DETAIL = (id: number) => `/api/repuestosGo/quotationDetail/${id}`

/** One product of a quotation: 2 × 85 000 (COP: whole pesos), Bosch, 30 days, next business day. */
export function item(detailId: number | null, overrides: Record<string, unknown> = {}) {
  return {
    quotation_request_detail_id: detailId,
    name: 'Pastillas de freno delanteras',
    brand: 'Bosch',
    amount: 2,
    unit_price: '85000',
    warranty: 30,
    delivery_time: 'next_business_day',
    reference: 'BP-1234',
    ...overrides,
  }
}

/** A send of the request's first part with shipping added (12 000). */
export function sendBody(
  request: QuotationRequest & { details: { id: number }[] },
  overrides: Record<string, unknown> = {}
) {
  return {
    quotation_request_id: request.id,
    shipping_option: 'added',
    shipping_cost: '12000',
    observations: 'Repuestos originales con garantía',
    quotationDetails: [item(request.details[0].id)],
    ...overrides,
  }
}

export function send(client: any, user: User, body: Record<string, unknown>) {
  return client.post(QUOTATION_API).json(body).loginAs(user).withCsrfToken().accept('json')
}

/** `count` more GO stores selling `brand`, each with its owner. */
export async function vendorsOf(brand: VehicleBrand, count: number): Promise<VendorStore[]> {
  const stores: VendorStore[] = []
  for (let index = 0; index < count; index += 1) {
    stores.push(await makeVendorStore({ brands: [brand] }))
  }
  return stores
}

/** Rows of a table matching `where`. */
export async function rows(table: string, where: Record<string, unknown> = {}) {
  return db.from(table).where(where)
}

/** The buyer's notifications about quotations. */
export function quotationNotices(buyer: User) {
  return db
    .from('queue_notifications')
    .where('user_id', buyer.id)
    .where('topic', 'QR.newQuotation.')
}

export const todayPlus = (days: number) => DateTime.now().plus({ days }).toISODate()!

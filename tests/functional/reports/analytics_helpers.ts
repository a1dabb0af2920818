import { DateTime } from 'luxon'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { QuotationRequestDetailFactory } from '#database/factories/quotation_request_detail_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { BuyerIgnoreFactory } from '#database/factories/buyer_ignore_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { makeBrandAndCity, makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'

export const ANALYTICS_API = '/api/repuestosGo/completeAnalytics'
export const STAFF_REPORTS = '/staff/reportes'

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

/**
 * The analytics fixture, worked out by hand (the report's rows newest first):
 *
 * Store A ('Repuestos Andes'):
 *   1. CT on R4 (marketplace), 2026-11-06 09:00, total 80 000, discarded by the buyer
 *      ('Precio alto');
 *   2. discard of R2 (store channel, A's own), 2026-11-05 12:00, reason c ('Falta información
 *      del vehículo');
 *   3. CT on R1 (marketplace), 2026-11-02 10:00, total 250 000.40 → 250 000 pesos, parts
 *      'Pastillas de freno x2' (reference PF-100), ordered (delivered) on 2026-11-03, 250 000.
 * Store B ('Bodega Bogotá'): CT on R3 (marketplace), 2026-11-04 08:00, total 99 000.
 * The buyer is 'Ana Gómez' (ana.gomez@example.test, city Medellín), plate ABC123, VIN
 * 9BWZZZ377VT004251, identification 1020304050.
 */
export async function analyticsFixture() {
  const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
  const buyer = await makeBuyer({
    fullName: 'Ana Gómez',
    email: 'ana.gomez@example.test',
    cityId: city.id,
  })
  const a = await makeGoStore({ brands: [brand], name: 'Repuestos Andes' })
  const b = await makeGoStore({ brands: [brand], name: 'Bodega Bogotá' })
  const vehicle = {
    brandId: brand.id,
    cityId: city.id,
    vehicleModel: 'Spark GT',
    vehicleYear: 2019,
    vehicleLicensePlate: 'ABC123',
    vehicleVin: '9BWZZZ377VT004251',
    vehicleOwnerIdentification: '1020304050',
  }
  const request = async (iso: string, values: Record<string, unknown> = {}) => {
    const made = await makeRequest(buyer, { ...vehicle, parts: 0, createdAt: at(iso), ...values })
    await QuotationRequestDetailFactory.merge({
      quotationRequestId: made.id,
      name: 'Pastillas de freno',
      amount: 2,
    }).create()
    return made
  }
  const quote = async (
    requestId: number,
    storeId: number,
    userId: number,
    iso: string,
    total: number
  ) => {
    const quotation = await QuotationFactory.merge({
      quotationRequestId: requestId,
      storeId,
      userId,
      subtotal: total,
      total,
      createdAt: at(iso),
    }).create()
    await QuotationDetailFactory.merge({
      quotationId: quotation.id,
      name: 'Pastillas de freno',
      amount: 2,
      unitPrice: total / 2,
      reference: 'PF-100',
    }).create()
    return quotation
  }
  const r1 = await request('2026-11-01T15:00:00')
  const r2 = await request('2026-11-05T08:00:00', { storeId: a.store.id, sendToMarketplace: false })
  const r3 = await request('2026-11-03T08:00:00')
  const r4 = await request('2026-11-06T07:00:00')
  const q1 = await quote(r1.id, a.store.id, a.owner.id, '2026-11-02T10:00:00', 250000.4)
  const order = await CartShoppingHeaderFactory.apply('delivered')
    .merge({
      userId: buyer.id,
      storeId: a.store.id,
      quotationId: q1.id,
      subtotal: 250000,
      shippingCost: 0,
      total: 250000,
      createdAt: at('2026-11-03T11:00:00'),
    })
    .create()
  await VendorIgnoreFactory.merge({
    quotationRequestId: r2.id,
    storeId: a.store.id,
    userId: a.owner.id,
    reason: 'c',
    createdAt: at('2026-11-05T12:00:00'),
  }).create()
  const q3 = await quote(r3.id, b.store.id, b.owner.id, '2026-11-04T08:00:00', 99000)
  const q4 = await quote(r4.id, a.store.id, a.owner.id, '2026-11-06T09:00:00', 80000)
  await BuyerIgnoreFactory.merge({
    quotationId: q4.id,
    userId: buyer.id,
    reason: 'high_price',
  }).create()
  return { a, b, buyer, r1, r2, r3, r4, q1, q3, q4, order }
}

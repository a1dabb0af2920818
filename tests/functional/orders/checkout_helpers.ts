import db from '@adonisjs/lucid/services/db'
import LocalizationZone from '#core/models/localization_zone'
import type User from '#users/models/user'
import type Quotation from '#quotations/models/quotation'
import type QuotationDetail from '#quotations/models/quotation_detail'
import type QuotationRequest from '#quotations/models/quotation_request'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeCity } from '#tests/helpers/people'
import { makeGoStore, type GoStore } from '#tests/helpers/vendors'

/** Paths of the checkout, with the product slug of the test environment. */
export const CHECKOUT = {
  createNewOrder: '/api/repuestosGo/quotation/createNewOrder',
  createPaymentLink: '/api/repuestosGo/quotation/createPaymentLink',
  webhook: '/api/payments/mercadopago/webhook',
  localPage: (token: string) => `/pagos/local/${token}`,
  quotation: (id: number) => `/api/repuestosGo/Quotation/${id}`,
}

export interface CheckoutWorld {
  buyer: User
  otherBuyer: User
  seller: GoStore
  request: QuotationRequest
  quotation: Quotation
  /** 2 × 85 000.50 (first part) and 1 × 40 000 (second part). */
  items: [QuotationDetail, QuotationDetail]
}

/**
 * A buyer whose main record is complete (Medellín), another buyer, the GO store "Repuestos El
 * Poblado" (orders sales model, 2 000 + 5 %) with one adviser who has an account, and the
 * buyer's marketplace request with the store's quotation of both parts, made by that adviser:
 * 2 × 85 000.50 and 1 × 40 000, shipping added 12 000 (unless `quotation` says otherwise).
 */
export async function checkoutWorld({
  quotation: values = {},
  request: requestValues = {},
  store = {},
  states = [],
}: {
  quotation?: Partial<Quotation>
  request?: Partial<QuotationRequest>
  store?: Record<string, unknown>
  states?: ('expired' | 'closed')[]
} = {}): Promise<CheckoutWorld> {
  const city =
    (await LocalizationZone.query().where('type', 'city').where('code', '05001').first()) ??
    (await makeCity('Medellín', 'Antioquia', '05001'))
  const buyer = await makeBuyer({
    fullName: 'Ana Compradora',
    identification: '1020304050',
    address: 'Calle 10 # 43-12',
    cityId: city.id,
    emailVerified: true,
  })
  const otherBuyer = await makeBuyer({ fullName: 'Otro Comprador' })
  const seller = await makeGoStore({ advisers: 1, name: 'Repuestos El Poblado' })
  if (Object.keys(store).length) {
    await db.from('stores').where('id', seller.store.id).update(store)
    await seller.store.refresh()
  }
  const request = await makeRequest(buyer, { parts: 2, cityId: city.id, ...requestValues })
  await request.load('details', (details) => details.orderBy('id', 'asc'))
  let builder = QuotationFactory.merge({
    quotationRequestId: request.id,
    storeId: seller.store.id,
    userId: seller.advisers[0].account.id,
    adviserId: seller.advisers[0].id,
    shippingOption: 'added',
    shippingCost: 12000,
    serviceCost: 2000,
    serviceCostPercent: 0.05,
    ...values,
  })
  if (states.length) builder = builder.apply(...states)
  const quotation = await builder.create()
  const first = await QuotationDetailFactory.merge({
    quotationId: quotation.id,
    quotationRequestDetailId: request.details[0].id,
    name: 'Pastillas de freno delanteras',
    brand: 'Bosch',
    amount: 2,
    unitPrice: 85000.5,
  }).create()
  const second = await QuotationDetailFactory.merge({
    quotationId: quotation.id,
    quotationRequestDetailId: request.details[1].id,
    name: 'Filtro de aceite',
    brand: 'Mann',
    amount: 1,
    unitPrice: 40000,
  }).create()
  return { buyer, otherBuyer, seller, request, quotation, items: [first, second] }
}

/** 'Enviar pedido' of both units of the first item, shipping to the main address. */
export function orderBody(world: CheckoutWorld, overrides: Record<string, unknown> = {}) {
  return {
    quotation_id: world.quotation.id,
    quotationDetails: [{ id: world.items[0].id, purchased_amount: 2 }],
    addressId: 0,
    billingId: 0,
    selectedOption: 'shippingCost',
    comment: 'Por favor llamar antes de entregar',
    termsAccepted: true,
    ...overrides,
  }
}

/** A JSON POST of a signed-in user (session + XSRF), with an idempotency key when given. */
export function post(
  client: any,
  user: User,
  path: string,
  body: Record<string, unknown>,
  key?: string
) {
  let request = client.post(path).json(body).loginAs(user).withCsrfToken().accept('json')
  if (key) request = request.header('Idempotency-Key', key)
  return request
}

/** Rows of a table matching `where`. */
export async function rows(table: string, where: Record<string, unknown> = {}) {
  return db.from(table).where(where)
}

/** The store-side notifications of a topic, per user id. */
export async function storeNotices(topic: string) {
  return db.from('queue_notifications').where('topic', topic).orderBy('id', 'asc')
}

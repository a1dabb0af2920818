import { DateTime } from 'luxon'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { BuyerIgnoreFactory } from '#database/factories/buyer_ignore_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeBrand, makeGoStore } from '#tests/helpers/vendors'

/** API paths of the store indicators (doc 2 §7), with the test environment's product slug. */
export const INDICATOR_PATHS = {
  efficiency: (storeId: number) => `/api/repuestosGo/quotation/${storeId}/getEfficiencyIndicators`,
  discards: (storeId: number) =>
    `/api/repuestosGo/vendorIgnoresQuotationRequest/${storeId}/getDiscardIndicators`,
  buyerDiscards: (storeId: number) =>
    `/api/repuestosGo/buyerIgnoresQuotation/${storeId}/getDiscardIndicatorsBuyer`,
  response: '/api/repuestosGo/AnalyticsQuotationRequestResponse',
  opportunities: (storeId: number) =>
    `/api/repuestosGo/QuotationRequest/${storeId}/countSalesOpportunities`,
}

/**
 * The indicators' fixture, its answers worked out by hand (the window is the last 30 days):
 *
 * | request (created)   | the store's quotation (created, total)  | then                         |
 * |---------------------|-----------------------------------------|------------------------------|
 * | r1 (−3 h)           | q1 (−2 h, 200 000): 60 min              | delivered order 150 000      |
 * | r2 (−5 h)           | q2 (−4 h 50, 100 000): 10 min           | buyer discards: high_price   |
 * | r3 (−2 d)           | q3 (−2 d + 3 h, 300 000): 180 min       | unpaid cart purchase: review |
 * | r4 (−1 d)           | q4 (−1 d + 20 min, 50 000): 20 min      | closed by the store          |
 * | r5 (−1 d)           | q5 (−1 d + 5 min, 80 000): 5 min        | cancelled order: review      |
 * | rEdge (−30 d + 2 m) | qEdge (−30 d + 5 m, 70 000): 3 min      | expired                      |
 * | rOld (−40 d)        | qOld (−31 d, 999 999)                   | order, buyer discard: out    |
 * | r6, r7, r8 (−6 h)   | discarded by the store: a, a, g         |                              |
 * | r9 (−1 h, 2 parts)  | still pending                           |                              |
 * Another store also quotes r1 and discards r9 (never counted for the store).
 *
 * Efficiency: made 6, with purchase 1, under review 2 (q3, q5), buyer discarded 1 (q2), sold
 * 1/6 = 16.7 %, quoted 800 000, ordered 150 000, conversion 18.75 → 18.8 %.
 * Discards: a 2 (66.7 %), g 1 (33.3 %) of 3 (the −31 d discard is out). Buyers: high_price 1
 * (100 %). Response: received 10 (r1–r9, rEdge), responded 9 → 90 %; minutes 3, 5, 10, 20,
 * 60, 180 → median 15. Opportunities: 1 request, 2 parts (r9).
 */
export async function makeIndicatorWorld() {
  const now = DateTime.now()
  const brand = await makeBrand()
  const { store, owner, advisers } = await makeGoStore({ brands: [brand], advisers: 1 })
  const other = await makeGoStore({ brands: [brand] })
  const buyer = await makeBuyer()
  const request = (createdAt: DateTime, parts = 1) =>
    makeRequest(buyer, { brandId: brand.id, createdAt, parts })
  const quote = (requestId: number, createdAt: DateTime, total: number, states: string[] = []) => {
    let builder = QuotationFactory.merge({
      quotationRequestId: requestId,
      storeId: store.id,
      createdAt,
      subtotal: total,
      total,
    })
    if (states.length) builder = builder.apply(...(states as ['closed']))
    return builder.create()
  }

  const r1 = await request(now.minus({ hours: 3 }))
  const q1 = await quote(r1.id, now.minus({ hours: 2 }), 200000)
  await CartShoppingHeaderFactory.apply('delivered')
    .merge({ quotationId: q1.id, storeId: store.id, userId: buyer.id, total: 150000 })
    .create()
  await QuotationFactory.merge({
    quotationRequestId: r1.id,
    storeId: other.store.id,
    total: 1,
  }).create()

  const r2 = await request(now.minus({ hours: 5 }))
  const q2 = await quote(r2.id, now.minus({ hours: 4, minutes: 50 }), 100000)
  await BuyerIgnoreFactory.merge({ quotationId: q2.id, reason: 'high_price' }).create()

  const r3 = await request(now.minus({ days: 2 }))
  const q3 = await quote(r3.id, now.minus({ days: 2 }).plus({ hours: 3 }), 300000)
  await CartShoppingHeaderFactory.apply('cart')
    .merge({ quotationId: q3.id, storeId: store.id, userId: buyer.id, total: 300000 })
    .create()

  const r4 = await request(now.minus({ days: 1 }))
  await quote(r4.id, now.minus({ days: 1 }).plus({ minutes: 20 }), 50000, ['closed'])

  const r5 = await request(now.minus({ days: 1 }))
  const q5 = await quote(r5.id, now.minus({ days: 1 }).plus({ minutes: 5 }), 80000)
  await CartShoppingHeaderFactory.apply('cancelled')
    .merge({ quotationId: q5.id, storeId: store.id, userId: buyer.id, total: 80000 })
    .create()

  const rEdge = await request(now.minus({ days: 30 }).plus({ minutes: 2 }))
  await quote(rEdge.id, now.minus({ days: 30 }).plus({ minutes: 5 }), 70000, ['expired'])

  const rOld = await request(now.minus({ days: 40 }))
  const qOld = await quote(rOld.id, now.minus({ days: 31 }), 999999, ['expired'])
  await CartShoppingHeaderFactory.apply('delivered')
    .merge({ quotationId: qOld.id, storeId: store.id, userId: buyer.id, total: 999999 })
    .create()
  await BuyerIgnoreFactory.merge({ quotationId: qOld.id, reason: 'low_quality' }).create()
  await VendorIgnoreFactory.merge({
    quotationRequestId: rOld.id,
    storeId: store.id,
    reason: 'c',
    createdAt: now.minus({ days: 31 }),
  }).create()

  for (const reason of ['a', 'a', 'g'] as const) {
    const discarded = await request(now.minus({ hours: 6 }))
    await VendorIgnoreFactory.merge({
      quotationRequestId: discarded.id,
      storeId: store.id,
      reason,
    }).create()
  }

  const r9 = await request(now.minus({ hours: 1 }), 2)
  await VendorIgnoreFactory.merge({
    quotationRequestId: r9.id,
    storeId: other.store.id,
    reason: 'b',
  }).create()

  return { store, owner, adviser: advisers[0].account, other, buyer }
}

/** The fixture's answers (see makeIndicatorWorld). */
export const INDICATOR_WORLD = {
  efficiency: {
    quotations_made: 6,
    quotation_with_purchase: 1,
    under_review_by_buyer: 2,
    buyer_ignore_quotation: 1,
    percentage_of_quotation: 16.7,
    total_price_quotes: 800000,
    total_price_orders: 150000,
    conversion: 18.8,
  },
  discards: [
    {
      reason: 'a',
      count_reason_discarded: 2,
      total_reason_discarded: 3,
      percentage_discarded: 66.7,
    },
    {
      reason: 'g',
      count_reason_discarded: 1,
      total_reason_discarded: 3,
      percentage_discarded: 33.3,
    },
  ],
  buyerDiscards: [
    {
      reason: 'high_price',
      count_reason_discarded: 1,
      total_reason_discarded: 1,
      percentage_discarded: 100,
    },
  ],
  response: { requests_received: 10, requests_responded: 9, response_rate: 90, response_time: 15 },
  opportunities: { requests: 1, details: 2 },
}

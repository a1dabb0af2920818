import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeBuyer, makeRequest, queriesDuring } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { INDICATOR_PATHS as P, makeIndicatorWorld } from '#tests/helpers/indicators'
import { COUNTRIES } from '#core/country/country'
import { StoreFactory } from '#database/factories/store_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import Quotation from '#quotations/models/quotation'
import StoreIndicatorsQuery from '#reports/queries/store_indicators_query'
import StaffPanelQuery from '#staff/queries/staff_panel_query'
import { panelBuckets, panelWindow } from '#staff/rules/staff_panel'

const PAGE = '/staff/panel'
const MX_HOST = 'mx.repuestos.test'

/**
 * The hand-worked market (now N = 2026-11-29 15:00 UTC = 10:00 in Bogotá; Bogotá's midnight
 * M = 05:00 UTC). Stores A and B have the GO module, C does not (its quotation counts as a
 * quotation, never as an active store); a Mexican store quotes a Mexican request.
 *
 * | request (created)    | quotations (created, store)                 | order                       |
 * |----------------------|---------------------------------------------|-----------------------------|
 * | r1 (N − 1 h)         | q1 (N − 30 min, A, 100 000), q1b (N − 20, B) | q1: delivered 90 000 / 5 000 at N − 10 min |
 * | r2 (M + 1 min)       | q2 (M + 91 min, A, 200 000): 90 min         | q2: pending 200 000 / 10 000 at M + 2 h |
 * | r3 (M − 1 min)       | q3 (M + 9 min, B): 10 min                   |                             |
 * | r8 (N − 2 d)         | none                                        |                             |
 * | r4 (N − 7 d + 1 min) | q4 (r4 + 5 min, A): 5 min                   | q4: cancelled               |
 * | r5 (N − 7 d − 1 min) | q5 (N − 7 d exactly, C): 1 min              |                             |
 * | r6 (N − 30 d exactly)| q6 (r6 + 3 min, A): 3 min                   | q6: delivered 70 000 / 3 500 at N − 29 d |
 * | r7 (N − 30 d − 1 s)  | q7 (N − 30 d − 1 s, A): out                 |                             |
 * | rMX (N − 1 h, MX)    | qMX (N − 30 min, MX store)                  | delivered 999 999 / 99 999.50 |
 * | rLater (N + 1 s)     | —                                           |                             |
 *
 * Today (M … N): requests r1, r2 = 2; quotations q1, q1b, q2, q3 = 4; orders q1, q2 = 2
 * (290 000, commission 15 000); first quotations 30, 90 → median 60; quoted 2/2 = 100 %;
 * active stores A, B = 2.
 * 7 days: requests r1, r2, r3, r8, r4 = 5; quotations + q4, q5 = 6; orders 2 (q4 cancelled);
 * minutes 30, 90, 10, 5 → median 20; quoted 4/5 = 80 %; active A, B = 2 (C has no GO module).
 * 30 days: requests + r5, r6 = 7; quotations + q6 = 7; orders 3 (360 000, 18 500); minutes
 * 1, 3, 5, 10, 30, 90 → median 7.5 → 8; quoted 6/7 = 85.7 %; active 2.
 */
const N = DateTime.fromISO('2026-11-29T15:00:00Z', { zone: 'utc' }) as DateTime<true>
const M = DateTime.fromISO('2026-11-29T05:00:00Z', { zone: 'utc' }) as DateTime<true>

async function makeMarket() {
  const a = await makeGoStore({ name: 'Andes' })
  const b = await makeGoStore({ name: 'Bodega' })
  const c = await StoreFactory.merge({ name: 'Sin módulo' }).create()
  const mx = await makeGoStore({ countryCode: 'MX', name: 'Norte' })
  const buyer = await makeBuyer()
  const request = (createdAt: DateTime, countryCode = 'CO') =>
    makeRequest(buyer, { createdAt, countryCode, parts: 1 })
  const quote = (requestId: number, storeId: number, createdAt: DateTime, total = 10000) =>
    QuotationFactory.merge({ quotationRequestId: requestId, storeId, createdAt, total }).create()
  const order = (
    quotation: Quotation,
    state: 'delivered' | 'cancelled' | null,
    createdAt: DateTime,
    total: number,
    commission: number
  ) => {
    const builder = CartShoppingHeaderFactory.merge({
      quotationId: quotation.id,
      storeId: quotation.storeId,
      userId: buyer.id,
      total,
      commission,
      createdAt,
    })
    return (state ? builder.apply(state) : builder).create()
  }

  const r1 = await request(N.minus({ hours: 1 }))
  const q1 = await quote(r1.id, a.store.id, N.minus({ minutes: 30 }), 100000)
  await quote(r1.id, b.store.id, N.minus({ minutes: 20 }))
  await order(q1, 'delivered', N.minus({ minutes: 10 }), 90000, 5000)

  const r2 = await request(M.plus({ minutes: 1 }))
  const q2 = await quote(r2.id, a.store.id, M.plus({ minutes: 91 }), 200000)
  await order(q2, null, M.plus({ hours: 2 }), 200000, 10000)

  const r3 = await request(M.minus({ minutes: 1 }))
  await quote(r3.id, b.store.id, M.plus({ minutes: 9 }))

  await request(N.minus({ days: 2 }))

  const r4 = await request(N.minus({ days: 7 }).plus({ minutes: 1 }))
  const q4 = await quote(r4.id, a.store.id, N.minus({ days: 7 }).plus({ minutes: 6 }))
  await order(q4, 'cancelled', N.minus({ days: 6 }), 50000, 2500)

  const r5 = await request(N.minus({ days: 7 }).minus({ minutes: 1 }))
  await quote(r5.id, c.id, N.minus({ days: 7 }))

  const r6 = await request(N.minus({ days: 30 }))
  const q6 = await quote(r6.id, a.store.id, N.minus({ days: 30 }).plus({ minutes: 3 }))
  await order(q6, 'delivered', N.minus({ days: 29 }), 70000, 3500)

  const r7 = await request(N.minus({ days: 30 }).minus({ seconds: 1 }))
  await quote(r7.id, a.store.id, N.minus({ days: 30 }).minus({ seconds: 1 }))

  const rMX = await request(N.minus({ hours: 1 }), 'MX')
  const qMX = await quote(rMX.id, mx.store.id, N.minus({ minutes: 30 }), 999999)
  await order(qMX, 'delivered', N.minus({ minutes: 5 }), 999999, 99999.5)

  await request(N.plus({ seconds: 1 }))
  return { a, b, c, mx }
}

const panelAt = (period: 'today' | '7d' | '30d', country = COUNTRIES.CO) =>
  new StaffPanelQuery(new StoreIndicatorsQuery()).panel(country, period, N)

/** The chart's points added up, per series. */
function totals(points: { requests: number; quotations: number; orders: number }[]) {
  return points.reduce(
    (sum, point) => ({
      requests: sum.requests + point.requests,
      quotations: sum.quotations + point.quotations,
      orders: sum.orders + point.orders,
    }),
    { requests: 0, quotations: 0, orders: 0 }
  )
}

test.group('Staff panel: the figures of a hand-worked market', (group) => {
  freshDatabase(group)

  test('today, 7 days and 30 days, to the window edges', async ({ assert }) => {
    await makeMarket()

    const today = await panelAt('today')
    assert.deepEqual(today.figures, {
      requests: 2,
      quotations: 4,
      orders: 2,
      salesValue: '290000.00',
      commission: '15000.00',
      medianFirstQuotationMinutes: 60,
      quotedShare: 100,
      activeStores: 2,
    })
    assert.equal(today.since, '2026-11-29T05:00:00.000Z')
    assert.equal(today.chart.step, 'hour')
    // 00:00 to 10:00 in Bogotá: eleven hours, each event in its own
    assert.lengthOf(today.chart.points, 11)
    assert.deepEqual(today.chart.points[0], {
      bucket: '2026-11-29 00',
      requests: 1,
      quotations: 1,
      orders: 0,
    })
    assert.deepEqual(today.chart.points[2], {
      bucket: '2026-11-29 02',
      requests: 0,
      quotations: 0,
      orders: 1,
    })
    assert.deepEqual(today.chart.points[9], {
      bucket: '2026-11-29 09',
      requests: 1,
      quotations: 2,
      orders: 1,
    })

    const week = await panelAt('7d')
    assert.deepEqual(week.figures, {
      requests: 5,
      quotations: 6,
      orders: 2,
      salesValue: '290000.00',
      commission: '15000.00',
      medianFirstQuotationMinutes: 20,
      quotedShare: 80,
      activeStores: 2,
    })
    assert.equal(week.chart.step, 'day')
    assert.deepEqual(
      week.chart.points.map((point) => point.bucket),
      [
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ]
    )
    assert.deepEqual(week.chart.points[0], {
      bucket: '2026-11-22',
      requests: 1,
      quotations: 2,
      orders: 0,
    })

    const month = await panelAt('30d')
    assert.deepEqual(month.figures, {
      requests: 7,
      quotations: 7,
      orders: 3,
      salesValue: '360000.00',
      commission: '18500.00',
      medianFirstQuotationMinutes: 8,
      quotedShare: 85.7,
      activeStores: 2,
    })
    assert.lengthOf(month.chart.points, 31)

    // every series adds up to its figure
    for (const panel of [today, week, month]) {
      assert.deepEqual(totals(panel.chart.points), {
        requests: panel.figures.requests,
        quotations: panel.figures.quotations,
        orders: panel.figures.orders,
      })
    }
  })

  test("Mexico's panel reads Mexico's market only, money with cents", async ({ assert }) => {
    await makeMarket()
    const mx = await panelAt('today', COUNTRIES.MX)
    assert.deepEqual(mx.figures, {
      requests: 1,
      quotations: 1,
      orders: 1,
      salesValue: '999999.00',
      commission: '99999.50',
      medianFirstQuotationMinutes: 30,
      quotedShare: 100,
      activeStores: 1,
    })
    assert.equal(mx.currency, 'MXN')
    assert.equal(mx.timeZone, 'America/Mexico_City')
    // Mexico City's midnight is 06:00 UTC
    assert.equal(mx.since, '2026-11-29T06:00:00.000Z')
  })

  test('the chart covers every day of the window in the country clock', ({ assert }) => {
    const window = panelWindow('7d', N, 'America/Bogota')
    assert.deepEqual(window.since.toISOString(), '2026-11-22T15:00:00.000Z')
    assert.lengthOf(panelBuckets('7d', window, 'America/Bogota'), 8)
    // right after midnight, today is a single hour
    const early = DateTime.fromISO('2026-11-29T05:00:30Z') as DateTime<true>
    const first = panelWindow('today', early, 'America/Bogota')
    assert.deepEqual(panelBuckets('today', first, 'America/Bogota'), ['2026-11-29 00'])
  })
})

test.group('Staff panel: the page', (group) => {
  freshDatabase(group)

  test('an admin and the GO module manager read it, 7 days by default', async ({
    client,
    assert,
  }) => {
    for (const flag of ['isAdmin', 'manageGoModule']) {
      const staff = await makeUser({ [flag]: true })
      const response = await client.get(PAGE).loginAs(staff).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('staff/panel')
      const panel = (response.inertiaProps as any).panel
      assert.equal(panel.period, '7d')
      assert.equal(panel.currency, 'COP')
      assert.containSubset(panel.figures, { requests: 0, salesValue: '0.00', activeStores: 0 })
      assert.lengthOf(panel.chart.points, 8)
    }
  })

  test('the 30 days of a one-store market equal that store report', async ({ client, assert }) => {
    const { store, other, owner } = await makeIndicatorWorld()
    // one store only: the other store's quotation goes (its discard never counts)
    await Quotation.query().where('store_id', other.store.id).delete()
    const admin = await makeUser({ isAdmin: true })

    const response = await client.get(PAGE).qs({ period: '30d' }).loginAs(admin).withInertia()
    response.assertStatus(200)
    const figures = (response.inertiaProps as any).panel.figures

    const efficiency = (
      await client.get(P.efficiency(store.id)).loginAs(owner).accept('json')
    ).body().data
    const answered = (await client.get(P.response).loginAs(owner).accept('json')).body().data[0]
    assert.deepEqual(
      [
        figures.requests,
        figures.quotations,
        figures.orders,
        Number(figures.salesValue),
        figures.medianFirstQuotationMinutes,
      ],
      [
        answered.requests_received,
        efficiency.quotations_made,
        efficiency.quotation_with_purchase,
        efficiency.total_price_orders,
        answered.response_time,
      ]
    )
    // the fixture's own figures (tests/helpers/indicators.ts)
    assert.deepEqual(
      [figures.requests, figures.quotations, figures.orders, figures.salesValue],
      [10, 6, 1, '150000.00']
    )
    assert.equal(figures.medianFirstQuotationMinutes, 15)
    assert.equal(figures.quotedShare, 60)
    assert.equal(figures.activeStores, 1)
  })

  test("Mexico's host shows Mexico's market", async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const mx = await makeGoStore({ countryCode: 'MX' })
    const request = await makeRequest(buyer, { countryCode: 'MX', parts: 1 })
    await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: mx.store.id,
      total: 1234.5,
    }).create()
    await makeRequest(buyer, { parts: 1 })
    const admin = await makeUser({ isAdmin: true })

    const response = await client
      .get(PAGE)
      .qs({ period: 'today' })
      .header('host', MX_HOST)
      .loginAs(admin)
      .withInertia()
    response.assertStatus(200)
    const panel = (response.inertiaProps as any).panel
    assert.equal(panel.currency, 'MXN')
    assert.containSubset(panel.figures, { requests: 1, quotations: 1, activeStores: 1 })
    const colombia = await client.get(PAGE).qs({ period: 'today' }).loginAs(admin).withInertia()
    assert.containSubset((colombia.inertiaProps as any).panel.figures, {
      requests: 1,
      quotations: 0,
    })
  })

  test('a period other than today, 7d or 30d is a Spanish 422', async ({ client }) => {
    const admin = await makeUser({ isAdmin: true })
    const response = await client.get(PAGE).qs({ period: '90d' }).loginAs(admin).accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        {
          field: 'period',
          message: 'El período debe ser hoy (today), 7 días (7d) o 30 días (30d).',
        },
      ],
    })
  })

  test('non-staff get 404, staff without the panel 403, a guest signs in', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const { owner } = await makeGoStore()
    for (const user of [buyer, owner]) {
      const response = await client.get(PAGE).loginAs(user).accept('json')
      response.assertStatus(404)
    }
    for (const flag of [
      'manageMessagesModule',
      'manageMessageDeletion',
      'manageInfractionsModule',
    ]) {
      const staff = await makeUser({ [flag]: true })
      const response = await client.get(PAGE).loginAs(staff).accept('json')
      response.assertStatus(403)
      assert.equal(response.body().message, 'Tu rol de staff no incluye esta sección.')
    }
    const guest = await client.get(PAGE).redirects(0)
    assert.include([302, 401], guest.status())
  })

  test('/staff opens the panel for an admin', async ({ client }) => {
    const admin = await makeUser({ isAdmin: true })
    const response = await client.get('/staff').loginAs(admin).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', PAGE)
  })

  test('the page sends the same statements whatever the market', async ({ client, assert }) => {
    const admin = await makeUser({ isAdmin: true })
    const load = async (period: string) => {
      const statements = await queriesDuring(async () =>
        (await client.get(PAGE).qs({ period }).loginAs(admin).withInertia()).assertStatus(200)
      )
      return statements
    }
    const empty: string[][] = []
    for (const period of ['today', '7d', '30d']) empty.push(await load(period))
    await makeIndicatorWorld()
    await makeMarketNow()
    for (const [index, period] of ['today', '7d', '30d'].entries()) {
      const full = await load(period)
      assert.equal(full.length, empty[index].length, full.join('\n'))
      assert.isAtMost(full.length, 14, full.join('\n'))
    }
  })
})

/** Some activity of today and this week at the real clock (for the statement count). */
async function makeMarketNow() {
  const now = DateTime.now()
  const { store } = await makeGoStore()
  const buyer = await makeBuyer()
  for (const minutes of [5, 60, 600, 3000]) {
    const request = await makeRequest(buyer, { createdAt: now.minus({ minutes }), parts: 1 })
    const quotation = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: store.id,
      createdAt: now.minus({ minutes: minutes - 1 }),
      total: 5000,
    }).create()
    await CartShoppingHeaderFactory.apply('delivered')
      .merge({ quotationId: quotation.id, storeId: store.id, userId: buyer.id, total: 5000 })
      .create()
  }
}

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { ANALYTICS_COUNT_CAP } from '#reports/rules/analytics_columns'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeModuleManager, queriesDuring } from '#tests/helpers/requests'
import { ANALYTICS_API, STAFF_REPORTS, analyticsFixture } from './analytics_helpers.js'

const filterOf = (value: Record<string, unknown>) => ({ filter: JSON.stringify(value) })

test.group('Analytics report: GET completeAnalytics', (group) => {
  freshDatabase(group)

  test('a vendor reads their store rows, newest first, with the spec figures', async ({
    client,
    assert,
  }) => {
    const f = await analyticsFixture()
    const response = await client.get(ANALYTICS_API).loginAs(f.a.owner).accept('json')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.metadata.count, 3)
    assert.equal(body.metadata.staff, false)
    assert.deepEqual(
      body.data.map((row: any) => row.key),
      [`q${f.q4.id}`, `d${(body.data[1].key as string).slice(1)}`, `q${f.q1.id}`]
    )
    const [latest, discard, sold] = body.data.map((row: any) => row.cells)
    assert.equal(latest.quotation_id, f.q4.code)
    assert.equal(latest.quotation_total, 80000)
    assert.equal(latest.buyer_ignores_quotation, 'Precio alto')
    assert.equal(discard.quotation_request_id, f.r2.code)
    assert.equal(discard.quotation_request_channel, 'Tienda')
    assert.equal(discard.quotation_request_ignores_reason, 'Falta información del vehículo')
    assert.isNull(discard.quotation_id)
    assert.equal(sold.quotation_request_channel, 'Marketplace')
    assert.equal(sold.quotation_request_detail, 'Pastillas de freno x2')
    assert.equal(sold.quotation_detail, 'Pastillas de freno x2')
    assert.equal(sold.quotation_detail_references, 'PF-100')
    assert.equal(sold.quotation_total, 250000, 'whole pesos')
    assert.equal(sold.cart_shopping_header_id, f.order.refVenta)
    assert.equal(sold.cart_shopping_header_total, 250000)
    assert.equal(sold.cart_shopping_header_date, '2026-11-03T11:00:00.000Z')
    assert.equal(sold.quotation_request_vehicle_brand, 'Chevrolet')
    assert.equal(sold.quotation_request_vehicle_year, 2019)
    // staff-only columns are not sent to a vendor
    assert.notProperty(sold, 'store_name')
    assert.notProperty(sold, 'quotation_request_vehicle_VIN')
    assert.notProperty(sold, 'quotation_request_identification')
    assert.notInclude(JSON.stringify(body), '1020304050')
  })

  test('customer cells are "--" without the right for the row channel', async ({
    client,
    assert,
  }) => {
    const f = await analyticsFixture()
    const cellsFor = async (user: User) => {
      const response = await client.get(ANALYTICS_API).loginAs(user).accept('json')
      response.assertStatus(200)
      return response.body().data.map((row: any) => row.cells)
    }
    const masked = await cellsFor(f.a.owner)
    for (const cells of masked) {
      assert.equal(cells.user_name, '--')
      assert.equal(cells.user_email, '--')
      assert.equal(cells.user_whatsapp, '--')
      assert.equal(cells.user_city_name, '--')
    }
    assert.notInclude(JSON.stringify(masked), 'Ana Gómez')

    f.a.owner.showCustomerDataMarketplace = true
    await f.a.owner.save()
    const marketplaceOnly = await cellsFor(await User.findOrFail(f.a.owner.id))
    assert.deepEqual(
      marketplaceOnly.map((cells: any) => cells.user_name),
      ['Ana Gómez', '--', 'Ana Gómez'],
      'the store-channel discard stays masked'
    )
    assert.equal(marketplaceOnly[0].user_email, 'ana.gomez@example.test')
    assert.equal(marketplaceOnly[0].user_city_name, 'Medellín')
  })

  test('the channel and date filters', async ({ client, assert }) => {
    const f = await analyticsFixture()
    const keys = async (filter: Record<string, unknown>) => {
      const response = await client
        .get(ANALYTICS_API)
        .qs(filterOf(filter))
        .loginAs(f.a.owner)
        .accept('json')
      response.assertStatus(200)
      return response.body().data.map((row: any) => row.cells.quotation_request_id)
    }
    assert.deepEqual(await keys({ channel: 2 }), [f.r2.code])
    assert.deepEqual(await keys({ channel: 1 }), [f.r4.code, f.r1.code])
    assert.deepEqual(await keys({ from: '2026-11-03' }), [f.r4.code, f.r2.code])
    assert.deepEqual(await keys({ from: '2026-11-02', to: '2026-11-05' }), [f.r2.code, f.r1.code])
    assert.deepEqual(await keys({ to: '2026-11-01' }), [])

    for (const [filter, message] of [
      ['{"channel":3}', 'El canal debe ser 1 (Marketplace) o 2 (Tienda)'],
      [
        '{"from":"2026-11-05","to":"2026-11-01"}',
        'La fecha inicial no puede ser posterior a la final',
      ],
      ['{"nope":1}', 'usa channel, from, to o storeId'],
      ['{bad', 'filter'],
    ]) {
      const refused = await client
        .get(ANALYTICS_API)
        .qs({ filter })
        .loginAs(f.a.owner)
        .accept('json')
      refused.assertStatus(422)
      assert.include(JSON.stringify(refused.body()), message)
    }
  })

  test('pages of the report and a constant number of queries', async ({ client, assert }) => {
    const f = await analyticsFixture()
    const second = await client
      .get(ANALYTICS_API)
      .qs({ page: 1, pageSize: 2 })
      .loginAs(f.a.owner)
      .accept('json')
    second.assertStatus(200)
    assert.equal(second.body().metadata.count, 3)
    assert.deepEqual(
      second.body().data.map((row: any) => row.cells.quotation_id),
      [f.q1.code]
    )
    const badPage = await client
      .get(ANALYTICS_API)
      .qs({ page: -1 })
      .loginAs(f.a.owner)
      .accept('json')
    badPage.assertStatus(422)

    const call = (pageSize: number) => () =>
      client.get(ANALYTICS_API).qs({ pageSize }).loginAs(f.a.owner).accept('json')
    const one = await queriesDuring(call(1))
    const three = await queriesDuring(call(3))
    assert.equal(three.length, one.length, 'one row or three: the same statements')
  })

  test('staff read every store with the store column, and filter by store', async ({
    client,
    assert,
  }) => {
    const f = await analyticsFixture()
    for (const user of [await makeAdmin(), await makeModuleManager()]) {
      const all = await client.get(ANALYTICS_API).loginAs(user).accept('json')
      all.assertStatus(200)
      assert.equal(all.body().metadata.count, 4)
      assert.equal(all.body().metadata.staff, true)
      const cells = all.body().data.map((row: any) => row.cells)
      assert.deepEqual(
        cells.map((row: any) => row.store_name),
        ['Repuestos Andes', 'Repuestos Andes', 'Bodega Bogotá', 'Repuestos Andes']
      )
      assert.equal(cells[0].quotation_request_vehicle_VIN, '9BWZZZ377VT004251')
      assert.equal(cells[0].quotation_request_vehicle_plate, 'ABC123')
      assert.equal(cells[0].quotation_request_identification, '1020304050')
      assert.equal(cells[0].user_name, 'Ana Gómez', 'staff see the customer')

      const onlyB = await client
        .get(ANALYTICS_API)
        .qs(filterOf({ store_id: f.b.store.id }))
        .loginAs(user)
        .accept('json')
      onlyB.assertStatus(200)
      assert.deepEqual(
        onlyB.body().data.map((row: any) => row.cells.quotation_id),
        [f.q3.code]
      )
      const missing = await client
        .get(ANALYTICS_API)
        .qs(filterOf({ storeId: 999999 }))
        .loginAs(user)
        .accept('json')
      missing.assertStatus(404)
    }
  })

  test('another store is 404 for a vendor; a buyer and a guest are refused', async ({ client }) => {
    const f = await analyticsFixture()
    const other = await client
      .get(ANALYTICS_API)
      .qs(filterOf({ storeId: f.b.store.id }))
      .loginAs(f.a.owner)
      .accept('json')
    other.assertStatus(404)
    const own = await client
      .get(ANALYTICS_API)
      .qs(filterOf({ storeId: f.a.store.id }))
      .loginAs(f.a.owner)
      .accept('json')
    own.assertStatus(200)
    const buyer = await client
      .get(ANALYTICS_API)
      .loginAs(await makeBuyer())
      .accept('json')
    buyer.assertStatus(403)
    const guest = await client.get(ANALYTICS_API).accept('json')
    guest.assertStatus(401)
  })

  test('the staff page is for staff only', async ({ client, assert }) => {
    const f = await analyticsFixture()
    const page = await client
      .get(STAFF_REPORTS)
      .loginAs(await makeAdmin())
      .withInertia()
    page.assertStatus(200)
    assert.equal(page.body().component, 'reports/staff_analytics')
    const vendor = await client.get(STAFF_REPORTS).loginAs(f.a.owner).withInertia()
    vendor.assertStatus(403)
  })
})

test.group('Analytics report: a long history', (group) => {
  freshDatabase(group)

  test('the count stops at 2,000 rows and says so; pages stop there', async ({
    client,
    assert,
  }) => {
    const f = await analyticsFixture()
    const rows = Array.from({ length: ANALYTICS_COUNT_CAP }, (_, index) => ({
      quotation_request_id: f.r1.id,
      store_id: f.a.store.id,
      user_id: f.a.owner.id,
      valid_until: '2026-12-01',
      subtotal: 1000,
      total: 1000,
      created_at: `2026-10-01 ${String(Math.floor(index / 60) % 24).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00`,
    }))
    // SQLite takes at most 500 rows in one INSERT … SELECT … UNION ALL
    for (let start = 0; start < rows.length; start += 200) {
      await db.table('quotations').multiInsert(rows.slice(start, start + 200))
    }
    const first = await client.get(ANALYTICS_API).loginAs(f.a.owner).accept('json')
    first.assertStatus(200)
    assert.equal(first.body().metadata.count, ANALYTICS_COUNT_CAP)
    assert.isTrue(first.body().metadata.countCapped)
    const last = await client
      .get(ANALYTICS_API)
      .qs({ page: ANALYTICS_COUNT_CAP / 20 - 1 })
      .loginAs(f.a.owner)
      .accept('json')
    assert.lengthOf(last.body().data, 20)
    const past = await client
      .get(ANALYTICS_API)
      .qs({ page: ANALYTICS_COUNT_CAP / 20 })
      .loginAs(f.a.owner)
      .accept('json')
    past.assertStatus(200)
    assert.lengthOf(past.body().data, 0)
  })
})

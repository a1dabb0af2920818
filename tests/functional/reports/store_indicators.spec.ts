import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeModuleManager, queriesDuring } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import {
  INDICATOR_PATHS as P,
  INDICATOR_WORLD as W,
  makeIndicatorWorld,
} from '#tests/helpers/indicators'
import { UserFactory } from '#database/factories/user_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import StoreIndicatorsQuery from '#reports/queries/store_indicators_query'

const filter = (storeId: number) => ({ filter: JSON.stringify({ store_id: storeId }) })

test.group('Store indicators: the fixture figures (doc 2 §3, §9)', (group) => {
  freshDatabase(group)

  test('a vendor reads every indicator of their store', async ({ client, assert }) => {
    const { store, owner } = await makeIndicatorWorld()

    const efficiency = await client.get(P.efficiency(store.id)).loginAs(owner).accept('json')
    efficiency.assertStatus(200)
    assert.containSubset(efficiency.body().data, { store_id: store.id, days: 30, ...W.efficiency })

    const discards = await client.get(P.discards(store.id)).loginAs(owner).accept('json')
    discards.assertStatus(200)
    assert.containSubset(discards.body().data, W.discards)
    assert.lengthOf(discards.body().data, 2)
    assert.equal(discards.body().data[0].label, 'Baja probabilidad de venta')

    const buyers = await client.get(P.buyerDiscards(store.id)).loginAs(owner).accept('json')
    buyers.assertStatus(200)
    assert.deepEqual(
      buyers.body().data.map(({ label, ...rest }: any) => rest),
      W.buyerDiscards
    )
    assert.equal(buyers.body().data[0].label, 'Precio alto')

    const response = await client.get(P.response).loginAs(owner).accept('json')
    response.assertStatus(200)
    assert.containSubset(response.body().data[0], { store_id: store.id, ...W.response })
    const named = await client.get(P.response).qs(filter(store.id)).loginAs(owner).accept('json')
    assert.deepEqual(named.body(), response.body())

    const opportunities = await client.get(P.opportunities(store.id)).loginAs(owner).accept('json')
    assert.deepEqual(opportunities.body().data, W.opportunities)
  })

  test('a store adviser reads the same figures', async ({ client, assert }) => {
    const { store, adviser } = await makeIndicatorWorld()
    const efficiency = await client.get(P.efficiency(store.id)).loginAs(adviser).accept('json')
    efficiency.assertStatus(200)
    assert.containSubset(efficiency.body().data, W.efficiency)
  })

  test('an empty store answers zeros, empty lists and no response time', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const efficiency = await client.get(P.efficiency(store.id)).loginAs(owner).accept('json')
    assert.deepEqual(efficiency.body().data, {
      store_id: store.id,
      days: 30,
      quotations_made: 0,
      quotation_with_purchase: 0,
      under_review_by_buyer: 0,
      buyer_ignore_quotation: 0,
      percentage_of_quotation: 0,
      total_price_quotes: 0,
      total_price_orders: 0,
      conversion: 0,
    })
    const discards = await client.get(P.discards(store.id)).loginAs(owner).accept('json')
    assert.deepEqual(discards.body(), { data: [] })
    const buyers = await client.get(P.buyerDiscards(store.id)).loginAs(owner).accept('json')
    assert.deepEqual(buyers.body(), { data: [] })
    const response = await client.get(P.response).loginAs(owner).accept('json')
    assert.containSubset(response.body().data[0], {
      requests_received: 0,
      response_rate: 0,
      response_time: null,
    })
  })

  test('each call sends the same statements whatever the data', async ({ client, assert }) => {
    const empty = await makeGoStore()
    const { store, owner } = await makeIndicatorWorld()
    const calls = (storeId: number) => [
      P.efficiency(storeId),
      P.discards(storeId),
      P.buyerDiscards(storeId),
      `${P.response}?filter=${encodeURIComponent(JSON.stringify({ store_id: storeId }))}`,
    ]
    for (const [index, path] of calls(store.id).entries()) {
      const full = await queriesDuring(async () =>
        (await client.get(path).loginAs(owner).accept('json')).assertStatus(200)
      )
      const none = await queriesDuring(async () =>
        (
          await client.get(calls(empty.store.id)[index]).loginAs(empty.owner).accept('json')
        ).assertStatus(200)
      )
      assert.equal(full.length, none.length, `${path}\n${full.join('\n')}`)
      assert.isAtMost(full.length, 8, `${path}\n${full.join('\n')}`)
    }
  })
})

test.group('Store indicators: the window edges, to the second', (group) => {
  freshDatabase(group)

  test('a row created exactly 30 days before counts, one second earlier does not', async ({
    assert,
  }) => {
    const now = DateTime.fromISO('2026-11-29T03:00:00Z') as DateTime<true>
    const { store } = await makeGoStore()
    const edge = now.minus({ days: 30 })
    for (const [createdAt, total, reason] of [
      [edge, 100000, 'a'],
      [edge.minus({ seconds: 1 }), 50000, 'b'],
      [now, 20000, 'g'],
      [now.plus({ seconds: 1 }), 7000, 'c'],
    ] as const) {
      await QuotationFactory.merge({ storeId: store.id, createdAt, total }).create()
      await VendorIgnoreFactory.merge({ storeId: store.id, createdAt, reason }).create()
    }
    const query = new StoreIndicatorsQuery()
    const loaded = await query.store(store.id)
    const efficiency = await query.efficiency(loaded, now)
    assert.equal(efficiency.quotations_made, 2)
    assert.equal(efficiency.total_price_quotes, 120000)
    const discards = await query.discards(loaded, now)
    assert.deepEqual(
      discards.map((row) => row.reason),
      ['a', 'g']
    )
  })
})

test.group('Store indicators: who reads them (doc 2 §6)', (group) => {
  freshDatabase(group)

  test('an admin reads the efficiency, discards and response of any store', async ({
    client,
    assert,
  }) => {
    const { store } = await makeIndicatorWorld()
    const admin = await makeAdmin()
    const efficiency = await client.get(P.efficiency(store.id)).loginAs(admin).accept('json')
    efficiency.assertStatus(200)
    assert.containSubset(efficiency.body().data, W.efficiency)
    ;(await client.get(P.discards(store.id)).loginAs(admin).accept('json')).assertStatus(200)
    ;(await client.get(P.buyerDiscards(store.id)).loginAs(admin).accept('json')).assertStatus(200)
    const response = await client.get(P.response).qs(filter(store.id)).loginAs(admin).accept('json')
    assert.containSubset(response.body().data[0], W.response)
    // an admin does not see the opportunity counters
    ;(await client.get(P.opportunities(store.id)).loginAs(admin).accept('json')).assertStatus(403)
    // staff name the store
    const unnamed = await client.get(P.response).loginAs(admin).accept('json')
    unnamed.assertStatus(422)
    assert.equal(unnamed.body().errors[0].field, 'filter')
  })

  test('a module manager does not see the efficiency indicators', async ({ client, assert }) => {
    const { store } = await makeIndicatorWorld()
    const manager = await makeModuleManager()
    const efficiency = await client.get(P.efficiency(store.id)).loginAs(manager).accept('json')
    efficiency.assertStatus(403)
    assert.match(efficiency.body().message, /indicadores de eficiencia/)
    const bothRoles = await UserFactory.apply('admin', 'moduleManager').create()
    ;(await client.get(P.efficiency(store.id)).loginAs(bothRoles).accept('json')).assertStatus(403)
    const discards = await client.get(P.discards(store.id)).loginAs(manager).accept('json')
    discards.assertStatus(200)
    assert.containSubset(discards.body().data, W.discards)
    ;(await client.get(P.buyerDiscards(store.id)).loginAs(manager).accept('json')).assertStatus(200)
    ;(
      await client.get(P.response).qs(filter(store.id)).loginAs(manager).accept('json')
    ).assertStatus(200)
    ;(await client.get(P.opportunities(store.id)).loginAs(manager).accept('json')).assertStatus(403)
  })

  test('another store’s owner and adviser get 404; a buyer 403; a guest 401', async ({
    client,
  }) => {
    const { store, other } = await makeIndicatorWorld()
    const { advisers } = await makeGoStore({ advisers: 1 })
    const buyer = await makeBuyer()
    for (const stranger of [other.owner, advisers[0].account]) {
      for (const path of [
        P.efficiency(store.id),
        P.discards(store.id),
        P.buyerDiscards(store.id),
      ]) {
        ;(await client.get(path).loginAs(stranger).accept('json')).assertStatus(404)
      }
      ;(
        await client.get(P.response).qs(filter(store.id)).loginAs(stranger).accept('json')
      ).assertStatus(404)
    }
    ;(await client.get(P.efficiency(store.id)).loginAs(buyer).accept('json')).assertStatus(403)
    ;(await client.get(P.response).loginAs(buyer).accept('json')).assertStatus(422)
    ;(await client.get(P.efficiency(store.id)).accept('json')).assertStatus(401)
  })

  test('unknown stores are 404; a store without the GO module is refused', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdmin()
    ;(await client.get(P.efficiency(999999)).loginAs(admin).accept('json')).assertStatus(404)
    ;(await client.get(P.response).qs(filter(999999)).loginAs(admin).accept('json')).assertStatus(
      404
    )
    const inactive = await makeGoStore({ goModule: false })
    const refused = await client
      .get(P.discards(inactive.store.id))
      .loginAs(inactive.owner)
      .accept('json')
    refused.assertStatus(403)
    assert.match(refused.body().message, /inactivo el módulo/)
  })

  test('a bad filter is a Spanish 422 on filter', async ({ client, assert }) => {
    const { owner } = await makeGoStore()
    for (const bad of [
      '{',
      '[]',
      JSON.stringify({ store: 1 }),
      JSON.stringify({ store_id: 'x' }),
    ]) {
      const response = await client
        .get(P.response)
        .qs({ filter: bad })
        .loginAs(owner)
        .accept('json')
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, 'filter')
    }
  })
})

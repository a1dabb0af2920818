import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeModuleManager } from '#tests/helpers/requests'
import { makeVendorStore } from '#tests/helpers/vendor_detail'
import { InfractionFactory } from '#database/factories/infraction_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { LIST_API, makeModerator, quotationFixtures, SHOW_API } from './moderation_helpers.js'

/** Two stores with infractions: El Poblado's on its quotation (2) and a rival's (1). */
async function world() {
  const fixtures = await quotationFixtures()
  const moderator = await makeModerator()
  const own = await InfractionFactory.merge({
    storeId: fixtures.vendor.store.id,
    quotationId: fixtures.quotation.id,
    codeTransaction: fixtures.quotation.code,
    registeredBy: moderator.id,
  }).createMany(2)
  const rival = await makeVendorStore({ brands: [fixtures.brand] })
  const rivalQuotation = await QuotationFactory.merge({
    quotationRequestId: fixtures.request.id,
    storeId: rival.store.id,
  }).create()
  const other = await InfractionFactory.merge({
    storeId: rival.store.id,
    quotationId: rivalQuotation.id,
    infractionType: 'misleading_advertising',
    registeredBy: moderator.id,
  }).create()
  return { ...fixtures, moderator, own, rival, other }
}

function list(client: any, user: any, qs: Record<string, unknown> = {}) {
  return client.get(LIST_API).qs(qs).loginAs(user).accept('json')
}

test.group('List infractions (GET /api/store/Infractions)', (group) => {
  freshDatabase(group)

  test('a moderator and staff see every store; filter, with, page and pageSize work', async ({
    client,
    assert,
  }) => {
    const { moderator, own, other, quotation, vendor } = await world()
    for (const user of [moderator, await makeAdmin(), await makeModuleManager()]) {
      const all = await list(client, user)
      all.assertStatus(200)
      assert.equal(all.body().metadata.count, 3)
      assert.sameMembers(
        all.body().data.map((row: any) => row.id),
        [...own.map((row) => row.id), other.id]
      )
    }
    const filtered = await list(client, moderator, {
      filter: JSON.stringify({ quotation_id: quotation.id }),
      with: 'store,quotation,registrar',
      pageSize: 1,
      page: 1,
    })
    filtered.assertStatus(200)
    assert.deepEqual(filtered.body().metadata, { count: 2, page: 1, pageSize: 1 })
    const [row] = filtered.body().data
    assert.deepEqual(row.store, { id: vendor.store.id, name: vendor.store.name })
    assert.equal(row.quotation.code, quotation.code)
    assert.equal(row.registrar.id, moderator.id)
    assert.equal(row.infractionTypeLabel, 'Compartir información de contacto')

    const byType = await list(client, moderator, {
      filter: JSON.stringify({ infraction_type: 'misleading_advertising' }),
    })
    assert.deepEqual(
      byType.body().data.map((item: any) => item.id),
      [other.id]
    )
  })

  test("a store's owner and adviser see their own only, without who registered them", async ({
    client,
    assert,
  }) => {
    const { vendor, own, rival } = await world()
    const adviser = await StoreAdviserFactory.merge({ storeId: vendor.store.id })
      .apply('withUser')
      .create()
    await adviser.load('user')
    for (const user of [vendor.owner, adviser.user]) {
      const response = await list(client, user, { with: '["registrar","store"]' })
      response.assertStatus(200)
      assert.sameMembers(
        response.body().data.map((row: any) => row.id),
        own.map((row) => row.id)
      )
      assert.isNull(response.body().data[0].registered_by)
      assert.notProperty(response.body().data[0], 'registrar')
    }
    const theirs = await list(client, vendor.owner, {
      filter: JSON.stringify({ store_id: rival.store.id }),
    })
    theirs.assertStatus(404)
    const mine = await list(client, vendor.owner, {
      filter: JSON.stringify({ store_id: vendor.store.id }),
    })
    assert.equal(mine.body().metadata.count, 2)
  })

  test('a buyer gets 403, a guest 401, a bad filter or relation 422', async ({
    client,
    assert,
  }) => {
    const { moderator } = await world()
    ;(await list(client, await makeBuyer())).assertStatus(403)
    ;(await client.get(LIST_API).accept('json')).assertStatus(401)
    const badKey = await list(client, moderator, { filter: '{"password":"x"}' })
    badKey.assertStatus(422)
    assert.include(badKey.body().message, "El filtro 'password' no está permitido")
    ;(await list(client, moderator, { with: 'buyer.password' })).assertStatus(422)
    ;(await list(client, moderator, { filter: '{"infraction_type":"x"}' })).assertStatus(422)
    ;(await list(client, moderator, { pageSize: 500 })).assertStatus(422)
  })

  test("one infraction: the store's own and staff 200, another store's 404", async ({
    client,
    assert,
  }) => {
    const { vendor, own, other, moderator } = await world()
    const mine = await client.get(SHOW_API(own[0].id)).loginAs(vendor.owner).accept('json')
    mine.assertStatus(200)
    assert.equal(mine.body().data.id, own[0].id)
    const theirs = await client.get(SHOW_API(other.id)).loginAs(vendor.owner).accept('json')
    theirs.assertStatus(404)
    assert.equal(theirs.body().message, 'Not found')
    const staff = await client.get(SHOW_API(other.id)).loginAs(moderator).accept('json')
    staff.assertStatus(200)
    assert.equal(staff.body().data.registered_by, moderator.id)
    ;(
      await client
        .get(SHOW_API(other.id + 50))
        .loginAs(moderator)
        .accept('json')
    ).assertStatus(404)
  })
})

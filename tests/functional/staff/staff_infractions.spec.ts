import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { InfractionFactory } from '#database/factories/infraction_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeBuyer, queriesDuring } from '#tests/helpers/requests'
import { makeVendorStore } from '#tests/helpers/vendor_detail'
import { STAFF_MESSAGES } from '#staff/rules/staff_messages'
import { makeModerator, quotationFixtures } from '#tests/functional/moderation/moderation_helpers'

/**
 * The staff's infractions (issue 23, /staff/infracciones): the stores with infractions (count,
 * last date), searchable by name, and each store's history newest first — for staff with the
 * 'infractions' area only.
 */

const PAGE = '/staff/infracciones'

function visit(client: any, user: User, path = PAGE, qs: Record<string, string | number> = {}) {
  return client.get(path).qs(qs).loginAs(user).withInertia()
}

async function at(id: number, createdAt: string) {
  await db.from('infractions').where('id', id).update({ created_at: createdAt })
}

/**
 * El Poblado (named 'Repuestos Bogotá Centro') with three infractions — on its quotation, on the
 * request, on an order —, a rival with one more recent, a Mexican store with one.
 */
async function world() {
  const fixtures = await quotationFixtures()
  const moderator = await makeModerator()
  await fixtures.vendor.store.merge({ name: 'Repuestos Bogotá Centro' }).save()
  const onQuotation = await InfractionFactory.merge({
    storeId: fixtures.vendor.store.id,
    quotationId: fixtures.quotation.id,
    codeTransaction: fixtures.quotation.code,
    registeredBy: moderator.id,
    infractionDetail: 'Compartió su teléfono en las observaciones.',
  }).create()
  const onRequest = await InfractionFactory.merge({
    storeId: fixtures.vendor.store.id,
    quotationRequestId: fixtures.request.id,
    codeTransaction: fixtures.request.code,
    registeredBy: moderator.id,
    infractionType: 'improper_comments',
  }).create()
  const order = await CartShoppingHeaderFactory.merge({
    storeId: fixtures.vendor.store.id,
    userId: fixtures.buyer.id,
  }).create()
  const onOrder = await InfractionFactory.merge({
    storeId: fixtures.vendor.store.id,
    cartShoppingHeaderId: order.id,
    codeTransaction: order.refVenta,
    registeredBy: moderator.id,
    infractionType: 'order_noncompliance',
  }).create()
  await at(onQuotation.id, '2026-01-10 09:00:00')
  await at(onRequest.id, '2026-02-10 09:00:00')
  await at(onOrder.id, '2026-03-10 09:00:00')

  const rival = await makeVendorStore({ owner: { fullName: 'Rival' } })
  await rival.store.merge({ name: 'AutoPartes Medellín' }).save()
  const rivalOne = await InfractionFactory.merge({
    storeId: rival.store.id,
    registeredBy: moderator.id,
  }).create()
  await at(rivalOne.id, '2026-04-01 09:00:00')

  const mexican = await StoreFactory.merge({ countryCode: 'MX', name: 'Refacciones CDMX' }).create()
  await InfractionFactory.merge({ storeId: mexican.id, registeredBy: moderator.id }).create()
  return { ...fixtures, moderator, onQuotation, onRequest, onOrder, order, rival, mexican }
}

test.group('Staff: infractions', (group) => {
  freshDatabase(group)

  test('staff with the flag ({label}) list the stores with infractions, the last first')
    .with([
      { label: 'admin', flags: { isAdmin: true } },
      { label: 'manageInfractionsModule', flags: { manageInfractionsModule: true } },
    ])
    .run(async ({ client, assert }, row) => {
      const { vendor, rival } = await world()
      const staff = await UserFactory.merge(row.flags).create()
      const response = await visit(client, staff)
      response.assertStatus(200)
      response.assertInertiaComponent('staff/infractions')
      const { data, metadata } = response.inertiaProps.stores
      assert.deepInclude(metadata, { count: 2, page: 1, pageSize: 20 })
      assert.deepEqual(
        data.map((store: any) => [store.id, store.infractions]),
        [
          [rival.store.id, 1],
          [vendor.store.id, 3],
        ]
      )
      assert.equal(new Date(data[1].lastAt).toISOString(), '2026-03-10T09:00:00.000Z')
      assert.equal(data[1].name, 'Repuestos Bogotá Centro')
    })

  test('the search ignores case and accents; a bad search or page answers 422', async ({
    client,
    assert,
  }) => {
    const { vendor, moderator } = await world()
    const found = await visit(client, moderator, PAGE, { buscar: 'BOGOTA' })
    assert.deepEqual(
      found.inertiaProps.stores.data.map((store: any) => store.id),
      [vendor.store.id]
    )
    assert.equal(found.inertiaProps.search, 'BOGOTA')
    const none = await visit(client, moderator, PAGE, { buscar: 'Cali' })
    assert.lengthOf(none.inertiaProps.stores.data, 0)
    assert.equal(none.inertiaProps.stores.metadata.count, 0)
    for (const qs of [{ buscar: 'x'.repeat(101) }, { page: 0 }, { page: 'dos' }]) {
      const bad = await client.get(PAGE).qs(qs).loginAs(moderator).accept('json')
      bad.assertStatus(422)
    }
  })

  test("a store's history: newest first, type, description, registrar and the transaction's staff page", async ({
    client,
    assert,
  }) => {
    const { vendor, moderator, quotation, request, order, onQuotation, onRequest, onOrder } =
      await world()
    const response = await visit(client, moderator, `${PAGE}/${vendor.store.id}`)
    response.assertStatus(200)
    response.assertInertiaComponent('staff/infractions_store')
    const { store, infractions } = response.inertiaProps
    assert.deepEqual(store, {
      id: vendor.store.id,
      name: 'Repuestos Bogotá Centro',
      storePageUrl: `/tienda/${vendor.store.urlPath}/infracciones`,
    })
    assert.deepInclude(infractions.metadata, { count: 3, page: 1, pageSize: 20 })
    assert.deepEqual(
      infractions.data.map((row: any) => row.id),
      [onOrder.id, onRequest.id, onQuotation.id]
    )
    const [ofOrder, ofRequest, ofQuotation] = infractions.data
    assert.containsSubset(ofQuotation, {
      type: 'share_contact_information',
      typeLabel: 'Compartir información de contacto',
      detail: 'Compartió su teléfono en las observaciones.',
      registrar: moderator.fullName,
      notified: true,
      transaction: {
        title: `Cotización Nº ${quotation.code}`,
        url: `/repuestosGo/quotationRequest/${request.id}?section=quotation-${quotation.id}`,
      },
    })
    assert.containsSubset(ofRequest, {
      typeLabel: 'Comentarios inapropiados',
      transaction: {
        title: `Solicitud de cotización Nº ${request.code}`,
        url: `/repuestosGo/quotationRequest/${request.id}`,
      },
    })
    assert.containsSubset(ofOrder, {
      transaction: { title: `Pedido Nº ${order.refVenta}`, url: `/repuestosGo/ventas/${order.id}` },
    })
  })

  test('an unknown store, a store of another country and a bad id answer 404', async ({
    client,
  }) => {
    const { moderator, mexican } = await world()
    ;(await visit(client, moderator, `${PAGE}/999999`)).assertStatus(404)
    ;(await visit(client, moderator, `${PAGE}/${mexican.id}`)).assertStatus(404)
    ;(await visit(client, moderator, `${PAGE}/abc`)).assertStatus(404)
  })

  test('a store without infractions shows an empty history', async ({ client, assert }) => {
    const { moderator } = await world()
    const clean = await StoreFactory.create()
    const response = await visit(client, moderator, `${PAGE}/${clean.id}`)
    response.assertStatus(200)
    assert.lengthOf(response.inertiaProps.infractions.data, 0)
  })

  test('non-staff get 404; staff without the flag 403; a guest is sent to sign in', async ({
    client,
    assert,
  }) => {
    const { vendor } = await world()
    for (const user of [await makeBuyer(), vendor.owner]) {
      ;(await visit(client, user)).assertStatus(404)
      ;(await visit(client, user, `${PAGE}/${vendor.store.id}`)).assertStatus(404)
    }
    for (const flags of [{ manageGoModule: true }, { manageMessagesModule: true }]) {
      const staff = await UserFactory.merge(flags).create()
      for (const path of [PAGE, `${PAGE}/${vendor.store.id}`]) {
        const refused = await client.get(path).loginAs(staff).accept('json')
        refused.assertStatus(403)
        assert.equal(refused.body().message, STAFF_MESSAGES.notAllowed)
      }
    }
    const guest = await client.get(PAGE).redirects(0)
    assert.include([302, 401], guest.status())
  })

  test('the list and a history cost the same queries for few rows and for many', async ({
    client,
    assert,
  }) => {
    const { moderator, vendor } = await world()
    const few = await queriesDuring(() => visit(client, moderator))
    const fewHistory = await queriesDuring(() =>
      visit(client, moderator, `${PAGE}/${vendor.store.id}`)
    )
    for (let index = 0; index < 25; index += 1) {
      const store = await StoreFactory.create()
      await InfractionFactory.merge({ storeId: store.id, registeredBy: moderator.id }).create()
      await InfractionFactory.merge({
        storeId: vendor.store.id,
        registeredBy: (await UserFactory.apply('admin').create()).id,
      }).create()
    }
    const many = await queriesDuring(async () => {
      const response = await visit(client, moderator)
      assert.lengthOf(response.inertiaProps.stores.data, 20)
      assert.equal(response.inertiaProps.stores.metadata.count, 27)
    })
    const manyHistory = await queriesDuring(async () => {
      const response = await visit(client, moderator, `${PAGE}/${vendor.store.id}`)
      assert.lengthOf(response.inertiaProps.infractions.data, 20)
      assert.equal(response.inertiaProps.infractions.metadata.count, 28)
    })
    assert.equal(many.length, few.length)
    assert.equal(manyHistory.length, fewHistory.length)

    const second = await visit(client, moderator, PAGE, { page: 2 })
    assert.lengthOf(second.inertiaProps.stores.data, 7)
  })
})

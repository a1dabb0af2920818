import { test } from '@japa/runner'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import type Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import VendorContextQuery from '#stores/queries/vendor_context_query'
import User from '#users/models/user'
import { storeChannelGuard } from '#quotations/services/store_channel_guard'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { eventually, SseSession } from '#tests/helpers/sse'

/** A Mazda marketplace world: a city, the brand, and a way to make GO stores that sell it. */
async function mazdaWorld() {
  const city = await makeCity()
  const mazda = await VehicleBrand.create({
    name: 'Mazda',
    slug: 'mazda',
    popular: true,
    isActive: true,
  })
  const vendor = (name: string) => makeUser({ fullName: name, isVendor: true, userKind: 'vendor' })
  const store = async (owner: User, merge: Record<string, unknown> = {}) => {
    const created = await StoreFactory.merge({
      userId: owner.id,
      goModuleActive: true,
      ...merge,
    }).create()
    await created.related('brands').attach([mazda.id])
    return created
  }
  const adviser = async (user: User, of: Store, isActive = true) =>
    StoreAdviserFactory.merge({ storeId: of.id, userId: user.id, isActive }).create()
  return { city, mazda, vendor, store, adviser }
}

/** Logs each one in and listens as the Pendientes page does (own channel + store channel). */
async function listen(
  cleanup: (fn: () => void) => void,
  listeners: [User, Store | null][]
): Promise<Map<number, SseSession>> {
  const sessions = new Map<number, SseSession>()
  cleanup(() => sessions.forEach((session) => session.close()))
  for (const [user, store] of listeners) {
    const session = await new SseSession().login(user.email!, 'Secreta2026')
    await session.open()
    sessions.set(user.id, session)
    if ((await session.subscribe(`vendors/${user.id}/pending`)) !== 204) {
      throw new Error(`${user.fullName} could not listen on their own channel`)
    }
    if (store && (await session.subscribe(`stores/${store.id}/pending`)) !== 204) {
      throw new Error(`${user.fullName} could not listen on store ${store.id}`)
    }
  }
  return sessions
}

async function sendRequest(buyer: User, brandId: number, cityId: number) {
  const session = await new SseSession().login(buyer.email!, 'Secreta2026')
  const response = await session.request('POST', '/api/repuestosGo/quotationRequest', {
    vehicle_brand_id: brandId,
    vehicle_model: 'CX-30',
    vehicle_year: 2022,
    vehicle_license_plate: 'ABC123',
    vehicle_owner_identification: '1020304050',
    details: [{ name: 'Amortiguador delantero', amount: 2 }],
    name: buyer.fullName,
    city_id: cityId,
    email: buyer.email,
    mobile: buyer.mobile,
  })
  if (response.status !== 201) throw new Error(`create answered ${response.status}`)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/** Who received a message naming the request, and on which channel. */
async function deliveries(sessions: Map<number, SseSession>, requestId: number, expected: number) {
  const got = () =>
    [...sessions].flatMap(([userId, session]) =>
      session.messages
        .filter((m) => m.payload?.requestId === requestId)
        .map((m) => ({ userId, channel: m.channel as string }))
    )
  await eventually(() => got().length >= expected)
  await new Promise((resolve) => setTimeout(resolve, 300)) // room for a wrong extra delivery
  return got().sort((a, b) => a.userId - b.userId)
}

test.group('Live push on the store channel', (group) => {
  freshDatabase(group)

  test('an adviser who buys: nobody of their store is told (a store never trades with itself)', async ({
    assert,
    cleanup,
  }) => {
    const { city, mazda, vendor, store, adviser } = await mazdaWorld()
    const ownerA = await vendor('Dueño A')
    const storeA = await store(ownerA)
    const buyingAdviser = await makeUser({
      fullName: 'Asesora que compra',
      isVendor: true,
      cityId: city.id,
    })
    await adviser(buyingAdviser, storeA)
    const otherAdviser = await vendor('Otro asesor de A')
    await adviser(otherAdviser, storeA)
    // advises A but acts for the store they own (the one their Pendientes shows), without Mazda
    const ownerX = await vendor('Dueño X, asesor de A')
    const storeX = await StoreFactory.merge({ userId: ownerX.id, goModuleActive: true }).create()
    await adviser(ownerX, storeA)
    const ownerB = await vendor('Dueño B')
    const storeB = await store(ownerB)

    const sessions = await listen(cleanup, [
      [ownerA, storeA],
      [buyingAdviser, storeA],
      [otherAdviser, storeA],
      [ownerX, storeX],
      [ownerB, storeB],
    ])
    // the adviser of A who acts for their own store may not listen to A
    assert.equal(await sessions.get(ownerX.id)!.subscribe(`stores/${storeA.id}/pending`), 400)

    const requestId = await sendRequest(buyingAdviser, mazda.id, city.id)
    assert.deepEqual(await deliveries(sessions, requestId, 1), [
      { userId: ownerB.id, channel: `stores/${storeB.id}/pending` },
    ])
  })

  test('an adviser deactivated while listening stops hearing of the store after the re-check', async ({
    assert,
    cleanup,
  }) => {
    const { city, mazda, vendor, store, adviser } = await mazdaWorld()
    const ownerA = await vendor('Dueño A')
    const storeA = await store(ownerA)
    const leaving = await vendor('Asesor que se va')
    const record = await adviser(leaving, storeA)
    const buyer = await makeUser({ fullName: 'Comprador', cityId: city.id })
    const sessions = await listen(cleanup, [
      [ownerA, storeA],
      [leaving, storeA],
    ])

    const listening = () => storeChannelGuard.listeners().map((listener) => listener.userId)
    assert.isTrue(await eventually(() => listening().includes(leaving.id))) // subscribe event in
    await StoreAdviser.query().where('id', record.id).update({ is_active: false })
    assert.isAtLeast(await storeChannelGuard.recheck(), 1)
    assert.notInclude(listening(), leaving.id)
    assert.include(listening(), ownerA.id)

    const requestId = await sendRequest(buyer, mazda.id, city.id)
    assert.deepEqual(await deliveries(sessions, requestId, 1), [
      { userId: ownerA.id, channel: `stores/${storeA.id}/pending` },
    ])
    // and they cannot come back
    assert.equal(await sessions.get(leaving.id)!.subscribe(`stores/${storeA.id}/pending`), 400)
  })

  test('the grouped store check agrees with the vendor context of each user', async ({
    assert,
  }) => {
    const { vendor, store, adviser } = await mazdaWorld()
    const owner = await vendor('Dueño')
    const storeA = await store(owner)
    const activeAdviser = await vendor('Asesor activo')
    await adviser(activeAdviser, storeA)
    const inactiveAdviser = await vendor('Asesor inactivo')
    await adviser(inactiveAdviser, storeA, false)
    const noGoOwner = await vendor('Dueño sin GO')
    const noGo = await store(noGoOwner, { goModuleActive: false })
    const noGoAdviser = await vendor('Asesor sin GO')
    await adviser(noGoAdviser, noGo)
    const closedOwner = await vendor('Dueño de tienda inactiva')
    await store(closedOwner, { isActive: false })
    const notVendorOwner = await makeUser({ fullName: 'Dueño sin marca de vendedor' })
    await store(notVendorOwner)
    const twoStores = await vendor('Dueño de dos tiendas')
    await store(twoStores)
    await store(twoStores)
    const ownerAndAdviser = await vendor('Dueño y asesor')
    await store(ownerAndAdviser)
    await adviser(ownerAndAdviser, storeA)
    const firstAdviceClosed = await vendor('Asesor de una tienda inactiva primero')
    await adviser(firstAdviceClosed, await store(await vendor('x'), { isActive: false }))
    await adviser(firstAdviceClosed, storeA)
    const buyer = await makeUser({ fullName: 'Comprador' })

    const users = await User.query().orderBy('id')
    const contexts = new VendorContextQuery()
    const expected = new Map<number, number>()
    for (const user of users) {
      const context = await contexts.handle(user)
      if (context?.canQuote) expected.set(user.id, context.store.id)
    }
    const grouped = await contexts.quotingStores([...users.map((u) => u.id), buyer.id])
    assert.deepEqual([...grouped].sort(), [...expected].sort())
    assert.equal(grouped.get(activeAdviser.id), storeA.id)
    assert.isFalse(grouped.has(inactiveAdviser.id))
    assert.isFalse(grouped.has(noGoAdviser.id))
    assert.isFalse(grouped.has(buyer.id))
  })
})

import { test } from '@japa/runner'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { eventually, SseSession } from '#tests/helpers/sse'

test.group('Live push of a new request', (group) => {
  freshDatabase(group)

  test('a request created while eleven users listen reaches exactly the vendors allowed, on their store channels', async ({
    assert,
    cleanup,
  }) => {
    const city = await makeCity()
    const mazda = await VehicleBrand.create({
      name: 'Mazda',
      slug: 'mazda',
      popular: true,
      isActive: true,
    })
    const kia = await VehicleBrand.create({
      name: 'Kia',
      slug: 'kia',
      popular: true,
      isActive: true,
    })
    const vendor = (name: string) =>
      makeUser({ fullName: name, isVendor: true, userKind: 'vendor' })
    const store = async (owner: User, brands: number[], merge: Record<string, unknown> = {}) => {
      const created = await StoreFactory.merge({
        userId: owner.id,
        goModuleActive: true,
        ...merge,
      }).create()
      await created.related('brands').attach(brands)
      return created
    }

    // allowed: two Mazda stores with the GO module, one adviser with an account, one more owner
    const ownerA = await vendor('Dueño A')
    const storeA = await store(ownerA, [mazda.id])
    const adviserA = await vendor('Asesor A')
    await StoreAdviserFactory.merge({
      storeId: storeA.id,
      userId: adviserA.id,
      isActive: true,
    }).create()
    const ownerB = await vendor('Dueño B')
    const storeB = await store(ownerB, [mazda.id, kia.id])
    const ownerG = await vendor('Dueño G')
    const storeG = await store(ownerG, [mazda.id])
    // not allowed
    const adviserG = await vendor('Asesor G inactivo')
    await StoreAdviserFactory.merge({
      storeId: storeG.id,
      userId: adviserG.id,
      isActive: false,
    }).create()
    const ownerC = await vendor('Dueño C (solo Kia)')
    const storeC = await store(ownerC, [kia.id])
    const ownerD = await vendor('Dueño D (sin módulo GO)')
    const storeD = await store(ownerD, [mazda.id], { goModuleActive: false })
    const ownerE = await vendor('Dueño E (México)')
    const storeE = await store(ownerE, [mazda.id], { countryCode: 'MX' })
    const ownerF = await vendor('Dueño F (tienda inactiva)')
    const storeF = await store(ownerF, [mazda.id], { isActive: false })
    const someBuyer = await makeUser({ fullName: 'Otro comprador' })
    // the buyer is a vendor too: never told about their own request
    const buyer = await makeUser({
      fullName: 'Comprador vendedor',
      isVendor: true,
      mobile: '3001112233',
      cityId: city.id,
    })
    const buyerStore = await store(buyer, [mazda.id])

    // each one listens as the Pendientes page does: their own channel and their store's one,
    // which only those who act for the store (with the GO module) may subscribe
    const storeOf = new Map<User, Store | null>([
      [ownerA, storeA],
      [adviserA, storeA],
      [ownerB, storeB],
      [ownerG, storeG],
      [adviserG, null],
      [ownerC, storeC],
      [ownerD, null],
      [ownerE, storeE],
      [ownerF, null],
      [someBuyer, null],
      [buyer, buyerStore],
    ])
    const sessions = new Map<number, SseSession>()
    cleanup(() => sessions.forEach((session) => session.close()))
    for (const [user, own] of storeOf) {
      const session = await new SseSession().login(user.email!, 'Secreta2026')
      await session.open()
      sessions.set(user.id, session)
      assert.equal(await session.subscribe(`vendors/${user.id}/pending`), 204, user.fullName!)
      if (own) {
        assert.equal(await session.subscribe(`stores/${own.id}/pending`), 204, user.fullName!)
      }
    }

    // nobody may listen on another vendor's channel, nor on a store they do not act for
    const refused = async (user: User, channel: string) =>
      assert.equal(
        await sessions.get(user.id)!.subscribe(channel),
        400,
        `${user.fullName} ${channel}`
      )
    await refused(ownerC, `vendors/${ownerA.id}/pending`)
    await refused(ownerC, `stores/${storeA.id}/pending`) // a vendor of another store
    await refused(someBuyer, `stores/${storeA.id}/pending`) // a buyer
    await refused(adviserG, `stores/${storeG.id}/pending`) // an inactive adviser
    await refused(ownerD, `stores/${storeD.id}/pending`) // a store without the GO module
    await refused(ownerF, `stores/${storeF.id}/pending`) // an inactive store
    const guest = await new SseSession().open()
    cleanup(() => guest.close())
    assert.equal(await guest.subscribe(`stores/${storeA.id}/pending`), 400, 'a guest')

    const buyerSession = await new SseSession().login(buyer.email!, 'Secreta2026')
    const created = await buyerSession.request('POST', '/api/repuestosGo/quotationRequest', {
      vehicle_brand_id: mazda.id,
      vehicle_model: 'CX-30',
      vehicle_year: 2022,
      vehicle_license_plate: 'ABC123',
      vehicle_owner_identification: '1020304050',
      details: [{ name: 'Amortiguador delantero', amount: 2 }],
      name: 'Comprador vendedor',
      city_id: city.id,
      email: buyer.email,
      mobile: '3001112233',
    })
    assert.equal(created.status, 201)
    const { data } = (await created.json()) as { data: { id: number } }

    const allowed = [ownerA.id, adviserA.id, ownerB.id, ownerG.id].sort()
    const received = () =>
      [...sessions]
        .filter(([, session]) => session.messages.some((m) => m.payload?.requestId === data.id))
        .map(([userId]) => userId)
        .sort()
    await eventually(() => received().length >= allowed.length)
    await new Promise((resolve) => setTimeout(resolve, 300)) // room for a wrong extra delivery
    assert.deepEqual(received(), allowed)

    // one message each, on their store's channel
    for (const [userId, session] of sessions) {
      const got = session.messages.filter((m) => m.payload?.requestId === data.id)
      if (!allowed.includes(userId)) continue
      assert.lengthOf(got, 1)
      assert.equal(got[0].payload.type, 'pendingQuotationRequests')
    }
    const message = sessions
      .get(adviserA.id)!
      .messages.find((m) => m.payload?.requestId === data.id)!
    assert.equal(message.channel, `stores/${storeA.id}/pending`)
    assert.equal(message.payload.storeId, storeA.id)

    // the same set as the query used by notifications
    const eligible = await new EligibleVendorsQuery().handle(data.id)
    assert.deepEqual([...new Set(eligible.map((v) => v.userId))].sort(), allowed)
  })
})

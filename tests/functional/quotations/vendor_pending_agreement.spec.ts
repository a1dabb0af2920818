import { test } from '@japa/runner'
import User from '#users/models/user'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeBrand, makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { UserFactory } from '#database/factories/user_factory'
import { StoreFactory } from '#database/factories/store_factory'

/**
 * The live push (EligibleVendorsQuery) and the Pendientes API must agree: whoever is told about
 * a new request finds it in their Pendientes, and nobody else does.
 */
test.group('Pendientes API and EligibleVendorsQuery agree', (group) => {
  freshDatabase(group)

  test('across stores, brands, countries, advisers and triage states', async ({
    client,
    assert,
  }) => {
    const mazda = await makeBrand()
    const kia = await makeBrand()
    const buyer = await makeBuyer()
    const people: User[] = [buyer]

    // A: Mazda, two active advisers and an inactive one
    const a = await makeGoStore({ brands: [mazda], advisers: 2 })
    const inactive = await StoreAdviserFactory.apply('withUser', 'inactive')
      .merge({ storeId: a.store.id })
      .create()
    // B: Mazda and Kia; C: Kia only, one adviser; D: Mazda in Mexico; E: Mazda without the
    // module, one adviser; F: Mazda but switched off; G: Mazda, discarded it; H: Mazda, quoted
    // it; I: Mazda, owned by the buyer: their own request is not offered to them…
    const b = await makeGoStore({ brands: [mazda, kia] })
    const c = await makeGoStore({ brands: [kia], advisers: 1 })
    const d = await makeGoStore({ brands: [mazda], countryCode: 'MX' })
    const e = await makeGoStore({ brands: [mazda], goModule: false, advisers: 1 })
    const fOwner = await UserFactory.apply('vendor').create()
    const f = await StoreFactory.apply('goModule')
      .merge({ userId: fOwner.id, isActive: false })
      .create()
    await f.related('brands').attach([mazda.id])
    const g = await makeGoStore({ brands: [mazda] })
    const h = await makeGoStore({ brands: [mazda], advisers: 1 })
    const i = await StoreFactory.apply('goModule').merge({ userId: buyer.id }).create()
    await i.related('brands').attach([mazda.id])
    // …nor to its advisers: a store does not quote its owner (neither listed nor told)
    const iAdviser = await StoreAdviserFactory.apply('withUser').merge({ storeId: i.id }).create()
    // J: Mazda, the buyer is one of its advisers: a store never trades with itself, so neither
    // its owner nor its other adviser is offered the request
    const j = await makeGoStore({ brands: [mazda], advisers: 1 })
    await StoreAdviserFactory.merge({ storeId: j.store.id, userId: buyer.id }).create()

    for (const goStore of [a, b, c, d, e, g, h, j]) {
      people.push(goStore.owner, ...goStore.advisers.map((adviser) => adviser.account))
    }
    people.push(
      fOwner,
      await User.findOrFail(inactive.userId!),
      await User.findOrFail(iAdviser.userId!)
    )
    people.push(await makeBuyer())
    assert.isAtLeast(people.length, 15)

    const marketplace = await makeRequest(buyer, { brandId: mazda.id })
    await VendorIgnoreFactory.merge({
      quotationRequestId: marketplace.id,
      storeId: g.store.id,
    }).create()
    await QuotationFactory.merge({
      quotationRequestId: marketplace.id,
      storeId: h.store.id,
    }).create()
    const forStoreC = await makeRequest(buyer, {
      states: ['forStore'],
      storeId: c.store.id,
      brandId: mazda.id,
    })
    const kiaRequest = await makeRequest(buyer, { brandId: kia.id })

    const eligible = new EligibleVendorsQuery()
    for (const request of [marketplace, forStoreC, kiaRequest]) {
      const told = new Set((await eligible.handle(request.id)).map((vendor) => vendor.userId))
      const seeing = new Set<number>()
      for (const person of people) {
        const response = await client
          .get(VENDOR_PATHS.requests)
          .qs({ scopes: PENDING, filter: JSON.stringify({ id: request.id }) })
          .loginAs(person)
          .accept('json')
        if (response.status() === 200 && response.body().data.length === 1) seeing.add(person.id)
      }
      assert.isAbove(told.size, 0)
      assert.sameMembers([...seeing], [...told], `request ${request.code}`)
    }

    // spot checks of who is in
    const forMarketplace = (await eligible.handle(marketplace.id)).map((vendor) => vendor.userId)
    assert.sameMembers(forMarketplace, [
      a.owner.id,
      ...a.advisers.map((adviser) => adviser.account.id),
      b.owner.id,
    ])

    // staff are never told (they read every store read-only instead)
    const admin = await makeAdmin()
    assert.notInclude(forMarketplace, admin.id)
  })
})

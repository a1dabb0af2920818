import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeRequest } from '#tests/helpers/requests'
import { makeBrand, makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'
import {
  DETAIL_API,
  DETAIL_PAGE,
  detailFixtures,
  NOT_FOUND_TEXT,
} from '#tests/helpers/vendor_detail'
import { NpsRatingFactory } from '#database/factories/nps_rating_factory'
import { rows, send, sendBody } from './quotations_helpers.js'
import { BUYER_PAGE, quote, RATINGS_API } from './buyer_detail_helpers.js'
import { CHECKOUT, checkoutWorld, orderBody, post } from '../orders/checkout_helpers.js'

/**
 * "A store never trades with itself" (issue 19): nobody acting for a store — its owner or an
 * active adviser — quotes, is offered, is told of, or buys a request or a quotation made by
 * anybody acting for the same store. Another store's vendor is still served.
 */
test.group('A store never trades with itself', (group) => {
  freshDatabase(group)

  /**
   * Store S (owner, advisers A and B) and store T, both GO and selling the brand; the requests
   * of S's people: the owner's and adviser A's on the marketplace, adviser B's to store S.
   */
  async function storeWorld() {
    const brand = await makeBrand()
    const s = await makeGoStore({ brands: [brand], advisers: 2 })
    const t = await makeGoStore({ brands: [brand] })
    const [adviserA, adviserB] = s.advisers.map((adviser) => adviser.account)
    const withDetails = async (request: QuotationRequest) => {
      await request.load('details', (details) => details.orderBy('id', 'asc'))
      return request as QuotationRequest & { details: { id: number }[] }
    }
    const ownerRequest = await withDetails(await makeRequest(s.owner, { brandId: brand.id }))
    const adviserRequest = await withDetails(await makeRequest(adviserA, { brandId: brand.id }))
    const storeRequest = await withDetails(
      await makeRequest(adviserB, { states: ['forStore'], storeId: s.store.id, brandId: brand.id })
    )
    return { brand, s, t, adviserA, adviserB, ownerRequest, adviserRequest, storeRequest }
  }

  test('quoting: adviser → owner, owner → adviser, adviser → adviser of one store: 404', async ({
    client,
    assert,
  }) => {
    const w = await storeWorld()
    const refused: [User, QuotationRequest & { details: { id: number }[] }][] = [
      [w.adviserA, w.ownerRequest],
      [w.adviserB, w.ownerRequest],
      [w.s.owner, w.adviserRequest],
      [w.adviserB, w.adviserRequest],
      [w.s.owner, w.storeRequest],
      [w.adviserA, w.storeRequest],
    ]
    for (const [vendor, request] of refused) {
      const response = await send(client, vendor, sendBody(request))
      response.assertStatus(404)
      assert.deepEqual(response.body().errors, [{ message: NOT_FOUND_TEXT }])
      // nor may they open the request to quote it: answered as an unknown request
      ;(await client.get(DETAIL_API(request.id)).loginAs(vendor).accept('json')).assertStatus(404)
      ;(await client.get(DETAIL_PAGE(request.id)).loginAs(vendor)).assertStatus(404)
    }
    assert.lengthOf(await rows('quotations'), 0)
    assert.lengthOf(await rows('outbox_events'), 0)

    // another store's vendor still quotes the marketplace requests of S's people
    for (const request of [w.ownerRequest, w.adviserRequest]) {
      ;(await client.get(DETAIL_API(request.id)).loginAs(w.t.owner).accept('json')).assertStatus(
        200
      )
      ;(await send(client, w.t.owner, sendBody(request))).assertStatus(201)
    }
    assert.lengthOf(await rows('quotations', { store_id: w.t.store.id }), 2)
  })

  test('an adviser who stops advising the store may quote its requests again', async ({
    client,
  }) => {
    const w = await storeWorld()
    ;(await send(client, w.adviserA, sendBody(w.ownerRequest))).assertStatus(404)
    await db
      .from('store_advisers')
      .where('store_id', w.s.store.id)
      .where('user_id', w.adviserB.id)
      .update({ is_active: false })
    // adviser A still acts for S; B no longer does, so A may quote B's store request
    ;(await send(client, w.adviserA, sendBody(w.storeRequest))).assertStatus(201)
  })

  test('Pendientes and the live push leave out every request of the store’s own people', async ({
    client,
    assert,
  }) => {
    const w = await storeWorld()
    const people = [w.s.owner, w.adviserA, w.adviserB]
    const eligible = new EligibleVendorsQuery()
    for (const request of [w.ownerRequest, w.adviserRequest, w.storeRequest]) {
      const told = (await eligible.handle(request.id)).map((vendor) => vendor.userId)
      for (const person of people) assert.notInclude(told, person.id, `request ${request.code}`)
    }
    // the marketplace requests still reach the other store
    assert.sameMembers(
      (await eligible.handle(w.adviserRequest.id)).map((vendor) => vendor.userId),
      [w.t.owner.id]
    )

    const pendientes = async (person: User) => {
      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING })
        .loginAs(person)
        .accept('json')
      response.assertStatus(200)
      return response.body().data.map((row: { id: number }) => row.id)
    }
    for (const person of people) assert.deepEqual(await pendientes(person), [], `${person.id}`)
    assert.sameMembers(await pendientes(w.t.owner), [w.ownerRequest.id, w.adviserRequest.id])

    // the counters agree
    for (const [person, expected] of [
      [w.adviserA, 0],
      [w.t.owner, 2],
    ] as const) {
      const count = await client.get(VENDOR_PATHS.countPending).loginAs(person).accept('json')
      assert.deepEqual(count.body(), { data: { count: expected } })
    }
  })

  test('a buyer acting for the quotation’s store may not buy it (403); another store’s may', async ({
    client,
    assert,
  }) => {
    // a quotation of store S on the buyer's request, made before the buyer joined S as adviser;
    // the buyer also advises another store
    const world = await checkoutWorld()
    const other = await makeGoStore({ name: 'AutoPartes Bogotá' })
    for (const store of [other.store, world.seller.store]) {
      await StoreAdviserFactory.merge({ storeId: store.id, userId: world.buyer.id }).create()
    }
    // their request's page offers no purchase of it
    const page = await client.get(BUYER_PAGE(world.request.id)).loginAs(world.buyer).withInertia()
    page.assertStatus(200)
    assert.deepInclude(page.inertiaProps.request.quotations[0].permissions, {
      canBuy: false,
      canPaymentLink: false,
      canDiscard: true,
    })
    const linkBody = { ...orderBody(world), quotationId: world.quotation.id }
    const refusal = 'No puedes comprar una cotización de tu propia tienda: eres su dueño o asesor'
    for (const path of [CHECKOUT.createNewOrder, CHECKOUT.createPaymentLink]) {
      const body = path === CHECKOUT.createPaymentLink ? linkBody : orderBody(world)
      const response = await post(client, world.buyer, path, body)
      response.assertStatus(403)
      assert.equal(response.body().message, refusal)
    }
    // the store's owner buying a quotation of their store on their own request: refused too
    await db
      .from('store_advisers')
      .where('store_id', world.seller.store.id)
      .where('user_id', world.buyer.id)
      .update({ is_active: false })
    await db.from('stores').where('id', world.seller.store.id).update({ user_id: world.buyer.id })
    const asOwner = await post(client, world.buyer, CHECKOUT.createNewOrder, orderBody(world))
    asOwner.assertStatus(403)
    assert.equal(asOwner.body().message, refusal)
    assert.lengthOf(await rows('cart_shopping_headers'), 0)
    assert.lengthOf(await rows('outbox_events'), 0)

    // acting for another store only, they buy as anybody else
    await db
      .from('stores')
      .where('id', world.seller.store.id)
      .update({ user_id: world.seller.owner.id })
    const again = await client.get(BUYER_PAGE(world.request.id)).loginAs(world.buyer).withInertia()
    assert.isTrue(again.inertiaProps.request.quotations[0].permissions.canBuy)
    const bought = await post(client, world.buyer, CHECKOUT.createNewOrder, orderBody(world))
    bought.assertStatus(201)
    assert.lengthOf(await rows('cart_shopping_headers'), 1)
  })

  test('ratings by the store’s own people are neither counted nor shown', async ({
    client,
    assert,
  }) => {
    const { buyer, request, vendor } = await detailFixtures()
    await quote(request, vendor.store)
    const adviser = await StoreAdviserFactory.apply('withUser')
      .merge({ storeId: vendor.store.id })
      .create()
    const rate = (score: number, userId?: number) =>
      NpsRatingFactory.merge({
        storeId: vendor.store.id,
        score,
        ...(userId ? { userId } : {}),
      }).create()
    await rate(9)
    await rate(6)
    await rate(10, vendor.owner.id)
    await rate(10, adviser.userId!)

    const modal = await client.get(RATINGS_API(vendor.store.id)).loginAs(buyer).accept('json')
    modal.assertStatus(200)
    assert.deepInclude(modal.body().metadata, { averageRating: 3.8, countTotalNumberRatings: 2 })
    assert.sameMembers(
      modal.body().data.map((row: { score: number }) => row.score),
      [9, 6]
    )
    const page = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
    page.assertStatus(200)
    assert.deepEqual(page.inertiaProps.request.quotations[0].vendor, {
      averageRating: 3.8,
      countTotalNumberRatings: 2,
    })
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import {
  MAIN_AREA,
  makeAdmin,
  makeBuyer,
  makeModuleManager,
  makeRequest,
  queriesDuring,
} from '#tests/helpers/requests'
import { makeBrand, makeGoStore, VENDOR_PATHS } from '#tests/helpers/vendors'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { QuotationRequestDetailFactory } from '#database/factories/quotation_request_detail_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { CartShoppingDetailFactory } from '#database/factories/cart_shopping_detail_factory'
import { BuyerIgnoreFactory } from '#database/factories/buyer_ignore_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'

test.group('Counters (countPendingQuotationRequest, countSalesOpportunities)', (group) => {
  freshDatabase(group)

  test('a vendor counts the Pendientes and the parts still open to quote', async ({
    client,
    assert,
  }) => {
    const brand = await makeBrand()
    const { owner, store, advisers } = await makeGoStore({ brands: [brand], advisers: 1 })
    const buyer = await makeBuyer()
    await makeRequest(buyer, { brandId: brand.id, parts: 2 })
    await makeRequest(buyer, { states: ['forStore'], storeId: store.id, parts: 1 })
    // per product: one part full (3 quotations), one bought, one open
    const byProduct = await makeRequest(buyer, {
      states: ['byProduct'],
      brandId: brand.id,
      parts: 0,
    })
    await QuotationRequestDetailFactory.merge({
      quotationRequestId: byProduct.id,
      quotationsCount: 3,
    }).create()
    const bought = await QuotationRequestDetailFactory.merge({
      quotationRequestId: byProduct.id,
      quotationsCount: 1,
    }).create()
    await QuotationRequestDetailFactory.merge({ quotationRequestId: byProduct.id }).create()
    const competitor = await makeGoStore({ brands: [brand] })
    const theirs = await QuotationFactory.merge({
      quotationRequestId: byProduct.id,
      storeId: competitor.store.id,
    }).create()
    const line = await QuotationDetailFactory.merge({
      quotationId: theirs.id,
      quotationRequestDetailId: bought.id,
    }).create()
    await CartShoppingDetailFactory.merge({ quotationDetailId: line.id }).create()
    // not pending: closed
    await makeRequest(buyer, { states: ['closed'], brandId: brand.id, parts: 4 })

    const count = await client.get(VENDOR_PATHS.countPending).loginAs(owner).accept('json')
    count.assertStatus(200)
    assert.deepEqual(count.body(), { data: { count: 3 } })

    const opportunities = await client
      .get(VENDOR_PATHS.opportunities(store.id))
      .loginAs(owner)
      .accept('json')
    opportunities.assertStatus(200)
    assert.deepEqual(opportunities.body(), { data: { requests: 3, details: 4 } })

    const asAdviser = await client
      .get(VENDOR_PATHS.opportunities(store.id))
      .loginAs(advisers[0].account)
      .accept('json')
    assert.deepEqual(asAdviser.body(), opportunities.body())
  })

  test('another store is a 403; staff, buyers and guests do not get counters', async ({
    client,
  }) => {
    const { owner, store } = await makeGoStore()
    const other = await makeGoStore()
    ;(
      await client.get(VENDOR_PATHS.opportunities(other.store.id)).loginAs(owner).accept('json')
    ).assertStatus(403)
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await client
        .get(VENDOR_PATHS.opportunities(store.id))
        .loginAs(staff)
        .accept('json')
      response.assertStatus(403)
      response.assertBodyContains({
        message: 'Los administradores no ven los contadores de oportunidades de venta',
      })
      ;(await client.get(VENDOR_PATHS.countPending).loginAs(staff).accept('json')).assertStatus(403)
    }
    const buyer = await makeBuyer()
    ;(await client.get(VENDOR_PATHS.countPending).loginAs(buyer).accept('json')).assertStatus(403)
    ;(
      await client.get(VENDOR_PATHS.opportunities(store.id)).loginAs(buyer).accept('json')
    ).assertStatus(403)
    ;(await client.get(VENDOR_PATHS.countPending).accept('json')).assertStatus(401)
    ;(await client.get(VENDOR_PATHS.opportunities(store.id)).accept('json')).assertStatus(401)
  })
})

test.group('Cotizadas (GET Quotation with ownedByVendor)', (group) => {
  freshDatabase(group)

  test('a vendor lists the store quotations, newest first, with their state', async ({
    client,
    assert,
  }) => {
    const brand = await makeBrand()
    const { owner, store } = await makeGoStore({ brands: [brand] })
    const other = await makeGoStore({ brands: [brand] })
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer, { brandId: brand.id })
    const older = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: store.id,
      total: 120000,
      createdAt: DateTime.now().minus({ days: 2 }),
    }).create()
    await QuotationDetailFactory.merge({
      quotationId: older.id,
      unitPrice: 60000,
      amount: 2,
    }).create()
    await BuyerIgnoreFactory.merge({ quotationId: older.id, reason: 'high_price' }).create()
    const newer = await QuotationFactory.merge({
      quotationRequestId: (await makeRequest(buyer, { brandId: brand.id })).id,
      storeId: store.id,
    }).create()
    await CartShoppingHeaderFactory.merge({ quotationId: newer.id, storeId: store.id }).create()
    await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: other.store.id,
    }).create()

    const response = await client
      .get(VENDOR_PATHS.quotations)
      .qs({
        scopes: 'ownedByVendor',
        with: 'quotationRequest.brand,quotationRequest.city,quotationRequest.user,quotationDetails,buyerIgnoreQuotation,vendor.store',
        order: 'desc',
      })
      .loginAs(owner)
      .accept('json')
    response.assertStatus(200)
    assert.equal(response.body().metadata.count, 2)
    const [first, second] = response.body().data
    assert.containSubset(first, { id: newer.id, purchased: true, isAvailable: true })
    assert.containSubset(second, {
      id: older.id,
      code: older.code,
      purchased: false,
      total: 120000,
      buyerIgnoreQuotation: { reason: 'high_price', reasonLabel: 'Precio alto' },
      vendor: { id: owner.id, store: { id: store.id, name: store.name } },
      quotationRequest: { id: request.id, code: request.code, brand: { id: brand.id } },
      quotationDetails: [{ amount: 2, unit_price: 60000 }],
    })
    assert.match(second.validUntilFormatted, /^\d{2}\/\d{2}\/\d{4}$/)
    assert.notProperty(second.quotationRequest, 'user')
  })

  test('staff read one store or all; buyers, other stores and guests are refused', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await makeGoStore()
    const other = await makeGoStore()
    await QuotationFactory.merge({ storeId: store.id }).create()
    await QuotationFactory.merge({ storeId: other.store.id }).create()
    const admin = await makeAdmin()
    const oneStore = await client
      .get(VENDOR_PATHS.quotations)
      .qs({ scopes: 'ownedByVendor', storeId: store.id })
      .loginAs(admin)
      .accept('json')
    assert.equal(oneStore.body().metadata.count, 1)
    const all = await client.get(VENDOR_PATHS.quotations).loginAs(admin).accept('json')
    assert.equal(all.body().metadata.count, 2)
    ;(
      await client
        .get(VENDOR_PATHS.quotations)
        .loginAs(await makeBuyer())
        .accept('json')
    ).assertStatus(403)
    ;(
      await client
        .get(VENDOR_PATHS.quotations)
        .qs({ storeId: other.store.id })
        .loginAs(owner)
        .accept('json')
    ).assertStatus(403)
    ;(await client.get(VENDOR_PATHS.quotations).accept('json')).assertStatus(401)
    const badScope = await client
      .get(VENDOR_PATHS.quotations)
      .qs({ scopes: 'everything' })
      .loginAs(owner)
      .accept('json')
    badScope.assertStatus(422)
  })

  test('a page costs the same number of queries for 2 rows as for 20 (no N+1)', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await makeGoStore()
    const make = async () => {
      const quotation = await QuotationFactory.merge({ storeId: store.id }).create()
      await QuotationDetailFactory.merge({ quotationId: quotation.id }).create()
    }
    await make()
    await make()
    const run = () =>
      client
        .get(VENDOR_PATHS.quotations)
        .qs({
          scopes: 'ownedByVendor',
          with: 'quotationRequest.brand,quotationRequest.city,quotationDetails,buyerIgnoreQuotation,vendor.store',
        })
        .loginAs(owner)
        .accept('json')
    const few = await queriesDuring(run)
    for (let index = 0; index < 18; index++) await make()
    let rows = 0
    const many = await queriesDuring(async () => {
      rows = (await run()).body().data.length
    })
    assert.equal(rows, 20)
    assert.equal(many.length, few.length)
  })
})

test.group('Sellers picker (GET /api/store/adviser)', (group) => {
  freshDatabase(group)

  test('the owner gets the active advisers; an adviser only themselves', async ({
    client,
    assert,
  }) => {
    const { owner, store, advisers } = await makeGoStore({ advisers: 2 })
    await StoreAdviserFactory.apply('inactive').merge({ storeId: store.id }).create()
    const forOwner = await client
      .get(VENDOR_PATHS.advisers)
      .qs({ limit: 200 })
      .loginAs(owner)
      .accept('json')
    forOwner.assertStatus(200)
    assert.sameMembers(
      forOwner.body().data.map((row: any) => row.id),
      advisers.map((adviser) => adviser.id)
    )
    assert.deepEqual(forOwner.body().metadata, { count: 2, storeByAdviser: null, canPick: true })

    const forAdviser = await client
      .get(VENDOR_PATHS.advisers)
      .loginAs(advisers[1].account)
      .accept('json')
    assert.deepEqual(forAdviser.body(), {
      data: [{ id: advisers[1].id, name: advisers[1].name, user_id: advisers[1].account.id }],
      metadata: { count: 1, storeByAdviser: advisers[1].id, canPick: true },
    })
  })

  test('staff name the store; buyers are refused; the limit is 1–200', async ({ client }) => {
    const { store, owner } = await makeGoStore({ advisers: 1 })
    const manager = await makeModuleManager()
    ;(
      await client
        .get(VENDOR_PATHS.advisers)
        .qs({ storeId: store.id })
        .loginAs(manager)
        .accept('json')
    ).assertStatus(200)
    ;(await client.get(VENDOR_PATHS.advisers).loginAs(manager).accept('json')).assertStatus(422)
    ;(
      await client
        .get(VENDOR_PATHS.advisers)
        .loginAs(await makeBuyer())
        .accept('json')
    ).assertStatus(403)
    ;(
      await client.get(VENDOR_PATHS.advisers).qs({ limit: 201 }).loginAs(owner).accept('json')
    ).assertStatus(422)
    ;(await client.get(VENDOR_PATHS.advisers).accept('json')).assertStatus(401)
  })
})

test.group('Main area tabs (doc 2 §6)', (group) => {
  freshDatabase(group)

  test('{who} gets {tabs}')
    .with([
      { who: 'a buyer', tabs: ['solicitadas'], make: () => makeBuyer() },
      { who: 'an admin without the module right', tabs: ['solicitadas'], make: makeAdmin },
      {
        who: 'a module manager',
        tabs: ['solicitadas', 'pendientes', 'cotizadas', 'descartadas'],
        make: makeModuleManager,
      },
      {
        who: 'a vendor with the GO module',
        tabs: ['solicitadas', 'pendientes', 'cotizadas', 'descartadas', 'reportes'],
        make: async () => (await makeGoStore()).owner,
      },
      {
        who: 'a vendor without the GO module',
        tabs: ['solicitadas'],
        make: async () => (await makeGoStore({ goModule: false })).owner,
      },
      {
        who: 'a store adviser',
        tabs: ['solicitadas', 'pendientes', 'cotizadas', 'descartadas', 'reportes'],
        make: async () => (await makeGoStore({ advisers: 1 })).advisers[0].account,
      },
    ])
    .run(async ({ client }, { tabs, make }) => {
      const user = await make()
      const response = await client.get(MAIN_AREA).loginAs(user).withInertia()
      response.assertStatus(200)
      response.assertInertiaPropsContains({ tabs })
    })

  test('a vendor opens Pendientes with the seller settings', async ({ client, assert }) => {
    const { owner, store } = await makeGoStore()
    const response = await client.get(`${MAIN_AREA}/pendientes`).loginAs(owner).withInertia()
    response.assertInertiaComponent('quotations/index')
    const props = response.inertiaProps as any
    assert.equal(props.tab, 'pendientes')
    assert.containSubset(props.seller, {
      readOnly: false,
      storeId: store.id,
      canQuote: true,
      unavailableReason: 'e',
      observationMax: 128,
      stores: [],
    })
    assert.lengthOf(props.seller.discardReasons, 10)
    assert.deepEqual(props.seller.discardReasons[4], {
      value: 'e',
      label: 'Superé el tiempo de respuesta',
    })
  })

  test('a module manager gets the GO stores to choose from, read-only', async ({
    client,
    assert,
  }) => {
    const { store } = await makeGoStore({ name: 'Repuestos Zeta' })
    await makeGoStore({ goModule: false })
    const response = await client
      .get(`${MAIN_AREA}/descartadas`)
      .loginAs(await makeModuleManager())
      .withInertia()
    const props = response.inertiaProps as any
    assert.containSubset(props.seller, { readOnly: true, storeId: null, canQuote: false })
    assert.deepEqual(props.seller.stores, [{ value: String(store.id), label: 'Repuestos Zeta' }])
  })

  test('an adviser of a store without the module sees the activation notice', async ({
    client,
    assert,
  }) => {
    const { advisers } = await makeGoStore({ goModule: false, advisers: 1 })
    const response = await client
      .get(`${MAIN_AREA}/pendientes`)
      .loginAs(advisers[0].account)
      .withInertia()
    const props = response.inertiaProps as any
    assert.equal(
      props.seller.inactiveNotice,
      'Tu cuenta tiene inactivo el módulo de Repuestos GO. Solicita la activación desde el siguiente formulario.'
    )
  })

  test('/quotationRequest (the detail page back link) leads to Pendientes', async ({ client }) => {
    const { owner } = await makeGoStore()
    const response = await client.get(`${MAIN_AREA}/quotationRequest`).loginAs(owner).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `${MAIN_AREA}/pendientes`)
  })

  test('a tab the user does not get sends back to the main area', async ({ client }) => {
    for (const tab of ['pendientes', 'reportes']) {
      const response = await client
        .get(`${MAIN_AREA}/${tab}`)
        .loginAs(await makeBuyer())
        .redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', MAIN_AREA)
    }
    const manager = await client
      .get(`${MAIN_AREA}/reportes`)
      .loginAs(await makeModuleManager())
      .redirects(0)
    manager.assertHeader('location', MAIN_AREA)
  })
})

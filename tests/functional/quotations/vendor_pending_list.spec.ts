import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import {
  makeAdmin,
  makeBuyer,
  makeModuleManager,
  makeRequest,
  queriesDuring,
} from '#tests/helpers/requests'
import { makeBrand, makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'
import { ProcessObservationFactory } from '#database/factories/process_observation_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'

const codes = (body: { data: { code: string }[] }) => body.data.map((row) => row.code).sort()
const NOT_VENDOR =
  'Solo los vendedores y asesores de una tienda con el módulo Repuestos GO pueden consultar esta información'

test.group(
  'Pendientes API (GET QuotationRequest with the vendor scopes): who sees what',
  (group) => {
    freshDatabase(group)

    test('a vendor sees the requests their store can still quote, and only those', async ({
      client,
      assert,
    }) => {
      const brand = await makeBrand()
      const otherBrand = await makeBrand()
      const { store, owner } = await makeGoStore({ brands: [brand] })
      const other = await makeGoStore({ brands: [brand] })
      const buyer = await makeBuyer()

      const marketplace = await makeRequest(buyer, { brandId: brand.id })
      const ownStoreRequest = await makeRequest(buyer, {
        states: ['forStore'],
        storeId: store.id,
        brandId: otherBrand.id,
      })
      // not for this store: another brand, another store, closed, expired, discarded, quoted,
      // the vendor's own purchase, another country, not sent to the marketplace
      await makeRequest(buyer, { brandId: otherBrand.id })
      await makeRequest(buyer, { states: ['forStore'], storeId: other.store.id, brandId: brand.id })
      await makeRequest(buyer, { states: ['closed'], brandId: brand.id })
      await makeRequest(buyer, { states: ['expired'], brandId: brand.id })
      const discarded = await makeRequest(buyer, { brandId: brand.id })
      await VendorIgnoreFactory.merge({
        quotationRequestId: discarded.id,
        storeId: store.id,
      }).create()
      const quoted = await makeRequest(buyer, { brandId: brand.id })
      await QuotationFactory.merge({ quotationRequestId: quoted.id, storeId: store.id }).create()
      await makeRequest(owner, { brandId: brand.id })
      await makeRequest(buyer, { brandId: brand.id, countryCode: 'MX' })
      await makeRequest(buyer, { brandId: brand.id, sendToMarketplace: false })

      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING, with: 'brand,city,details,user' })
        .loginAs(owner)
        .accept('json')
      response.assertStatus(200)
      assert.deepEqual(codes(response.body()), [marketplace.code, ownStoreRequest.code].sort())
      assert.equal(response.body().metadata.count, 2)
      const row = response.body().data.find((r: any) => r.id === marketplace.id)
      assert.containSubset(row, {
        isNewQuotationRequest: true,
        quotationRequestToVendor: null,
        brand: { id: brand.id },
        can_close: false,
      })
      assert.lengthOf(row.details, 2)
      assert.isNull(row.user, 'no customer-data right: no buyer name or number')
    })

    test('each scope alone narrows the store channel (notIgnored keeps quoted ones)', async ({
      client,
      assert,
    }) => {
      const brand = await makeBrand()
      const { store, owner } = await makeGoStore({ brands: [brand] })
      const buyer = await makeBuyer()
      const open = await makeRequest(buyer, { brandId: brand.id })
      const discarded = await makeRequest(buyer, { brandId: brand.id })
      await VendorIgnoreFactory.merge({
        quotationRequestId: discarded.id,
        storeId: store.id,
      }).create()
      const quoted = await makeRequest(buyer, { brandId: brand.id })
      await QuotationFactory.merge({ quotationRequestId: quoted.id, storeId: store.id }).create()

      const only = async (scope: string) =>
        codes(
          (
            await client
              .get(VENDOR_PATHS.requests)
              .qs({ scopes: scope })
              .loginAs(owner)
              .accept('json')
          ).body()
        )
      assert.deepEqual(await only('notIgnored'), [open.code, quoted.code].sort())
      assert.deepEqual(await only('notQuoted'), [open.code, discarded.code].sort())
    })

    test('an adviser sees the store Pendientes, never their own nor the owner purchases', async ({
      client,
      assert,
    }) => {
      const brand = await makeBrand()
      const { owner, advisers } = await makeGoStore({ brands: [brand], advisers: 1 })
      const adviser = advisers[0].account
      const buyer = await makeBuyer()
      const forStore = await makeRequest(buyer, { brandId: brand.id })
      await makeRequest(owner, { brandId: brand.id })
      await makeRequest(adviser, { brandId: brand.id })

      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING })
        .loginAs(adviser)
        .accept('json')
      response.assertStatus(200)
      assert.deepEqual(codes(response.body()), [forStore.code])
    })

    test('a buyer asking for a vendor scope gets a Spanish 403', async ({ client }) => {
      const buyer = await makeBuyer()
      await makeRequest(buyer)
      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: JSON.stringify(['notIgnored']) })
        .loginAs(buyer)
        .accept('json')
      response.assertStatus(403)
      response.assertBodyContains({ message: NOT_VENDOR })
    })

    test('a guest gets 401', async ({ client }) => {
      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING })
        .accept('json')
      response.assertStatus(401)
    })

    test('a vendor whose store lacks the GO module gets the activation 403', async ({ client }) => {
      const { owner } = await makeGoStore({ goModule: false })
      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING })
        .loginAs(owner)
        .accept('json')
      response.assertStatus(403)
      response.assertBodyContains({
        message:
          'Tu cuenta tiene inactivo el módulo de Repuestos GO. Solicita la activación desde el siguiente formulario.',
      })
    })

    test('a vendor asking for another store gets 403', async ({ client }) => {
      const { owner } = await makeGoStore()
      const other = await makeGoStore()
      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING, storeId: other.store.id })
        .loginAs(owner)
        .accept('json')
      response.assertStatus(403)
      response.assertBodyContains({
        message: 'No tienes permiso para consultar la información de esta tienda',
      })
    })

    test('{kind} reads one store Pendientes with storeId, or every open request without')
      .with([
        { kind: 'an admin', make: makeAdmin },
        { kind: 'a module manager', make: makeModuleManager },
      ])
      .run(async ({ client, assert }, { make }) => {
        const staff = await make()
        const brand = await makeBrand()
        const { store } = await makeGoStore({ brands: [brand] })
        const buyer = await makeBuyer({ fullName: 'Ana Gómez', mobile: '3001234567' })
        const forStore = await makeRequest(buyer, { brandId: brand.id })
        const otherBrand = await makeRequest(buyer, { brandId: (await makeBrand()).id })
        await makeRequest(buyer, { states: ['closed'], brandId: brand.id })

        const oneStore = await client
          .get(VENDOR_PATHS.requests)
          .qs({ scopes: PENDING, storeId: store.id, with: 'user' })
          .loginAs(staff)
          .accept('json')
        oneStore.assertStatus(200)
        assert.deepEqual(codes(oneStore.body()), [forStore.code])
        assert.deepEqual(oneStore.body().data[0].user, { name: 'Ana Gómez', mobile: '3001234567' })

        const platform = await client
          .get(VENDOR_PATHS.requests)
          .qs({ scopes: PENDING })
          .loginAs(staff)
          .accept('json')
        platform.assertStatus(200)
        assert.deepEqual(codes(platform.body()), [forStore.code, otherBrand.code].sort())
        assert.isTrue(
          platform.body().data.every((row: any) => row.quotationRequestToVendor === null)
        )

        const unknown = await client
          .get(VENDOR_PATHS.requests)
          .qs({ scopes: PENDING, storeId: 999999 })
          .loginAs(staff)
          .accept('json')
        unknown.assertStatus(404)
      })

    test('an unknown scope is still a Spanish 422', async ({ client }) => {
      const { owner } = await makeGoStore()
      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: 'inWaiting' })
        .loginAs(owner)
        .accept('json')
      response.assertStatus(422)
    })
  }
)

test.group('Pendientes API: row fields, live fetch, paging', (group) => {
  freshDatabase(group)

  test('isNewQuotationRequest: new for 60 minutes, until the store marks it in process', async ({
    client,
    assert,
  }) => {
    const brand = await makeBrand()
    const { store, owner } = await makeGoStore({ brands: [brand] })
    const buyer = await makeBuyer()
    const fresh = await makeRequest(buyer, { brandId: brand.id })
    const old = await makeRequest(buyer, {
      brandId: brand.id,
      createdAt: DateTime.now().minus({ minutes: 61 }),
    })
    const inProcess = await makeRequest(buyer, { brandId: brand.id })
    await ProcessObservationFactory.merge({
      quotationRequestId: inProcess.id,
      storeId: store.id,
      processObservation: 'Consultando con bodega',
    }).create()
    // another store's observation is not this store's
    const other = await makeGoStore({ brands: [brand] })
    await ProcessObservationFactory.merge({
      quotationRequestId: fresh.id,
      storeId: other.store.id,
    }).create()

    const response = await client
      .get(VENDOR_PATHS.requests)
      .qs({ scopes: PENDING })
      .loginAs(owner)
      .accept('json')
    const byId = new Map<number, any>(response.body().data.map((row: any) => [row.id, row]))
    assert.isTrue(byId.get(fresh.id).isNewQuotationRequest)
    assert.isNull(byId.get(fresh.id).quotationRequestToVendor)
    assert.isFalse(byId.get(old.id).isNewQuotationRequest)
    assert.isFalse(byId.get(inProcess.id).isNewQuotationRequest)
    assert.equal(
      byId.get(inProcess.id).quotationRequestToVendor.process_observation_by_seller,
      'Consultando con bodega'
    )
  })

  test('the live push fetch: filter by id with the Pendientes scopes', async ({
    client,
    assert,
  }) => {
    const brand = await makeBrand()
    const { owner } = await makeGoStore({ brands: [brand] })
    const buyer = await makeBuyer()
    const mine = await makeRequest(buyer, { brandId: brand.id })
    const notMine = await makeRequest(buyer, { brandId: (await makeBrand()).id })
    const fetch = (id: number) =>
      client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING, filter: JSON.stringify({ id }), with: 'brand,city,details' })
        .loginAs(owner)
        .accept('json')
    assert.deepEqual(codes((await fetch(mine.id)).body()), [mine.code])
    assert.deepEqual((await fetch(notMine.id)).body().data, [])
  })

  test('a page costs the same number of queries for 20 rows as for 200 (no N+1)', async ({
    client,
    assert,
  }) => {
    const brand = await makeBrand()
    const { store, owner } = await makeGoStore({ brands: [brand] })
    const buyer = await makeBuyer()
    const make = async (count: number) => {
      const requests = await QuotationRequestFactory.merge({ userId: buyer.id, brandId: brand.id })
        .with('details', 2)
        .createMany(count)
      await ProcessObservationFactory.merge(
        requests.map((request) => ({ quotationRequestId: request.id, storeId: store.id }))
      ).createMany(count)
    }
    const run = (pageSize: number) => () =>
      client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING, with: 'brand,city,details', pageSize })
        .loginAs(owner)
        .accept('json')
    await make(20)
    let rows = 0
    const few = await queriesDuring(async () => {
      rows = (await run(20)()).body().data.length
    })
    assert.equal(rows, 20)
    await make(180)
    const many = await queriesDuring(async () => {
      rows = (await run(200)()).body().data.length
    })
    assert.equal(rows, 200)
    assert.equal(many.length, few.length)
    assert.lengthOf(
      many.filter(
        (sql) =>
          sql.includes('from "quotation_request_to_vendors"') ||
          sql.includes('from `quotation_request_to_vendors`')
      ),
      1
    )
  }).timeout(60_000)

  test('over 500 pending requests the count stops at 500 and says there are more', async ({
    client,
    assert,
  }) => {
    const brand = await makeBrand()
    const { owner } = await makeGoStore({ brands: [brand] })
    const buyer = await makeBuyer()
    await QuotationRequestFactory.merge({ userId: buyer.id, brandId: brand.id }).createMany(501)
    const response = await client
      .get(VENDOR_PATHS.requests)
      .qs({ scopes: PENDING, pageSize: 20 })
      .loginAs(owner)
      .accept('json')
    response.assertStatus(200)
    assert.lengthOf(response.body().data, 20)
    assert.deepEqual(response.body().metadata, {
      count: 500,
      page: 0,
      pageSize: 20,
      countCapped: true,
    })
  }).timeout(60_000)

  test('zero-based pages of 20, newest first', async ({ client, assert }) => {
    const brand = await makeBrand()
    const { owner } = await makeGoStore({ brands: [brand] })
    const buyer = await makeBuyer()
    const made = []
    for (let index = 0; index < 22; index++) {
      made.push(
        await makeRequest(buyer, {
          parts: 0,
          brandId: brand.id,
          createdAt: DateTime.now().minus({ minutes: 30 - index }),
        })
      )
    }
    const first = await client
      .get(VENDOR_PATHS.requests)
      .qs({ scopes: PENDING })
      .loginAs(owner)
      .accept('json')
    assert.lengthOf(first.body().data, 20)
    assert.equal(first.body().metadata.count, 22)
    assert.equal(first.body().data[0].id, made[21].id)
    const second = await client
      .get(VENDOR_PATHS.requests)
      .qs({ scopes: PENDING, page: 1 })
      .loginAs(owner)
      .accept('json')
    assert.deepEqual(
      second.body().data.map((row: any) => row.id),
      [made[1].id, made[0].id]
    )
  })
})

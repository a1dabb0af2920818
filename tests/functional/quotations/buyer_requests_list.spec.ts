import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import {
  makeAdmin,
  makeBrandAndCity,
  makeBuyer,
  makeModuleManager,
  makeRequest,
  queriesDuring,
  REQUESTS_API,
} from '#tests/helpers/requests'
import { QuotationRequestDetailFactory } from '#database/factories/quotation_request_detail_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { VehicleFactory } from '#database/factories/vehicle_factory'

const codes = (body: { data: { code: string }[] }) => body.data.map((row) => row.code).sort()

test.group('Buyer request list: who sees what', (group) => {
  freshDatabase(group)

  test('a guest gets 401 in Spanish', async ({ client }) => {
    const response = await client.get(REQUESTS_API).accept('json')
    response.assertStatus(401)
    response.assertBodyContains({ message: 'Debes iniciar sesión para continuar' })
  })

  test('a buyer sees only their own requests, with the count', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const other = await makeBuyer()
    const mine = [await makeRequest(buyer), await makeRequest(buyer, { states: ['closed'] })]
    await makeRequest(other)
    await makeRequest(other)
    await makeRequest(other)

    const response = await client.get(REQUESTS_API).loginAs(buyer).accept('json')
    response.assertStatus(200)
    assert.deepEqual(codes(response.body()), mine.map((request) => request.code).sort())
    assert.equal(response.body().metadata.count, 2)
    assert.notProperty(response.body().data[0], 'user')
  })

  test('a buyer asking for the user relation gets only their own contact data', async ({
    client,
    assert,
  }) => {
    const buyer = await makeBuyer()
    await makeRequest(buyer)
    const response = await client
      .get(REQUESTS_API)
      .qs({ with: 'brand,user,city' })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(200)
    const [row] = response.body().data
    assert.deepEqual(row.user, { name: buyer.fullName, mobile: buyer.mobile })
    assert.property(row, 'brand')
    assert.property(row, 'city')
  })

  test('a buyer filtering by another buyer id still gets only their own rows', async ({
    client,
    assert,
  }) => {
    const buyer = await makeBuyer()
    const other = await makeBuyer()
    const theirs = await makeRequest(other)
    const response = await client
      .get(REQUESTS_API)
      .qs({ filter: JSON.stringify({ id: theirs.id }), with: 'user' })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(200)
    assert.deepEqual(response.body(), { data: [], metadata: { count: 0, page: 0, pageSize: 20 } })
    assert.notInclude(JSON.stringify(response.body()), other.mobile!)
  })

  test('{kind} sees every request with the buyer name and mobile')
    .with([
      { kind: 'a module manager', make: makeModuleManager },
      { kind: 'an admin', make: makeAdmin },
    ])
    .run(async ({ client, assert }, { make }) => {
      const staff = await make()
      const ana = await makeBuyer({ fullName: 'Ana Gómez', mobile: '3001234567' })
      const luis = await makeBuyer({ fullName: 'Luis Díaz', mobile: '3007654321' })
      const first = await makeRequest(ana)
      const second = await makeRequest(luis)

      const response = await client
        .get(REQUESTS_API)
        .qs({ with: 'user' })
        .loginAs(staff)
        .accept('json')
      response.assertStatus(200)
      assert.equal(response.body().metadata.count, 2)
      const byId = new Map(response.body().data.map((row: any) => [row.id, row]))
      assert.deepEqual((byId.get(first.id) as any).user, {
        name: 'Ana Gómez',
        mobile: '3001234567',
      })
      assert.deepEqual((byId.get(second.id) as any).user, {
        name: 'Luis Díaz',
        mobile: '3007654321',
      })
    })

  test('a vendor who is also a buyer sees only their own requests', async ({ client, assert }) => {
    const vendor = await makeBuyer({ isVendor: true, userKind: 'vendor' })
    const own = await makeRequest(vendor)
    await makeRequest(await makeBuyer())
    const response = await client.get(REQUESTS_API).loginAs(vendor).accept('json')
    assert.deepEqual(codes(response.body()), [own.code])
  })
})

test.group('Buyer request list: rows, relations, scopes and paging', (group) => {
  freshDatabase(group)

  test('a row carries the spec fields and the relations asked for', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
    const store = await StoreFactory.create()
    const vehicle = await VehicleFactory.merge({
      userId: buyer.id,
      brandId: brand.id,
      cylinderCapacity: '1206',
      fuelType: 'Gasolina',
    }).create()
    const request = await makeRequest(buyer, {
      parts: 0,
      brandId: brand.id,
      cityId: city.id,
      storeId: store.id,
      vehicleId: vehicle.id,
      vehicleModel: 'Spark GT',
      vehicleYear: 2015,
      vehicleVin: '9GAMM6100FB012345',
      quotationsCount: 1,
    })
    await QuotationRequestDetailFactory.merge({
      quotationRequestId: request.id,
      name: 'Pastillas de freno',
      amount: 2,
      reference: 'BP-1234',
    }).create()
    await QuotationRequestDetailFactory.apply('tyre')
      .merge({ quotationRequestId: request.id })
      .create()

    const response = await client
      .get(REQUESTS_API)
      .qs({ with: JSON.stringify(['brand', 'city', 'details', 'vehicle', 'store']) })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(200)
    const [row] = response.body().data
    assert.containSubset(row, {
      id: request.id,
      code: request.code,
      store_id: store.id,
      is_closed: false,
      is_expired: false,
      close_reason: null,
      quote_by_product: false,
      quotationsCount: 1,
      vehicle_model: 'Spark GT',
      vehicle_year: 2015,
      can_close: true,
      brand: { id: brand.id, name: 'Chevrolet' },
      city: { id: city.id, name: 'Medellín', full_name: 'Medellín, Antioquia' },
      store: { id: store.id, name: store.name },
      vehicle: { VIN: '9GAMM6100FB012345', cylinder_capacity: '1206', fuel_type: 'Gasolina' },
      details: [
        { name: 'Pastillas de freno', amount: 2, reference: 'BP-1234', rimDimensions: null },
        {
          name: 'Llantas',
          amount: 4,
          rimDimensions: { rimWidth: '205', rimProfile: '55', rinSize: '16' },
        },
      ],
    })
    assert.isTrue(DateTime.fromISO(row.created_at).isValid)
    assert.properties(row.details[0], ['id', 'name', 'amount', 'image', 'reference'])
  })

  test('without `with` a row has no relations', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    await makeRequest(buyer)
    const response = await client.get(REQUESTS_API).loginAs(buyer).accept('json')
    const [row] = response.body().data
    for (const relation of ['brand', 'city', 'details', 'vehicle', 'store', 'user']) {
      assert.notProperty(row, relation)
    }
    assert.properties(row, ['brand_id', 'city_id', 'vehicle_model', 'vehicle_year'])
  })

  test('an unknown relation is a Spanish 422', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client
      .get(REQUESTS_API)
      .qs({ with: 'brand,quotations' })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      message:
        "La relación 'quotations' no está permitida. Usa: brand, user, city, details, vehicle, store",
      errors: [{ field: 'with' }],
    })
  })

  test('scopes split open from closed and expired requests', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const open = await makeRequest(buyer)
    const closed = await makeRequest(buyer, { states: ['closed'] })
    const expired = await makeRequest(buyer, { states: ['expired'] })
    const closedAndExpired = await makeRequest(buyer, { states: ['closed', 'expired'] })

    const openList = await client
      .get(REQUESTS_API)
      .qs({ scopes: JSON.stringify(['quotationRequestOpen']) })
      .loginAs(buyer)
      .accept('json')
    assert.deepEqual(codes(openList.body()), [open.code])
    assert.equal(openList.body().metadata.count, 1)

    const closedList = await client
      .get(REQUESTS_API)
      .qs({ scopes: 'quotationRequestClosed' })
      .loginAs(buyer)
      .accept('json')
    assert.deepEqual(
      codes(closedList.body()),
      [closed.code, expired.code, closedAndExpired.code].sort()
    )
    const expiredRow = closedList.body().data.find((row: any) => row.id === expired.id)
    assert.containSubset(expiredRow, { is_closed: false, is_expired: true, can_close: false })
  })

  test('an unknown scope is a Spanish 422', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client
      .get(REQUESTS_API)
      .qs({ scopes: JSON.stringify(['onlyMine']) })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      message:
        "El scope 'onlyMine' no está permitido. Usa: quotationRequestOpen, quotationRequestClosed, notIgnored, ownedByStore, notQuoted, dontOwnedByUser, notExpired, inWait",
    })
  })

  test('a vendor scope asked for by a buyer is a Spanish 403 (vendor list only)', async ({
    client,
  }) => {
    const buyer = await makeBuyer()
    const response = await client
      .get(REQUESTS_API)
      .qs({ scopes: JSON.stringify(['notIgnored']) })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(403)
  })

  test('bad JSON in filter is a Spanish 422', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client
      .get(REQUESTS_API)
      .qs({ filter: '{"is_closed":' })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      message: 'El parámetro filter no es un JSON válido',
      errors: [{ field: 'filter', message: 'El parámetro filter no es un JSON válido' }],
    })
  })

  test('an unknown filter is a Spanish 422', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client
      .get(REQUESTS_API)
      .qs({ filter: JSON.stringify({ user_id: 3 }) })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'filter' }] })
    response.assertTextIncludes("El filtro 'user_id' no está permitido")
  })

  test('filters narrow the list', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    await makeBrandAndCity('Renault') // the brand of the requests made without one
    const { brand } = await makeBrandAndCity('Mazda')
    const store = await StoreFactory.create()
    const mazda = await makeRequest(buyer, {
      brandId: brand.id,
      vehicleModel: 'Mazda 3 Touring',
      vehicleYear: 2018,
    })
    const logan = await makeRequest(buyer, { vehicleModel: 'Logan', vehicleYear: 2012 })
    const inStore = await makeRequest(buyer, {
      vehicleModel: 'Duster',
      vehicleYear: 2021,
      storeId: store.id,
      states: ['closed'],
    })
    const old = await makeRequest(buyer, {
      vehicleModel: 'Sail',
      vehicleYear: 2016,
      createdAt: DateTime.fromISO('2026-01-10T15:00:00Z'),
    })

    const list = async (filter: Record<string, unknown>) => {
      const response = await client
        .get(REQUESTS_API)
        .qs({ filter: JSON.stringify(filter) })
        .loginAs(buyer)
        .accept('json')
      response.assertStatus(200)
      return codes(response.body())
    }
    assert.deepEqual(await list({ brand_id: brand.id }), [mazda.code])
    assert.deepEqual(await list({ vehicle_model: 'mazda 3' }), [mazda.code])
    assert.deepEqual(await list({ vehicle_year: 2012 }), [logan.code])
    assert.deepEqual(
      await list({ vehicle_year: { from: 2017, to: 2022 } }),
      [inStore.code, mazda.code].sort()
    )
    assert.deepEqual(await list({ is_closed: true }), [inStore.code])
    assert.deepEqual(await list({ store_id: store.id }), [inStore.code])
    assert.deepEqual(await list({ store_id: null }), [logan.code, mazda.code, old.code].sort())
    assert.deepEqual(await list({ code: logan.code.toLowerCase() }), [logan.code])
    assert.deepEqual(await list({ id: [mazda.id, logan.id] }), [logan.code, mazda.code].sort())
    assert.deepEqual(await list({ created_at: { from: '2026-01-10', to: '2026-01-10' } }), [
      old.code,
    ])
    assert.deepEqual(
      await list({ created_at: ['2026-01-11', null] }),
      [inStore.code, logan.code, mazda.code].sort()
    )
  })

  test('a bad filter value is a Spanish 422', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client
      .get(REQUESTS_API)
      .qs({ filter: JSON.stringify({ vehicle_year: 'nuevo' }) })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ message: "El valor del filtro 'vehicle_year' no es válido" })
  })

  test('pages are zero-based, 20 rows by default, newest first', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const start = DateTime.now().minus({ hours: 30 })
    const made = []
    for (let index = 0; index < 23; index++) {
      made.push(await makeRequest(buyer, { parts: 0, createdAt: start.plus({ hours: index }) }))
    }
    const newestFirst = made.map((request) => request.code).reverse()

    const first = await client.get(REQUESTS_API).loginAs(buyer).accept('json')
    assert.equal(first.body().data.length, 20)
    assert.deepEqual(first.body().metadata, { count: 23, page: 0, pageSize: 20 })
    assert.deepEqual(
      first.body().data.map((row: any) => row.code),
      newestFirst.slice(0, 20)
    )

    const second = await client.get(REQUESTS_API).qs({ page: 1 }).loginAs(buyer).accept('json')
    assert.deepEqual(
      second.body().data.map((row: any) => row.code),
      newestFirst.slice(20)
    )
    assert.equal(second.body().metadata.count, 23)

    const small = await client
      .get(REQUESTS_API)
      .qs({ page: 2, pageSize: 5, order: 'created_at asc' })
      .loginAs(buyer)
      .accept('json')
    assert.deepEqual(
      small.body().data.map((row: any) => row.code),
      made.slice(10, 15).map((request) => request.code)
    )
  })

  test('page and pageSize out of range are Spanish 422', async ({ client }) => {
    const buyer = await makeBuyer()
    const tooBig = await client
      .get(REQUESTS_API)
      .qs({ pageSize: 201 })
      .loginAs(buyer)
      .accept('json')
    tooBig.assertStatus(422)
    tooBig.assertBodyContains({
      errors: [
        { field: 'pageSize', message: 'El tamaño de página debe ser un número entre 1 y 200' },
      ],
    })
    const negative = await client.get(REQUESTS_API).qs({ page: -1 }).loginAs(buyer).accept('json')
    negative.assertStatus(422)
    negative.assertBodyContains({
      errors: [{ field: 'page', message: 'La página debe ser un número entero mayor o igual a 0' }],
    })
    const badOrder = await client
      .get(REQUESTS_API)
      .qs({ order: 'user_id desc' })
      .loginAs(buyer)
      .accept('json')
    badOrder.assertStatus(422)
    badOrder.assertBodyContains({ errors: [{ field: 'order' }] })
  })

  test('a page costs the same number of queries for 2 rows as for 12 (no N+1)', async ({
    client,
    assert,
  }) => {
    const manager = await makeModuleManager()
    const run = () =>
      client
        .get(REQUESTS_API)
        .qs({ with: 'brand,user,city,details,vehicle,store' })
        .loginAs(manager)
        .accept('json')
    for (let index = 0; index < 2; index++) {
      await makeRequest(await makeBuyer(), { states: ['forStore'] })
    }
    const few = await queriesDuring(run)
    for (let index = 0; index < 10; index++) {
      await makeRequest(await makeBuyer(), { states: ['forStore'] })
    }
    let rows = 0
    const many = await queriesDuring(async () => {
      rows = (await run()).body().data.length
    })
    assert.equal(rows, 12)
    assert.equal(many.length, few.length)
    const detailQueries = many.filter((sql) => sql.includes('quotation_request_details'))
    assert.lengthOf(detailQueries, 1)
  })
})

import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrandAndCity, makeBuyer, makeRequest, queriesDuring } from '#tests/helpers/requests'
import { makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'
import { ProcessObservationFactory } from '#database/factories/process_observation_factory'
import { VehicleFactory } from '#database/factories/vehicle_factory'

/**
 * The tables only the request list reads (the requests, their parts, the store's process
 * observations, brands, cities, vehicles): each statement naming one of them is a round trip of
 * the list itself, not of the sign-in or of the vendor's store.
 */
const LIST_TABLES = /quotation_request|vehicle_brands|localization_zones|[`"]vehicles[`"]/

test.group('Pendientes API: round trips (bench/pendientes.mjs, issue 8)', (group) => {
  freshDatabase(group)

  test('a page with every relation is read in two queries: the ids with the count, then the rows', async ({
    client,
    assert,
  }) => {
    const { brand, city } = await makeBrandAndCity('Mazda', 'Medellín')
    const { store, owner } = await makeGoStore({ brands: [brand] })
    const buyer = await makeBuyer()
    const vehicle = await VehicleFactory.merge({ userId: buyer.id, brandId: brand.id }).create()
    const plain = await makeRequest(buyer, { brandId: brand.id, cityId: city.id, parts: 3 })
    const observed = await makeRequest(buyer, {
      brandId: brand.id,
      cityId: city.id,
      vehicleId: vehicle.id,
      parts: 1,
    })
    await ProcessObservationFactory.merge({
      quotationRequestId: observed.id,
      storeId: store.id,
      processObservation: 'Consultando con bodega',
    }).create()

    let body: any
    const statements = await queriesDuring(async () => {
      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING, with: 'brand,user,city,details,vehicle,store' })
        .loginAs(owner)
        .accept('json')
      response.assertStatus(200)
      body = response.body()
    })

    assert.lengthOf(
      statements.filter((sql) => LIST_TABLES.test(sql)),
      2,
      statements.join('\n')
    )
    assert.deepEqual(body.metadata, { count: 2, page: 0, pageSize: 20 })
    assert.deepEqual(
      body.data.map((row: any) => row.id),
      [observed.id, plain.id]
    )
    const [first, second] = body.data
    assert.deepEqual(first.brand, { id: brand.id, name: 'Mazda' })
    assert.deepEqual(first.city, {
      id: city.id,
      name: 'Medellín',
      full_name: 'Medellín, Antioquia',
    })
    assert.isNull(first.store)
    assert.equal(first.vehicle.id, vehicle.id)
    assert.lengthOf(first.details, 1)
    assert.equal(
      first.quotationRequestToVendor.process_observation_by_seller,
      'Consultando con bodega'
    )
    assert.isFalse(first.isNewQuotationRequest)
    assert.deepEqual(
      second.details.map((detail: any) => detail.id),
      [...second.details.map((detail: any) => detail.id)].sort((a: number, b: number) => a - b)
    )
    assert.lengthOf(second.details, 3)
    assert.isNull(second.quotationRequestToVendor)
    assert.isTrue(second.isNewQuotationRequest)
  })
})

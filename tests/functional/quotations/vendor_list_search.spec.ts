import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrandAndCity, makeBuyer, queriesDuring } from '#tests/helpers/requests'
import { makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import type User from '#users/models/user'

/**
 * The seller tabs' search box (issue 19): a request is found as the vendor types, by a fragment
 * of its code, its brand, model, part name or part number, or city, case and accents ignored.
 */
async function world() {
  const chevrolet = await makeBrandAndCity('Chevrolet', 'Medellín', 'Antioquia')
  const mazda = await makeBrandAndCity('Mazda', 'Bogotá', 'Cundinamarca')
  const { owner, store } = await makeGoStore({ brands: [chevrolet.brand, mazda.brand] })
  const buyer = await makeBuyer()
  const request = (
    code: string,
    place: typeof chevrolet,
    vehicleModel: string,
    parts: { name: string; reference?: string | null }[]
  ) =>
    QuotationRequestFactory.merge({
      userId: buyer.id,
      code,
      brandId: place.brand.id,
      cityId: place.city.id,
      vehicleModel,
    })
      .with('details', parts.length, (detail) =>
        detail.merge(parts.map((part) => ({ reference: null, ...part })))
      )
      .create()
  const spark = await request('SC-000012', chevrolet, 'Spark GT', [
    { name: 'Batería', reference: 'AB-778' },
    { name: 'Filtro de aceite' },
  ])
  const cx5 = await request('SC-000120', mazda, 'CX-5', [{ name: 'Pastillas de freno' }])
  const mazda3 = await request('SC-000345', mazda, '3', [{ name: 'Amortiguador trasero' }])
  return { owner, store, spark, cx5, mazda3 }
}

const pendingCodes = async (client: any, owner: User, search: string) => {
  const response = await client
    .get(VENDOR_PATHS.requests)
    .qs({ scopes: PENDING, with: 'brand,city,details', filter: JSON.stringify({ search }) })
    .loginAs(owner)
    .accept('json')
  response.assertStatus(200)
  return (response.body().data as { code: string }[]).map((row) => row.code).sort()
}

test.group('Vendor lists: the search box', (group) => {
  freshDatabase(group)

  test('Pendientes finds a request by a code fragment: 12, 000012, sc-000012', async ({
    client,
    assert,
  }) => {
    const { owner } = await world()
    assert.deepEqual(await pendingCodes(client, owner, '12'), ['SC-000012', 'SC-000120'])
    assert.deepEqual(await pendingCodes(client, owner, '000012'), ['SC-000012'])
    assert.deepEqual(await pendingCodes(client, owner, 'sc-000012'), ['SC-000012'])
    assert.deepEqual(await pendingCodes(client, owner, ' 345 '), ['SC-000345'])
  })

  test('Pendientes finds by brand and by model, case ignored', async ({ client, assert }) => {
    const { owner } = await world()
    assert.deepEqual(await pendingCodes(client, owner, 'chevro'), ['SC-000012'])
    assert.deepEqual(await pendingCodes(client, owner, 'MAZDA'), ['SC-000120', 'SC-000345'])
    assert.deepEqual(await pendingCodes(client, owner, 'spark'), ['SC-000012'])
    assert.deepEqual(await pendingCodes(client, owner, 'cx-5'), ['SC-000120'])
  })

  test('Pendientes finds by part name, accents ignored, and by part number', async ({
    client,
    assert,
  }) => {
    const { owner } = await world()
    assert.deepEqual(await pendingCodes(client, owner, 'bateria'), ['SC-000012'])
    assert.deepEqual(await pendingCodes(client, owner, 'BATERÍA'), ['SC-000012'])
    assert.deepEqual(await pendingCodes(client, owner, 'freno'), ['SC-000120'])
    assert.deepEqual(await pendingCodes(client, owner, 'ab-778'), ['SC-000012'])
  })

  test('Pendientes finds by city, accents ignored; several words narrow', async ({
    client,
    assert,
  }) => {
    const { owner } = await world()
    assert.deepEqual(await pendingCodes(client, owner, 'medellin'), ['SC-000012'])
    assert.deepEqual(await pendingCodes(client, owner, 'Bogotá'), ['SC-000120', 'SC-000345'])
    assert.deepEqual(await pendingCodes(client, owner, 'bogota amortiguador'), ['SC-000345'])
    assert.deepEqual(await pendingCodes(client, owner, 'medellin freno'), [])
    assert.deepEqual(await pendingCodes(client, owner, 'volvo'), [])
  })

  test('a LIKE wildcard finds nothing special; a search over 128 characters is a 422', async ({
    client,
    assert,
  }) => {
    const { owner } = await world()
    assert.deepEqual(await pendingCodes(client, owner, '_0001_'), ['SC-000012', 'SC-000120'])
    const response = await client
      .get(VENDOR_PATHS.requests)
      .qs({ scopes: PENDING, filter: JSON.stringify({ search: 'a'.repeat(129) }) })
      .loginAs(owner)
      .accept('json')
    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'filter')
  })

  test('a searched Pendientes page costs the same number of queries as the plain one', async ({
    client,
    assert,
  }) => {
    const { owner } = await world()
    const run = (filter?: object) =>
      client
        .get(VENDOR_PATHS.requests)
        .qs({
          scopes: PENDING,
          with: 'brand,city,details',
          ...(filter ? { filter: JSON.stringify(filter) } : {}),
        })
        .loginAs(owner)
        .accept('json')
    const plain = await queriesDuring(() => run())
    const searched = await queriesDuring(() => run({ search: 'mazda freno' }))
    assert.equal(searched.length, plain.length)
  })

  test('Cotizadas and Descartadas search the same way', async ({ client, assert }) => {
    const { owner, store, spark, cx5, mazda3 } = await world()
    const quoted = await QuotationFactory.merge({
      quotationRequestId: cx5.id,
      storeId: store.id,
    }).create()
    await QuotationFactory.merge({ quotationRequestId: mazda3.id, storeId: store.id }).create()
    await VendorIgnoreFactory.merge({ quotationRequestId: spark.id, storeId: store.id }).create()

    const quotations = async (search: string) => {
      const response = await client
        .get(VENDOR_PATHS.quotations)
        .qs({ scopes: 'ownedByVendor', filter: JSON.stringify({ search }) })
        .loginAs(owner)
        .accept('json')
      response.assertStatus(200)
      return (response.body().data as { id: number }[]).map((row) => row.id)
    }
    assert.deepEqual(await quotations('freno'), [quoted.id])
    assert.deepEqual(await quotations('000120'), [quoted.id])
    assert.deepEqual(await quotations(quoted.code.toLowerCase()), [quoted.id])
    assert.lengthOf(await quotations('bogota'), 2)

    const discards = async (search: string) => {
      const response = await client
        .get(VENDOR_PATHS.discards)
        .qs({ with: 'quotationRequest', filter: JSON.stringify({ search }) })
        .loginAs(owner)
        .accept('json')
      response.assertStatus(200)
      return (response.body().data as { quotationRequest: { code: string } }[]).map(
        (row) => row.quotationRequest.code
      )
    }
    assert.deepEqual(await discards('medellín'), ['SC-000012'])
    assert.deepEqual(await discards('12'), ['SC-000012'])
    assert.deepEqual(await discards('mazda'), [])
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeBrand, makeGoStore } from '#tests/helpers/vendors'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { NpsRatingFactory } from '#database/factories/nps_rating_factory'
import { ProductImageFactory } from '#database/factories/product_image_factory'
import { VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'
import { storeResponse } from '#quotations/queries/store_response_query'
import { scopeOf } from '#quotations/queries/vendor_access_query'
import PublicStoreQuery from '#stores/queries/public_store_query'

const page = (urlPath: string, qs = '') => `/tienda/${urlPath}${qs}`

test.group('Public store page /tienda/{store}', (group) => {
  freshDatabase(group)

  test('a guest gets the store, its brands, rating and own photos, nothing of anybody', async ({
    client,
    assert,
  }) => {
    const city = await makeCity('Medellín', 'Antioquia', '05001')
    const zeta = await VehicleBrandFactory.merge({ name: 'Zotye' }).create()
    const chevrolet = await VehicleBrandFactory.merge({ name: 'Chevrolet' }).create()
    const { store, owner, advisers } = await makeGoStore({
      brands: [zeta, chevrolet],
      advisers: 1,
      name: 'Frenos La 80',
    })
    store.merge({ cityId: city.id, description: 'Frenos y suspensión desde 1998.' })
    await store.save()
    await ProductImageFactory.merge({ storeId: store.id, name: 'Pastillas de freno' }).create()
    await ProductImageFactory.apply('catalog').merge({ storeId: store.id }).create()
    await ProductImageFactory.merge({ storeId: (await makeGoStore()).store.id }).create()
    // ratings 10 and 6 → 8/10 = 4 stars; the adviser's own rating is never counted
    const buyer = await makeBuyer({ fullName: 'Zoila Privada', email: 'zoila@privada.test' })
    await NpsRatingFactory.merge({ storeId: store.id, userId: buyer.id, score: 10 }).create()
    await NpsRatingFactory.merge({ storeId: store.id, score: 6 }).create()
    await NpsRatingFactory.merge({
      storeId: store.id,
      userId: advisers[0].account.id,
      score: 0,
    }).create()
    await makeRequest(buyer, { brandId: chevrolet.id, vehicleLicensePlate: 'ZZZ999' })

    const response = await client.get(page(store.urlPath)).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('stores/show')
    const props = response.inertiaProps as any
    assert.deepEqual(props.store, {
      id: store.id,
      name: 'Frenos La 80',
      urlPath: store.urlPath,
      logoUrl: null,
      description: 'Frenos y suspensión desde 1998.',
      city: city.fullName,
      brands: [
        { id: chevrolet.id, name: 'Chevrolet' },
        { id: zeta.id, name: 'Zotye' },
      ],
    })
    assert.deepEqual(props.rating, { averageRating: 4, count: 2 })
    // the same ratings as the satisfaction gauge: 1 promoter (10), 1 detractor (6) → NPS 0
    assert.deepEqual(props.satisfaction, {
      total: 2,
      promoters: 1,
      detractors: 1,
      passives: 0,
      nps: 0,
      band: 'Buena',
    })
    assert.deepEqual(
      props.photos.data.map((photo: any) => photo.name),
      ['Pastillas de freno']
    )
    assert.deepEqual(props.photos.metadata, { count: 1, page: 0, pageSize: 12 })
    assert.isFalse(props.ownStore)
    assert.equal(props.figures.received, 1)

    const text = JSON.stringify(props)
    for (const secret of [
      'Zoila',
      'zoila@privada.test',
      'ZZZ999',
      buyer.mobile,
      owner.email,
      owner.mobile,
      store.mobileNumber,
    ]) {
      if (secret) assert.notInclude(text, secret)
    }
  })

  test('a plain html visit answers the page', async ({ client, assert }) => {
    const city = await makeCity('Cali', 'Valle del Cauca', '76001')
    const { store } = await makeGoStore({ name: 'Repuestos Del Valle' })
    store.cityId = city.id
    await store.save()
    const response = await client.get(page(store.urlPath))
    response.assertStatus(200)
    assert.include(response.text(), 'Repuestos Del Valle')
  })

  test('{who} is the Spanish 404 page')
    .with([
      { who: 'an unknown store', make: async () => ({ url: 'no-existe', host: undefined }) },
      {
        who: 'a store switched off',
        make: async () => {
          const { store } = await makeGoStore()
          store.isActive = false
          await store.save()
          return { url: store.urlPath, host: undefined }
        },
      },
      {
        who: 'a store without the GO module',
        make: async () => ({ url: (await makeGoStore({ goModule: false })).store.urlPath }),
      },
      {
        who: "a Mexican store on Colombia's host",
        make: async () => ({ url: (await makeGoStore({ countryCode: 'MX' })).store.urlPath }),
      },
      {
        who: "a Colombian store on Mexico's host",
        make: async () => ({ url: (await makeGoStore()).store.urlPath, host: 'mx.repuestos.test' }),
      },
    ])
    .run(async ({ client, assert }, { make }) => {
      const { url, host } = (await make()) as { url: string; host?: string }
      const request = client.get(page(url))
      if (host) request.header('host', host)
      const response = await request
      response.assertStatus(404)
      assert.include(response.text(), 'errors/not_found')
      assert.notInclude(response.text(), 'stores/show')
    })

  test('the owner and an adviser are told it is their own store', async ({ client }) => {
    const { store, owner, advisers } = await makeGoStore({ advisers: 1 })
    for (const user of [owner, advisers[0].account]) {
      const response = await client.get(page(store.urlPath)).loginAs(user).withInertia()
      response.assertInertiaPropsContains({ ownStore: true })
    }
    const buyer = await makeUser()
    const response = await client.get(page(store.urlPath)).loginAs(buyer).withInertia()
    response.assertInertiaPropsContains({ ownStore: false })
  })

  test('the gallery pages by 12; a bad page number is the first page', async ({
    client,
    assert,
  }) => {
    const { store } = await makeGoStore()
    await ProductImageFactory.merge({ storeId: store.id }).createMany(13)
    const first = await client.get(page(store.urlPath)).withInertia()
    assert.lengthOf((first.inertiaProps as any).photos.data, 12)
    const second = await client.get(page(store.urlPath, '?page=1')).withInertia()
    assert.lengthOf((second.inertiaProps as any).photos.data, 1)
    assert.deepEqual((second.inertiaProps as any).photos.metadata, {
      count: 13,
      page: 1,
      pageSize: 12,
    })
    const bad = await client.get(page(store.urlPath, '?page=abc')).withInertia()
    assert.equal((bad.inertiaProps as any).photos.metadata.page, 0)
  })
})

test.group('Store page figures (last 30 days)', (group) => {
  freshDatabase(group)

  /**
   * A store selling Chevrolet with one adviser and this month's requests:
   * A quoted after 30 min, B quoted after 90 min (another store quoted it after 5 min first),
   * C discarded, D unanswered, I a store request to it (another brand) unanswered — received.
   * Left out: E quoted but 30 days and 10 minutes old, F its adviser's own request, G another
   * brand's marketplace request, H a store request to another store.
   */
  async function world() {
    const chevrolet = await makeBrand()
    const renault = await makeBrand()
    const { store, advisers } = await makeGoStore({ brands: [chevrolet], advisers: 1 })
    const other = await makeGoStore({ brands: [chevrolet] })
    const buyer = await makeBuyer()
    const now = DateTime.now()
    const at = (minutes: number) => now.minus({ minutes })
    const request = (values: Record<string, unknown>) =>
      makeRequest(buyer, { brandId: chevrolet.id, ...values })
    const quote = (requestId: number, storeId: number, createdAt: DateTime) =>
      QuotationFactory.merge({ quotationRequestId: requestId, storeId, createdAt }).create()

    const inside = 30 * 24 * 60 - 10 // 29 days 23 h 50 min ago
    const a = await request({ createdAt: at(inside) })
    await quote(a.id, store.id, at(inside - 30))
    const b = await request({ createdAt: at(600) })
    await quote(b.id, other.store.id, at(595))
    await quote(b.id, store.id, at(510))
    const c = await request({ createdAt: at(60) })
    await VendorIgnoreFactory.merge({ quotationRequestId: c.id, storeId: store.id }).create()
    await request({ createdAt: at(30) })
    await makeRequest(buyer, {
      states: ['forStore'],
      storeId: store.id,
      brandId: renault.id,
      createdAt: at(20),
    })

    const e = await request({ createdAt: at(30 * 24 * 60 + 10) })
    await quote(e.id, store.id, at(30 * 24 * 60))
    await makeRequest(advisers[0].account, { brandId: chevrolet.id, createdAt: at(15) })
    await request({ brandId: renault.id, createdAt: at(10) })
    await makeRequest(buyer, {
      states: ['forStore'],
      storeId: other.store.id,
      brandId: chevrolet.id,
      createdAt: at(5),
    })
    return { store, now, inside }
  }

  test('received, response rate and median minutes to the first quotation', async ({
    client,
    assert,
  }) => {
    const { store } = await world()
    const response = await client.get(page(store.urlPath)).withInertia()
    response.assertStatus(200)
    assert.deepEqual((response.inertiaProps as any).figures, {
      days: 30,
      received: 5,
      responded: 3,
      responseRate: 60,
      // median of 30 and 90
      medianFirstQuotationMinutes: 60,
    })
  })

  test('the window starts exactly 30 days before', async ({ assert }) => {
    const { store, now, inside } = await world()
    const found = await new PublicStoreQuery().byUrlPath(store.urlPath, 'CO')
    const scope = scopeOf(found!, found!.userId)
    // 10 minutes later request A (29 days 23 h 50 min old) falls out of the window
    const later = await storeResponse(scope, now.plus({ minutes: 11 }), { median: true })
    assert.deepEqual(
      [later.received, later.responded, later.medianFirstQuotationMinutes],
      [4, 2, 90]
    )
    // at the very boundary (exactly 30 days old) it still counts
    const boundary = await storeResponse(scope, now.plus({ minutes: 10 }), { median: true })
    assert.equal(boundary.received, 5)
    assert.isAbove(inside, 0)
  })

  test('a store without requests reads 0 % and no time', async ({ client, assert }) => {
    const { store } = await makeGoStore()
    const response = await client.get(page(store.urlPath)).withInertia()
    assert.deepEqual((response.inertiaProps as any).figures, {
      days: 30,
      received: 0,
      responded: 0,
      responseRate: 0,
      medianFirstQuotationMinutes: null,
    })
  })
})

import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager, makeRequest } from '#tests/helpers/requests'
import {
  DETAIL_API,
  detailFixtures,
  makeVendorStore,
  NOT_FOUND_TEXT,
  VEHICLE_API,
} from '#tests/helpers/vendor_detail'
import { makeBrand } from '#tests/helpers/garage'
import { UserFactory } from '#database/factories/user_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { CartShoppingDetailFactory } from '#database/factories/cart_shopping_detail_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'

const NOT_FOUND_BODY = { message: 'Not found', errors: [{ message: NOT_FOUND_TEXT }] }

test.group('Get a request with relations (GET /api/repuestosGo/QuotationRequest/{id})', (group) => {
  freshDatabase(group)

  test('a vendor gets brand, city, details with their per-store state and own quotations', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures({
      parts: 3,
      request: { states: ['byProduct'] },
    })
    const [first, second, third] = request.details
    const rival = await makeVendorStore({ brands: [brand] })

    // This store quoted the first part; a rival quoted the second and a buyer bought it.
    const own = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
    }).create()
    await QuotationDetailFactory.merge({
      quotationId: own.id,
      quotationRequestDetailId: first.id,
    }).create()
    const rivalQuotation = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: rival.store.id,
    }).create()
    const bought = await QuotationDetailFactory.merge({
      quotationId: rivalQuotation.id,
      quotationRequestDetailId: second.id,
    }).create()
    await CartShoppingDetailFactory.merge({ quotationDetailId: bought.id }).create()
    first.quotationsCount = 1
    await first.save()
    second.quotationsCount = 3
    await second.save()
    // The store marked the third part 'Agotado'; the rival marked the first one.
    await QuotationRequestDetailUnavailable.create({
      detailId: third.id,
      storeId: vendor.store.id,
      userId: vendor.owner.id,
    })
    await QuotationRequestDetailUnavailable.create({
      detailId: first.id,
      storeId: rival.store.id,
      userId: rival.owner.id,
    })

    const response = await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.code, request.code)
    assert.deepEqual(data.brand, { id: brand.id, name: 'Chevrolet' })
    assert.equal(data.city.full_name, 'Medellín, Antioquia')
    assert.isTrue(data.quote_by_product)
    assert.isFalse(data.quotationRequestExpired)
    assert.isTrue(data.available)
    assert.isNull(data.user)
    const byId = Object.fromEntries(data.details.map((detail: any) => [detail.id, detail]))
    assert.deepInclude(byId[first.id], {
      quotationDetailsCount: 1,
      hasCartShoppingDetail: false,
      notAvailable: false,
      relatedQuotation: { id: own.id, code: own.code },
      closed: false,
    })
    assert.deepInclude(byId[second.id], {
      quotationDetailsCount: 3,
      hasCartShoppingDetail: true,
      notAvailable: false,
      relatedQuotation: null,
      closed: true,
    })
    assert.deepInclude(byId[third.id], { notAvailable: true, closed: false })
    assert.deepEqual(
      data.quotations.map((quotation: any) => quotation.id),
      [own.id],
      'a vendor sees only the quotations of the store'
    )
    assert.equal(data.quotations[0].storeVendor.id, vendor.store.id)
    assert.isFalse(data.permissions.canDiscard, 'a part has a quotation of the store')
    assert.isFalse(data.permissions.canMarkInProcess, 'the store quoted it')
    assert.isTrue(data.permissions.canTriage)
  })

  test('staff get every quotation and the buyer, never triage', async ({ client, assert }) => {
    const { request, vendor, brand } = await detailFixtures()
    const rival = await makeVendorStore({ brands: [brand] })
    const a = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
    }).create()
    const b = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: rival.store.id,
    }).create()
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await client.get(DETAIL_API(request.id)).loginAs(staff).accept('json')
      response.assertStatus(200)
      const data = response.body().data
      assert.sameMembers(
        data.quotations.map((quotation: any) => quotation.id),
        [a.id, b.id]
      )
      assert.equal(data.user.name, 'Ana Gómez')
      assert.equal(data.user.whatsapp, 'https://wa.me/573001112233')
      assert.deepInclude(data.permissions, { isStaff: true, canTriage: false, canDiscard: false })
      assert.isTrue(data.details.every((detail: any) => detail.notAvailable === false))
    }
  })

  test('customer data follows the flags: store requests showCustomerData, marketplace showCustomerDataMarketplace', async ({
    client,
    assert,
  }) => {
    const { request, buyer, brand } = await detailFixtures()
    const storeFlag = await makeVendorStore({ brands: [brand], owner: { showCustomerData: true } })
    const marketFlag = await makeVendorStore({
      brands: [brand],
      owner: { showCustomerDataMarketplace: true },
    })
    const ownStoreRequest = await makeRequest(buyer, {
      storeId: storeFlag.store.id,
      brandId: brand.id,
    })
    const marketStoreRequest = await makeRequest(buyer, {
      storeId: marketFlag.store.id,
      brandId: brand.id,
    })

    const see = async (user: any, id: number) =>
      (await client.get(DETAIL_API(id)).loginAs(user).accept('json')).body().data

    assert.isNull((await see(storeFlag.owner, request.id)).user, 'marketplace: no flag')
    assert.equal((await see(storeFlag.owner, ownStoreRequest.id)).user.name, 'Ana Gómez')
    assert.equal((await see(marketFlag.owner, request.id)).user.mobile, '3001112233')
    assert.isNull((await see(marketFlag.owner, marketStoreRequest.id)).user, 'store: no flag')
    assert.isTrue((await see(marketFlag.owner, request.id)).permissions.canSeeCustomerData)
  })

  test('a closed request without a quotation of the store shows the closed alert', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures({ request: { quotationsCount: 3 } })
    const rival = await makeVendorStore({ brands: [brand] })
    await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: rival.store.id,
    }).create()
    const data = (
      await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    ).body().data
    assert.isFalse(data.available)
    assert.isTrue(data.permissions.showClosedAlert)

    // With a quotation of its own the store is not told that others were faster.
    await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
    }).create()
    const again = (
      await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    ).body().data
    assert.isFalse(again.permissions.showClosedAlert)
  })

  test('an expired request says so', async ({ client, assert }) => {
    const { request, vendor } = await detailFixtures({ request: { states: ['expired'] } })
    const data = (
      await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    ).body().data
    assert.isTrue(data.quotationRequestExpired)
    assert.isFalse(data.available)
  })

  test("the store's discard is answered with its reason and adviser; no discard button then", async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    const adviser = await StoreAdviserFactory.merge({
      storeId: vendor.store.id,
      name: 'Laura',
    }).create()
    await VendorIgnoreFactory.merge({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
      userId: vendor.owner.id,
      adviserId: adviser.id,
      reason: 'g',
    }).create()
    const data = (
      await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    ).body().data
    assert.deepInclude(data.vendorIgnore, {
      reason: 'g',
      reason_label: 'Producto no disponible',
      adviser: { id: adviser.id, name: 'Laura' },
    })
    assert.isFalse(data.permissions.canDiscard)
    assert.isFalse(data.permissions.canMarkInProcess)
  })

  test('unknown, or not for the caller: the same 404; guests 401', async ({ client, assert }) => {
    const { request, brand } = await detailFixtures()
    const unknown = await client
      .get(DETAIL_API(999999))
      .loginAs(await makeAdmin())
      .accept('json')
    unknown.assertStatus(404)
    unknown.assertBody(NOT_FOUND_BODY)

    const refused = [
      (await makeVendorStore({ brands: [brand], countryCode: 'MX' })).owner,
      (await makeVendorStore({ brands: [brand], goModule: false })).owner,
      await UserFactory.create(),
    ]
    for (const user of refused) {
      const response = await client.get(DETAIL_API(request.id)).loginAs(user).accept('json')
      response.assertStatus(404)
      response.assertBody(NOT_FOUND_BODY)
    }
    const guest = await client.get(DETAIL_API(request.id)).accept('json')
    guest.assertStatus(401)
    assert.equal(guest.body().message, 'Debes iniciar sesión para continuar')
  })

  test('a vendor without the brand is answered with the brand text (403)', async ({ client }) => {
    const { request } = await detailFixtures()
    const mazdaOnly = await makeVendorStore({ brands: [await makeBrand('Mazda')] })
    const response = await client
      .get(DETAIL_API(request.id))
      .loginAs(mazdaOnly.owner)
      .accept('json')
    response.assertStatus(403)
    response.assertBodyContains({
      message:
        'No puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca Chevrolet',
      data: { id: request.id, code: request.code, brandNotEnabled: true },
    })
  })

  test('the request costs the same number of queries with 2 or 20 parts', async ({
    client,
    assert,
  }) => {
    const { queriesDuring } = await import('#tests/helpers/requests')
    const { vendor, buyer, brand } = await detailFixtures()
    const small = await makeRequest(buyer, { brandId: brand.id, parts: 2 })
    const large = await makeRequest(buyer, { brandId: brand.id, parts: 20 })
    const smallQueries = await queriesDuring(() =>
      client.get(DETAIL_API(small.id)).loginAs(vendor.owner).accept('json')
    )
    const largeQueries = await queriesDuring(() =>
      client.get(DETAIL_API(large.id)).loginAs(vendor.owner).accept('json')
    )
    assert.equal(largeQueries.length, smallQueries.length)
  })
})

test.group('Vehicle with catalog (GET …/quotationRequest/{id}/getVehicleWithCatalog)', (group) => {
  freshDatabase(group)

  test('a VIN in the parts catalogue is answered with its catalogue', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({
      request: { vehicleVin: '9GAMM6100FB012345', vehicleOwnerIdentification: '1020304050' },
    })
    const response = await client.get(VEHICLE_API(request.id)).loginAs(vendor.owner).accept('json')
    response.assertStatus(200)
    const data = response.body().data
    assert.deepInclude(data, {
      model: 'Spark GT',
      year: 2015,
      VIN: '9GAMM6100FB012345',
      hasCatalog: true,
      vehicleWithCatalog: { catalogId: 'chevrolet', vin: '9GAMM6100FB012345' },
      owner_identification: null,
    })
    assert.equal(data.brand.name, 'Chevrolet')

    const admin = await client
      .get(VEHICLE_API(request.id))
      .loginAs(await makeAdmin())
      .accept('json')
    assert.equal(admin.body().data.owner_identification, '1020304050')
  })

  test('without a VIN, or a VIN outside the catalogue: no catalogue', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer, brand } = await detailFixtures()
    const none = await client.get(VEHICLE_API(request.id)).loginAs(vendor.owner).accept('json')
    assert.deepInclude(none.body().data, { hasCatalog: false, vehicleWithCatalog: null })
    const unknownVin = await makeRequest(buyer, {
      brandId: brand.id,
      vehicleVin: 'WVWZZZ1JZXW000001',
    })
    const other = await client.get(VEHICLE_API(unknownVin.id)).loginAs(vendor.owner).accept('json')
    assert.deepInclude(other.body().data, { hasCatalog: false, vehicleWithCatalog: null })
  })

  test('same refusals as the detail', async ({ client }) => {
    const { request } = await detailFixtures()
    ;(
      await client
        .get(VEHICLE_API(999999))
        .loginAs(await makeAdmin())
        .accept('json')
    ).assertStatus(404)
    const buyer = await UserFactory.create()
    const refused = await client.get(VEHICLE_API(request.id)).loginAs(buyer).accept('json')
    refused.assertStatus(404)
    refused.assertBody(NOT_FOUND_BODY)
    ;(await client.get(VEHICLE_API(request.id)).accept('json')).assertStatus(401)
  })
})

import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import {
  makeAdmin,
  makeModuleManager,
  makeRequest,
  queriesDuring,
  REQUESTS_API,
} from '#tests/helpers/requests'
import {
  DETAIL_API,
  detailFixtures,
  makeVendorStore,
  NOT_FOUND_TEXT,
} from '#tests/helpers/vendor_detail'
import { PENDING } from '#tests/helpers/vendors'
import { UserFactory } from '#database/factories/user_factory'
import { NpsRatingFactory } from '#database/factories/nps_rating_factory'
import { InfractionFactory } from '#database/factories/infraction_factory'
import { BuyerIgnoreFactory } from '#database/factories/buyer_ignore_factory'
import { orderFrom, quote } from './buyer_detail_helpers.js'

const NOT_FOUND_BODY = { message: 'Not found', errors: [{ message: NOT_FOUND_TEXT }] }

/** The buyer's whitelists, as the 422 messages list them. */
const BUYER_RELATIONS =
  'brand, user, city, details, details.relatedQuotation, quotations, quotations.details, ' +
  'quotations.storeVendor, quotations.buyerIgnoreQuotation, quotations.vendor, ' +
  'quotations.infractions, quotations.cartShoppingHeader'
const BUYER_GETTERS =
  'quotationsCount, quotationRequestExpired, quotationDetailsCount, hasCartShoppingDetail, ' +
  'isAvailable, quotationExpired, validUntilFormatted, availablePurchaseQuantity'

test.group('GET /api/repuestosGo/QuotationRequest/{id}: the buyer side', (group) => {
  freshDatabase(group)

  test('the buyer reads their own request with its quotations and each relation of doc 3 §7', async ({
    client,
    assert,
  }) => {
    const { buyer, request, vendor, brand } = await detailFixtures()
    const rival = await makeVendorStore({ brands: [brand] })
    const first = await quote(request, vendor.store)
    const second = await quote(request, rival.store, { shipping: 'included' })
    await NpsRatingFactory.merge({ storeId: vendor.store.id, score: 9 }).create()
    const order = await orderFrom(first, buyer.id, 1)
    await BuyerIgnoreFactory.merge({ quotationId: second.id, reason: 'slow_delivery' }).create()
    await InfractionFactory.merge({ storeId: vendor.store.id, quotationId: first.id }).create()

    const response = await client.get(DETAIL_API(request.id)).loginAs(buyer).accept('json')
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.id, request.id)
    assert.equal(data.code, request.code)
    assert.deepEqual(data.brand, { id: brand.id, name: 'Chevrolet' })
    assert.equal(data.city.full_name, 'Medellín, Antioquia')
    assert.deepEqual(data.user, {
      id: buyer.id,
      name: 'Ana Gómez',
      mobile: '3001112233',
      pictureURL: null,
    })
    assert.equal(data.quotationsCount, 2)
    assert.isFalse(data.quotationRequestExpired)
    assert.deepInclude(data.permissions, { isStaff: false, canAct: true, canClose: true })
    assert.notProperty(data, 'reRequest')

    const [part1, part2] = request.details
    assert.lengthOf(data.details, 2)
    assert.deepInclude(data.details[0], {
      id: part1.id,
      quotationDetailsCount: 2,
      hasCartShoppingDetail: true,
      relatedQuotation: { id: first.id, code: first.code },
    })
    assert.deepInclude(data.details[1], {
      id: part2.id,
      hasCartShoppingDetail: false,
      relatedQuotation: { id: first.id, code: first.code },
    })

    const [shownFirst, shownSecond] = data.quotations
    assert.deepEqual(
      [shownFirst.id, shownSecond.id],
      [first.id, second.id],
      'every quotation sent on the request'
    )
    assert.deepEqual(shownFirst.storeVendor, { id: vendor.store.id, name: vendor.store.name })
    assert.deepEqual(shownFirst.vendor, { averageRating: 4.5, countTotalNumberRatings: 1 })
    assert.equal(shownFirst.store.id, vendor.store.id)
    assert.deepEqual(
      shownFirst.quotationDetails.map((item: any) => item.availablePurchaseQuantity),
      [1, 2],
      'one unit of the first product was bought'
    )
    assert.deepInclude(shownFirst.cartShoppingHeader, {
      id: order.id,
      ref_venta: order.refVenta,
      items: [{ description: shownFirst.quotationDetails[0].name, quantity: 1 }],
    })
    assert.isNull(shownFirst.buyerIgnoreQuotation)
    assert.isNull(shownFirst.infractions, 'infractions are staff-only')
    assert.isTrue(shownFirst.isAvailable)
    assert.isFalse(shownFirst.quotationExpired)
    assert.match(shownFirst.validUntilFormatted, /^\d{2}\/\d{2}\/\d{4}$/)
    assert.deepInclude(shownSecond.buyerIgnoreQuotation, {
      reason: 'slow_delivery',
      reason_label: 'Entrega lenta',
    })
    assert.isNull(shownSecond.cartShoppingHeader)

    const text = JSON.stringify(data)
    assert.notInclude(text, 'BP-SECRET', "the vendor's part number is never the buyer's")
    assert.notInclude(text, '"commission":"', 'nor the commission')
  })

  test('`with` narrows the relations; a nested name brings its parent alone', async ({
    client,
    assert,
  }) => {
    const { buyer, request, vendor } = await detailFixtures()
    await quote(request, vendor.store)
    const get = async (qs: Record<string, string>) => {
      const response = await client.get(DETAIL_API(request.id)).qs(qs).loginAs(buyer).accept('json')
      response.assertStatus(200)
      return response.body().data
    }

    const narrow = await get({ with: 'brand,quotations.details' })
    assert.equal(narrow.brand.name, 'Chevrolet')
    for (const key of ['user', 'city', 'details']) assert.notProperty(narrow, key)
    assert.lengthOf(narrow.quotations, 1)
    assert.lengthOf(narrow.quotations[0].quotationDetails, 2)
    for (const key of [
      'vendor',
      'store',
      'storeVendor',
      'buyerIgnoreQuotation',
      'infractions',
      'cartShoppingHeader',
      'orders',
    ]) {
      assert.notProperty(narrow.quotations[0], key)
    }
    assert.equal(narrow.code, request.code, 'the request itself is always answered')

    const related = await get({ with: JSON.stringify(['details.relatedQuotation']) })
    assert.notProperty(related, 'quotations')
    assert.isNotNull(related.details[0].relatedQuotation)

    const onlyQuotations = await get({ with: 'quotations' })
    assert.notProperty(onlyQuotations.quotations[0], 'quotationDetails')
    assert.notProperty(onlyQuotations, 'details')

    // nothing of the quotations asked for: they are not read at all
    const everything = await queriesDuring(() =>
      client.get(DETAIL_API(request.id)).loginAs(buyer).accept('json')
    )
    const brandOnly = await queriesDuring(() =>
      client
        .get(DETAIL_API(request.id))
        .qs({ with: 'brand', getters: 'quotationRequestExpired' })
        .loginAs(buyer)
        .accept('json')
    )
    assert.isBelow(brandOnly.length, everything.length)
    assert.isFalse(brandOnly.some((sql) => /from [`"]quotations[`"]/.test(sql)))
  })

  test('`getters` narrows the computed fields to the names given', async ({ client, assert }) => {
    const { buyer, request, vendor } = await detailFixtures()
    await quote(request, vendor.store)
    const only = (
      await client
        .get(DETAIL_API(request.id))
        .qs({ getters: 'availablePurchaseQuantity' })
        .loginAs(buyer)
        .accept('json')
    ).body().data
    assert.equal(only.quotations[0].quotationDetails[0].availablePurchaseQuantity, 2)
    assert.notProperty(only, 'quotationsCount')
    assert.notProperty(only, 'quotationRequestExpired')
    assert.notProperty(only.details[0], 'quotationDetailsCount')
    assert.notProperty(only.details[0], 'hasCartShoppingDetail')
    for (const key of ['isAvailable', 'quotationExpired', 'validUntilFormatted']) {
      assert.notProperty(only.quotations[0], key)
    }

    const counts = (
      await client
        .get(DETAIL_API(request.id))
        .qs({ getters: ['quotationsCount', 'quotationRequestExpired'] })
        .loginAs(buyer)
        .accept('json')
    ).body().data
    assert.equal(counts.quotationsCount, 1)
    assert.isFalse(counts.quotationRequestExpired)
    assert.notProperty(counts.quotations[0].quotationDetails[0], 'availablePurchaseQuantity')
  })

  test('unknown `with` or `getters` names are a Spanish 422 naming the parameter, per side', async ({
    client,
  }) => {
    const { buyer, request, vendor } = await detailFixtures()
    const refused = async (user: any, qs: Record<string, string>, error: object) => {
      const response = await client.get(DETAIL_API(request.id)).qs(qs).loginAs(user).accept('json')
      response.assertStatus(422)
      response.assertBodyContains(error)
    }
    await refused(
      buyer,
      { with: 'brand,quotations.secrets' },
      {
        message: `La relación 'quotations.secrets' no está permitida. Usa: ${BUYER_RELATIONS}`,
        errors: [{ field: 'with' }],
      }
    )
    await refused(
      buyer,
      { getters: 'commission' },
      {
        message: `El getter 'commission' no está permitido. Usa: ${BUYER_GETTERS}`,
        errors: [{ field: 'getters' }],
      }
    )
    await refused(
      buyer,
      { with: '["brand"' },
      { errors: [{ field: 'with', message: 'El parámetro with no es un JSON válido' }] }
    )
    // the sellers' side has its own whitelists: the buyer's names are not all in them
    await refused(
      vendor.owner,
      { getters: 'availablePurchaseQuantity' },
      { errors: [{ field: 'getters' }] }
    )
    await refused(vendor.owner, { with: 'quotations.infractions' }, { errors: [{ field: 'with' }] })
  })

  test('another buyer and a vendor the request does not reach get the 404 of an unknown id', async ({
    client,
  }) => {
    const { request, vendor, brand } = await detailFixtures()
    await quote(request, vendor.store)
    const refused = [
      await UserFactory.create(),
      (await makeVendorStore({ brands: [brand], countryCode: 'MX' })).owner,
      (await makeVendorStore({ brands: [brand], goModule: false })).owner,
    ]
    for (const user of refused) {
      for (const qs of [{}, { with: 'quotations' }, { with: 'nothing' }]) {
        const response = await client
          .get(DETAIL_API(request.id))
          .qs(qs)
          .loginAs(user)
          .accept('json')
        response.assertStatus(404)
        response.assertBody(NOT_FOUND_BODY)
      }
    }
    const store = await makeVendorStore({ brands: [brand] })
    const storeRequest = await makeRequest(await UserFactory.create(), {
      brandId: brand.id,
      storeId: store.store.id,
    })
    const otherStore = await client
      .get(DETAIL_API(storeRequest.id))
      .loginAs(vendor.owner)
      .accept('json')
    otherStore.assertStatus(404)
    otherStore.assertBody(NOT_FOUND_BODY)
  })

  test("a store token never reads its owner's own request as the buyer", async ({
    client,
    assert,
  }) => {
    const { vendor, brand } = await detailFixtures()
    const own = await makeRequest(vendor.owner, { brandId: brand.id })
    const session = await client.get(DETAIL_API(own.id)).loginAs(vendor.owner).accept('json')
    session.assertStatus(200)
    assert.isTrue(session.body().data.permissions.canAct, 'signed in, the owner is its buyer')

    const minted = await client
      .patch(`/api/store/store/${vendor.store.id}/generateNewApiToken`)
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    minted.assertStatus(200)
    const token = minted.body().data.token
    const byToken = await client.get(DETAIL_API(own.id)).bearerToken(token).accept('json')
    byToken.assertStatus(404)
    byToken.assertBody(NOT_FOUND_BODY)
  })

  test('the answer costs the same number of queries with 1 or 3 quotations', async ({
    client,
    assert,
  }) => {
    const { buyer, request, vendor, brand } = await detailFixtures()
    const bigger = await makeRequest(buyer, { brandId: brand.id, parts: 2 })
    const single = await quote(request, vendor.store)
    await orderFrom(single, buyer.id, 1)
    for (let index = 0; index < 3; index += 1) {
      const store = await makeVendorStore({ brands: [brand] })
      const quotation = await quote(bigger, store.store)
      await orderFrom(quotation, buyer.id, 1)
      await InfractionFactory.merge({ storeId: store.store.id, quotationId: quotation.id }).create()
    }
    const one = await queriesDuring(() =>
      client.get(DETAIL_API(request.id)).loginAs(buyer).accept('json')
    )
    const three = await queriesDuring(() =>
      client.get(DETAIL_API(bigger.id)).loginAs(buyer).accept('json')
    )
    const answer = await client.get(DETAIL_API(bigger.id)).loginAs(buyer).accept('json')
    assert.lengthOf(answer.body().data.quotations, 3)
    assert.equal(three.length, one.length)
  })
})

test.group('GET /api/repuestosGo/QuotationRequest/{id}: the sellers and staff', (group) => {
  freshDatabase(group)

  test("the vendor keeps today's seller-side answer; `with` narrows it too", async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures()
    const rival = await makeVendorStore({ brands: [brand] })
    const own = await quote(request, vendor.store)
    await quote(request, rival.store)

    const response = await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    response.assertStatus(200)
    const data = response.body().data
    assert.deepEqual(
      data.quotations.map((quotation: any) => quotation.id),
      [own.id],
      "a vendor never sees another store's quotation"
    )
    assert.equal(data.quotations[0].quotationDetails[0].reference, 'BP-SECRET')
    assert.isNotNull(data.quotations[0].commission, "the store's own commission")
    assert.notProperty(data.quotations[0].quotationDetails[0], 'availablePurchaseQuantity')
    assert.deepInclude(data.permissions, { isStaff: false, canTriage: true })
    assert.isTrue(data.available)
    assert.property(data, 'vendorIgnore')
    assert.property(data, 'quotationRequestToVendor')
    assert.deepInclude(data.details[0], { notAvailable: false, closed: false })
    assert.isNull(data.user, 'no customer-data right')

    const narrow = (
      await client
        .get(DETAIL_API(request.id))
        .qs({ with: 'brand', getters: 'available' })
        .loginAs(vendor.owner)
        .accept('json')
    ).body().data
    assert.equal(narrow.brand.name, 'Chevrolet')
    assert.isTrue(narrow.available)
    for (const key of [
      'details',
      'quotations',
      'user',
      'city',
      'vendorIgnore',
      'quotationsCount',
    ]) {
      assert.notProperty(narrow, key)
    }
    assert.property(narrow, 'permissions')
  })

  test('customer data reaches a vendor only with the right for the channel', async ({
    client,
    assert,
  }) => {
    const { request, brand } = await detailFixtures()
    const without = await makeVendorStore({ brands: [brand], owner: { showCustomerData: true } })
    const withRight = await makeVendorStore({
      brands: [brand],
      owner: { showCustomerDataMarketplace: true },
    })
    const see = async (user: any) =>
      (
        await client.get(DETAIL_API(request.id)).qs({ with: 'user' }).loginAs(user).accept('json')
      ).body().data
    const masked = await see(without.owner)
    assert.isNull(masked.user, 'a marketplace request needs showCustomerDataMarketplace')
    assert.isFalse(masked.permissions.canSeeCustomerData)
    const shown = await see(withRight.owner)
    assert.deepInclude(shown.user, { name: 'Ana Gómez', mobile: '3001112233' })
  })

  test('staff read any request read-only: every store, the buyer, narrowed as asked', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures()
    const rival = await makeVendorStore({ brands: [brand] })
    await quote(request, vendor.store)
    await quote(request, rival.store)
    const qs = { with: 'user,quotations.storeVendor', getters: 'quotationsCount' }
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await client.get(DETAIL_API(request.id)).qs(qs).loginAs(staff).accept('json')
      response.assertStatus(200)
      const data = response.body().data
      assert.deepEqual(
        data.quotations.map((quotation: any) => quotation.storeVendor.id),
        [vendor.store.id, rival.store.id]
      )
      assert.notProperty(data.quotations[0], 'quotationDetails')
      assert.deepInclude(data.user, { name: 'Ana Gómez', mobile: '3001112233' })
      assert.equal(data.quotationsCount, 2)
      assert.notProperty(data, 'available')
      assert.deepInclude(data.permissions, {
        isStaff: true,
        canTriage: false,
        canQuote: false,
        canEditQuotations: false,
      })
    }
  })

  test('staff who made a request read it as its buyer', async ({ client, assert }) => {
    const { brand } = await detailFixtures()
    const admin = await makeAdmin()
    const own = await makeRequest(admin, { brandId: brand.id })
    const data = (await client.get(DETAIL_API(own.id)).loginAs(admin).accept('json')).body().data
    assert.deepInclude(data.permissions, { isStaff: false, canAct: true })
    assert.equal(data.user.id, admin.id)
  })
})

test.group('GET /api/repuestosGo/QuotationRequest: parameters per role', (group) => {
  freshDatabase(group)

  test('`getters` and `attributes` narrow the rows; unknown names are a 422', async ({
    client,
    assert,
  }) => {
    const { buyer, vendor } = await detailFixtures()
    const list = (qs: Record<string, unknown>, user = buyer) =>
      client.get(REQUESTS_API).qs(qs).loginAs(user).accept('json')

    const full = (await list({})).body().data[0]
    assert.properties(full, ['is_expired', 'can_close', 'vehicle_model'])

    const expiredOnly = (await list({ getters: 'is_expired' })).body().data[0]
    assert.property(expiredOnly, 'is_expired')
    assert.notProperty(expiredOnly, 'can_close')

    const codeOnly = (await list({ attributes: 'code', with: 'brand' })).body().data[0]
    assert.properties(codeOnly, ['id', 'code', 'brand', 'is_expired', 'can_close'])
    for (const key of ['vehicle_model', 'created_at', 'user_id', 'quotationsCount']) {
      assert.notProperty(codeOnly, key)
    }

    // the seller-side rows have one getter more, and only they
    const buyerAsksNew = await list({ getters: 'isNewQuotationRequest' })
    buyerAsksNew.assertStatus(422)
    buyerAsksNew.assertBodyContains({
      message: "El getter 'isNewQuotationRequest' no está permitido. Usa: is_expired, can_close",
      errors: [{ field: 'getters' }],
    })
    const pending = await list({ scopes: PENDING, getters: 'isNewQuotationRequest' }, vendor.owner)
    pending.assertStatus(200)
    const row = pending.body().data[0]
    assert.isTrue(row.isNewQuotationRequest)
    assert.notProperty(row, 'is_expired')

    const unknownAttribute = await list({ attributes: 'code,password' })
    unknownAttribute.assertStatus(422)
    unknownAttribute.assertBodyContains({
      message: `El atributo 'password' no está permitido. Usa: id, code, created_at, expires_at, closed_at, user_id, store_id, brand_id, city_id, is_closed, close_reason, quote_by_product, quotationsCount, vehicle_model, vehicle_year, vehicle_property_card`,
      errors: [{ field: 'attributes' }],
    })
  })

  test('unknown with, filter, scope, order and getter names are a 422 naming the field for the buyer, the vendor and staff', async ({
    client,
    assert,
  }) => {
    const { buyer, vendor } = await detailFixtures()
    const admin = await makeAdmin()
    const roles = [
      { name: 'buyer', user: buyer, base: {} },
      { name: 'vendor', user: vendor.owner, base: { scopes: PENDING } },
      { name: 'staff', user: admin, base: {} },
      { name: 'staff on the platform list', user: admin, base: { scopes: 'inWait' } },
    ]
    const cases: { qs: Record<string, unknown>; field: string; message: RegExp }[] = [
      { qs: { with: 'brand,secrets' }, field: 'with', message: /^La relación 'secrets'/ },
      { qs: { with: { brand: 1 } }, field: 'with', message: /lista separada por comas/ },
      { qs: { filter: '{"password":"x"}' }, field: 'filter', message: /^El filtro 'password'/ },
      { qs: { filter: { password: 'x' } }, field: 'filter', message: /^El filtro 'password'/ },
      { qs: { filter: '[1]' }, field: 'filter', message: /objeto JSON/ },
      { qs: { order: 'password' }, field: 'order', message: /^No es posible ordenar por/ },
      { qs: { order: { password: 'desc' } }, field: 'order', message: /lista separada/ },
      { qs: { order: '{"password":"desc"}' }, field: 'order', message: /ordenar por 'password'/ },
      { qs: { getters: 'secret' }, field: 'getters', message: /^El getter 'secret'/ },
      { qs: { attributes: 'secret' }, field: 'attributes', message: /^El atributo 'secret'/ },
    ]
    for (const role of roles) {
      for (const { qs, field, message } of cases) {
        const response = await client
          .get(REQUESTS_API)
          .qs({ ...role.base, ...qs })
          .loginAs(role.user)
          .accept('json')
        assert.equal(response.status(), 422, `${role.name}: ${JSON.stringify(qs)}`)
        const error = response.body().errors[0]
        assert.equal(error.field, field, `${role.name}: ${JSON.stringify(qs)}`)
        assert.match(error.message, message)
      }
      const scope = await client
        .get(REQUESTS_API)
        .qs({ scopes: 'notIgnored,everything' })
        .loginAs(role.user)
        .accept('json')
      scope.assertStatus(422)
      scope.assertBodyContains({ errors: [{ field: 'scopes' }] })
      assert.match(scope.body().message, /^El scope 'everything' no está permitido/)
    }
  })
})

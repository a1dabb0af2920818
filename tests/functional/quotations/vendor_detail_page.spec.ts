import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager, makeRequest } from '#tests/helpers/requests'
import {
  DETAIL_PAGE,
  detailFixtures,
  makeVendorStore,
  NOT_FOUND_TEXT,
  PENDING_URL,
} from '#tests/helpers/vendor_detail'
import { makeBrand } from '#tests/helpers/garage'
import { UserFactory } from '#database/factories/user_factory'
import ProcessObservation from '#quotations/models/process_observation'
import User from '#users/models/user'

const PAGE = 'quotations/vendor_detail'

test.group('Request detail page (/repuestosGo/quotationRequest/{id})', (group) => {
  freshDatabase(group)

  test('a vendor of the request channel gets the detail with its parts', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    const response = await client.get(DETAIL_PAGE(request.id)).loginAs(vendor.owner).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent(PAGE)
    const props = response.inertiaProps
    assert.isNull(props.error)
    assert.isNull(props.brandNotEnabled)
    assert.equal(props.storeId, vendor.store.id)
    assert.equal(props.pendingUrl, PENDING_URL)
    assert.equal(props.backUrl, PENDING_URL)
    assert.equal(props.request.code, request.code)
    assert.equal(props.request.brand.name, 'Chevrolet')
    assert.equal(props.request.city.full_name, 'Medellín, Antioquia')
    assert.deepEqual(
      props.request.details.map((detail: any) => detail.name),
      request.details.map((detail) => detail.name)
    )
    assert.isTrue(props.request.available)
    assert.deepInclude(props.request.permissions, {
      isStaff: false,
      canTriage: true,
      canDiscard: true,
      canMarkInProcess: true,
      canSeeCustomerData: false,
      showClosedAlert: false,
    })
    assert.isNull(props.request.user, 'no customer data without the flags')
  })

  test('an adviser of the store sees it too; the store request of that store as well', async ({
    client,
    assert,
  }) => {
    const { buyer, vendor } = await detailFixtures()
    const adviserStore = await makeVendorStore({ adviserUsers: 1 })
    await adviserStore.store.load('advisers')
    const storeRequest = await makeRequest(buyer, { storeId: adviserStore.store.id })
    const adviserLogin = await User.findOrFail(adviserStore.store.advisers[0].userId)
    const response = await client
      .get(DETAIL_PAGE(storeRequest.id))
      .loginAs(adviserLogin)
      .withInertia()
    response.assertStatus(200)
    assert.equal(response.inertiaProps.request.code, storeRequest.code)
    assert.isTrue(response.inertiaProps.request.permissions.canTriage)
    // A store request is shown whatever the brand: the buyer chose that store.
    const own = await makeRequest(buyer, { storeId: vendor.store.id })
    const ownPage = await client.get(DETAIL_PAGE(own.id)).loginAs(vendor.owner).withInertia()
    ownPage.assertStatus(200)
    assert.isNull(ownPage.inertiaProps.brandNotEnabled)
  })

  test('admins and module managers see it read-only with the customer name and WhatsApp', async ({
    client,
    assert,
  }) => {
    const { request } = await detailFixtures()
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await client.get(DETAIL_PAGE(request.id)).loginAs(staff).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(PAGE)
      const props = response.inertiaProps
      assert.isNull(props.storeId)
      assert.equal(props.backUrl, '/repuestosGo/page/index')
      assert.deepInclude(props.request.permissions, {
        isStaff: true,
        canTriage: false,
        canDiscard: false,
        canMarkInProcess: false,
        canSeeCustomerData: true,
        showClosedAlert: false,
      })
      assert.deepInclude(props.request.user, {
        name: 'Ana Gómez',
        mobile: '3001112233',
        whatsapp: 'https://wa.me/573001112233',
      })
    }
  })

  test('a vendor without the brand gets the brand block instead of the details', async ({
    client,
    assert,
  }) => {
    const { request } = await detailFixtures()
    const mazdaOnly = await makeVendorStore({ brands: [await makeBrand('Mazda')] })
    const response = await client
      .get(DETAIL_PAGE(request.id))
      .loginAs(mazdaOnly.owner)
      .withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps
    assert.isNull(props.request)
    assert.isNull(props.error)
    assert.deepEqual(props.brandNotEnabled, {
      requestId: request.id,
      code: request.code,
      brand: 'Chevrolet',
      message:
        'No puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca Chevrolet',
    })
    assert.equal(props.brandRequestMaxLength, 1024)
  })

  test('an unknown request renders the error text with status 404', async ({ client, assert }) => {
    const { vendor } = await detailFixtures()
    const response = await client.get(DETAIL_PAGE(999999)).loginAs(vendor.owner).withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent(PAGE)
    assert.equal(response.inertiaProps.error, NOT_FOUND_TEXT)
    assert.isNull(response.inertiaProps.request)
    const html = await client.get(DETAIL_PAGE(999999)).loginAs(vendor.owner)
    html.assertStatus(404)
    assert.include(html.text(), 'la transacci')
  })

  test('whoever may not see the request gets the same 404 as for an unknown one', async ({
    client,
    assert,
  }) => {
    const { request, buyer, brand } = await detailFixtures()
    const mexican = await makeVendorStore({ brands: [brand], countryCode: 'MX' })
    const otherStore = await makeVendorStore({ brands: [brand] })
    const noModule = await makeVendorStore({ brands: [brand], goModule: false })
    const plainBuyer = await UserFactory.create()
    const storeRequest = await makeRequest(buyer, {
      storeId: otherStore.store.id,
      brandId: brand.id,
    })
    const vendorBuyer = await makeVendorStore({ brands: [brand] })
    const ownPurchase = await makeRequest(vendorBuyer.owner, { brandId: brand.id })

    const cases: [string, any, number][] = [
      ['vendor of another country', mexican.owner, request.id],
      [
        "another store's store request",
        (await makeVendorStore({ brands: [brand] })).owner,
        storeRequest.id,
      ],
      ['store without the GO module', noModule.owner, request.id],
      ['a buyer', plainBuyer, request.id],
      ['the buyer themselves', buyer, request.id],
      ['a vendor on their own purchase', vendorBuyer.owner, ownPurchase.id],
    ]
    for (const [label, user, id] of cases) {
      const response = await client.get(DETAIL_PAGE(id)).loginAs(user).withInertia()
      assert.equal(response.status(), 404, label)
      assert.equal(response.inertiaComponent, PAGE, label)
      assert.equal(response.inertiaProps.error, NOT_FOUND_TEXT, label)
      assert.isNull(response.inertiaProps.request, label)
      assert.isNull(response.inertiaProps.brandNotEnabled, label)
    }
  })

  test('a guest is sent to the login page with the way back', async ({ client }) => {
    const { request } = await detailFixtures()
    const url = DETAIL_PAGE(request.id)
    const response = await client.get(url).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/users/page/login?urlreturn=${encodeURIComponent(url)}`)
  })

  test('the id is digits only: the sales opportunities path is left free', async ({ assert }) => {
    const detail = router.match('/repuestosGo/quotationRequest/12', 'GET', false)
    assert.equal(detail?.route.name, 'QuotationRequestDetailPage')
    const opportunities = router.match(
      '/repuestosGo/quotationRequest/oportunidadesDeVenta',
      'GET',
      false
    )
    assert.notEqual(opportunities?.route.name, 'QuotationRequestDetailPage')
  })

  test('the store process observation and discard travel with the request', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    await ProcessObservation.create({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
      userId: vendor.owner.id,
      processObservation: 'Consultando con bodega',
    })
    const response = await client.get(DETAIL_PAGE(request.id)).loginAs(vendor.owner).withInertia()
    assert.equal(
      response.inertiaProps.request.quotationRequestToVendor.process_observation_by_seller,
      'Consultando con bodega'
    )
    assert.isNull(response.inertiaProps.request.vendorIgnore)
  })
})

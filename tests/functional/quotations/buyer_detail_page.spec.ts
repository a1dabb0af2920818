import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager, makeRequest, queriesDuring } from '#tests/helpers/requests'
import { detailFixtures, makeVendorStore } from '#tests/helpers/vendor_detail'
import { UserFactory } from '#database/factories/user_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { NpsRatingFactory } from '#database/factories/nps_rating_factory'
import { InfractionFactory } from '#database/factories/infraction_factory'
import { BuyerIgnoreFactory } from '#database/factories/buyer_ignore_factory'
import { QueueNotificationFactory } from '#database/factories/queue_notification_factory'
import QueueNotification from '#notifications/models/queue_notification'
import { BUYER_PAGE, orderFrom, PAGE, quote } from './buyer_detail_helpers.js'

test.group('Buyer detail page (/repuestosGo/quotationRequestDetail/{id})', (group) => {
  freshDatabase(group)

  test('the buyer gets the request with the customer view of each quotation', async ({
    client,
    assert,
  }) => {
    const { buyer, request, vendor } = await detailFixtures()
    const quotation = await quote(request, vendor.store)
    await NpsRatingFactory.merge({ storeId: vendor.store.id, score: 9 }).create()
    await NpsRatingFactory.merge({ storeId: vendor.store.id, score: 6 }).create()

    const response = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent(PAGE)
    const props = response.inertiaProps
    assert.isNull(props.unauthorized)
    assert.equal(props.indexUrl, '/repuestosGo/page/index')
    assert.lengthOf(props.closeReasons, 4)
    assert.deepEqual(
      props.discardReasons.map((reason: any) => reason.label),
      ['Baja calidad', 'Garantía corta', 'Precio alto', 'Entrega lenta', 'Otro']
    )
    const page = props.request
    assert.equal(page.code, request.code)
    assert.equal(page.brand.name, 'Chevrolet')
    assert.equal(page.city.full_name, 'Medellín, Antioquia')
    assert.isFalse(page.is_closed)
    assert.isFalse(page.quotationRequestExpired)
    assert.lengthOf(page.details, 2)
    assert.deepInclude(page.permissions, { isStaff: false, canAct: true, canClose: true })
    assert.isNull(page.user, 'the buyer is not shown their own contact')
    assert.lengthOf(page.reRequest.details, 2)
    assert.equal(page.reRequest.vehicle.vehicle_model, 'Spark GT')
    assert.equal(page.reRequest.vehicle.vehicle_brand.name, 'Chevrolet')

    assert.lengthOf(page.quotations, 1)
    const shown = page.quotations[0]
    assert.equal(shown.id, quotation.id)
    assert.equal(shown.subtotal, '340002.00')
    assert.equal(shown.total, '352002.00')
    assert.equal(shown.shipping_cost, '12000.00')
    assert.isTrue(shown.isAvailable)
    assert.isFalse(shown.quotationExpired)
    assert.deepInclude(shown.store, { id: vendor.store.id, salesModel: 'orders' })
    assert.deepEqual(shown.vendor, { averageRating: 3.8, countTotalNumberRatings: 2 })
    assert.deepEqual(shown.permissions, {
      canBuy: true,
      canPaymentLink: false,
      canDiscard: true,
      canReRequest: false,
    })
    assert.include(shown.contactVendorUrl, 'https://wa.me/57')
    assert.include(decodeURIComponent(shown.contactVendorUrl), quotation.code)
    assert.isNull(shown.infractions, 'infractions are for staff')
    assert.lengthOf(shown.orders, 0)
    for (const item of shown.quotationDetails) {
      assert.notProperty(item, 'reference')
      assert.equal(item.unit_price, '85000.50')
      assert.equal(item.availablePurchaseQuantity, 2)
    }
    assert.notInclude(JSON.stringify(props), 'BP-SECRET')
    assert.notProperty(shown, 'commission')
  })

  test('units in orders are taken from what is available; cancelled orders give them back', async ({
    client,
    assert,
  }) => {
    const { buyer, request, vendor } = await detailFixtures({
      request: { quoteByProduct: true },
    })
    const quotation = await quote(request, vendor.store, { amount: 3 })
    const order = await orderFrom(quotation, buyer.id, 2)
    await orderFrom(quotation, buyer.id, 1, 'cancelled')

    const response = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
    const page = response.inertiaProps.request
    const shown = page.quotations[0]
    assert.deepEqual(
      shown.quotationDetails.map((item: any) => item.availablePurchaseQuantity),
      [1, 3]
    )
    assert.lengthOf(shown.orders, 2)
    assert.deepInclude(shown.orders[0], {
      id: order.id,
      ref_venta: order.refVenta,
      cancelled: false,
      url: `/repuestosGo/compras/${order.id}`,
    })
    assert.isTrue(shown.orders[1].cancelled)
    assert.isFalse(shown.permissions.canDiscard, 'not after an order')
    assert.isTrue(shown.permissions.canBuy, 'units are left')
    assert.deepEqual(
      page.details.map((detail: any) => detail.hasCartShoppingDetail),
      [true, false]
    )
    assert.deepEqual(
      page.details.map((detail: any) => detail.quotationDetailsCount),
      [1, 1]
    )
  })

  test('a cart store offers the payment link; expired, closed and discarded ones cannot be bought', async ({
    client,
    assert,
  }) => {
    const { buyer, request, brand } = await detailFixtures()
    const cart = await StoreFactory.apply('goModule', 'cart').create()
    const expired = await makeVendorStore({ brands: [brand] })
    const closed = await makeVendorStore({ brands: [brand] })
    const discarded = await makeVendorStore({ brands: [brand] })
    await quote(request, cart)
    await quote(request, expired.store, { states: ['expired'] })
    await quote(request, closed.store, { states: ['closed', 'edited'] })
    const ignored = await quote(request, discarded.store)
    await BuyerIgnoreFactory.merge({ quotationId: ignored.id, reason: 'slow_delivery' }).create()

    const response = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
    const [onCart, onExpired, onClosed, onDiscarded] = response.inertiaProps.request.quotations
    assert.deepEqual(onCart.permissions, {
      canBuy: true,
      canPaymentLink: true,
      canDiscard: true,
      canReRequest: false,
    })
    assert.isTrue(onExpired.quotationExpired)
    assert.isFalse(onExpired.closedByVendor)
    assert.deepEqual(onExpired.permissions, {
      canBuy: false,
      canPaymentLink: false,
      canDiscard: false,
      canReRequest: true,
    })
    assert.isTrue(onClosed.quotationExpired)
    assert.isTrue(onClosed.closedByVendor)
    assert.equal(onClosed.editedLabel, 'Cotización editada')
    assert.isFalse(onClosed.permissions.canBuy)
    assert.deepInclude(onDiscarded.buyerIgnoreQuotation, {
      reason: 'slow_delivery',
      reason_label: 'Entrega lenta',
    })
    assert.isFalse(onDiscarded.permissions.canBuy)
    assert.isFalse(onDiscarded.permissions.canDiscard)
  })

  test('a closed request says why and cannot be closed again', async ({ client, assert }) => {
    const { buyer, request } = await detailFixtures({ request: { states: ['closed'] } })
    const response = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
    const page = response.inertiaProps.request
    assert.isTrue(page.is_closed)
    assert.equal(page.close_reason_label, 'Ya lo compré')
    assert.isFalse(page.permissions.canClose)
    assert.isTrue(page.permissions.canAct, 'the buyer still re-requests')
  })

  test('staff read it with the customer name, WhatsApp and infractions, without any action', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    const quotation = await quote(request, vendor.store)
    await InfractionFactory.merge({ storeId: vendor.store.id, quotationId: quotation.id }).create()
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await client.get(BUYER_PAGE(request.id)).loginAs(staff).withInertia()
      response.assertStatus(200)
      const page = response.inertiaProps.request
      assert.deepEqual(page.permissions, { isStaff: true, canAct: false, canClose: false })
      assert.deepInclude(page.user, {
        name: 'Ana Gómez',
        mobile: '3001112233',
        whatsapp: 'https://wa.me/573001112233',
      })
      assert.isNull(page.reRequest)
      const shown = page.quotations[0]
      assert.deepEqual(shown.permissions, {
        canBuy: false,
        canPaymentLink: false,
        canDiscard: false,
        canReRequest: false,
      })
      assert.isNull(shown.contactVendorUrl)
      assert.lengthOf(shown.infractions, 1)
      assert.equal(shown.infractions[0].infractionTypeLabel, 'Compartir información de contacto')
    }
  })

  test('another buyer and a vendor get the unauthorized panel (403) without the request', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    await quote(request, vendor.store)
    const stranger = await UserFactory.merge({
      fullName: 'Pedro Pérez',
      email: 'pedro@example.test',
      mobile: '3005556677',
    }).create()
    for (const [user, label] of [
      [stranger, 'another buyer'],
      [vendor.owner, 'the vendor who quoted'],
    ] as const) {
      const response = await client.get(BUYER_PAGE(request.id)).loginAs(user).withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent(PAGE)
      assert.isNull(response.inertiaProps.request, label)
      assert.deepEqual(
        response.inertiaProps.unauthorized,
        { fullName: user.fullName, email: user.email, mobile: user.mobile },
        label
      )
      const html = await client.get(BUYER_PAGE(request.id)).loginAs(user)
      html.assertStatus(403)
      for (const secret of [request.code, request.details[0].name, 'Ana Gómez', 'BP-SECRET']) {
        assert.notInclude(html.text(), secret, `${label}: ${secret}`)
      }
    }
    assert.deepInclude(
      (await client.get(BUYER_PAGE(request.id)).loginAs(stranger).withInertia()).inertiaProps
        .unauthorized,
      { fullName: 'Pedro Pérez', email: 'pedro@example.test', mobile: '3005556677' }
    )
  })

  test('an unknown request answers the same panel', async ({ client, assert }) => {
    const buyer = await UserFactory.create()
    const response = await client.get(BUYER_PAGE(999999)).loginAs(buyer).withInertia()
    response.assertStatus(403)
    assert.isNull(response.inertiaProps.request)
    assert.equal(response.inertiaProps.unauthorized.fullName, buyer.fullName)
  })

  test('a guest is sent to the login page with the way back', async ({ client }) => {
    const { request } = await detailFixtures()
    const url = BUYER_PAGE(request.id)
    const response = await client.get(url).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/users/page/login?urlreturn=${encodeURIComponent(url)}`)
  })

  test('opening it marks the notifications pointing to it done; a refused visit does not', async ({
    client,
    assert,
  }) => {
    const { buyer, request } = await detailFixtures()
    const url = BUYER_PAGE(request.id)
    const notice = await QueueNotificationFactory.merge({ userId: buyer.id, url }).create()
    const stranger = await UserFactory.create()
    const other = await QueueNotificationFactory.merge({ userId: stranger.id, url }).create()
    await client.get(url).loginAs(stranger).withInertia()
    await client.get(url).loginAs(buyer).withInertia()
    assert.isNotNull((await QueueNotification.findOrFail(notice.id)).doneAt)
    assert.isNull((await QueueNotification.findOrFail(other.id)).doneAt)
  })

  test('the number of queries does not grow with quotations and parts', async ({
    client,
    assert,
  }) => {
    const { buyer, brand, vendor } = await detailFixtures()
    const small = await makeRequest(buyer, { brandId: brand.id, parts: 2 })
    await orderFrom(await quote(small, vendor.store), buyer.id, 1)
    const large = await makeRequest(buyer, { brandId: brand.id, parts: 12 })
    for (const store of [
      vendor.store,
      (await makeVendorStore({ brands: [brand] })).store,
      await StoreFactory.apply('goModule', 'cart').create(),
    ]) {
      const quotation = await quote(large, store)
      await orderFrom(quotation, buyer.id, 1)
      await NpsRatingFactory.merge({ storeId: store.id }).create()
    }
    const admin = await makeAdmin()
    for (const user of [buyer, admin]) {
      const smallQueries = await queriesDuring(() =>
        client.get(BUYER_PAGE(small.id)).loginAs(user).withInertia()
      )
      const largeQueries = await queriesDuring(() =>
        client.get(BUYER_PAGE(large.id)).loginAs(user).withInertia()
      )
      assert.equal(largeQueries.length, smallQueries.length)
    }
  })

  test('the route takes digits only and is named QuotationRequestDetailCustomer', async ({
    assert,
  }) => {
    const match = router.match('/repuestosGo/quotationRequestDetail/12', 'GET', false)
    assert.equal(match?.route.name, 'QuotationRequestDetailCustomer')
    assert.isNull(router.match('/repuestosGo/quotationRequestDetail/abc', 'GET', false))
  })
})

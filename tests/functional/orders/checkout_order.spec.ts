import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import Quotation from '#quotations/models/quotation'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { BuyerIgnoreFactory } from '#database/factories/buyer_ignore_factory'
import { UserAdditionalAddressFactory } from '#database/factories/user_additional_address_factory'
import { BillingDataFactory } from '#database/factories/billing_data_factory'
import { ShippingCostRuleFactory } from '#database/factories/shipping_cost_rule_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager } from '#tests/helpers/requests'
import { outboxTo } from '#tests/helpers/vendor_world'
import { makeGoStore } from '#tests/helpers/vendors'
import { CHECKOUT, checkoutWorld, orderBody, post, rows, storeNotices } from './checkout_helpers.js'

const NOT_FOUND_TEXT = '¡ERROR! la transacción es inexistente.'

const order = (client: any, user: any, body: Record<string, unknown>, key?: string) =>
  post(client, user, CHECKOUT.createNewOrder, body, key)

/** The 422 messages of a refused order, by field. */
function fieldMessages(response: any) {
  return Object.fromEntries(
    (response.body().errors as { field: string; message: string }[]).map((error) => [
      error.field,
      error.message,
    ])
  )
}

test.group('Create an order (POST /api/repuestosGo/quotation/createNewOrder)', (group) => {
  freshDatabase(group)

  test('the buyer orders: priced, linked, the store and the adviser told once each', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const response = await order(client, world.buyer, orderBody(world))
    response.assertStatus(201)
    const body = response.body()
    // 2 × 85 000.50 = 170 001.00; + 12 000 shipping = 182 001.00;
    // commission 182 001 × 5 % = 9 100.05 + 2 000 = 11 100.05 → 11 100 (COP: whole pesos)
    assert.deepInclude(body, {
      message: 'Pedido enviado exitosamente',
      replayed: false,
      total: '182001.00',
    })
    assert.match(body.ref_venta, /^RV-\d{6}$/)
    assert.deepInclude(body.data, {
      id: body.id,
      ref_venta: body.ref_venta,
      total: '182001.00',
      subtotal: '170001.00',
      shipping_cost: '12000.00',
      shipping_option: 'shippingCost',
      sales_model: 'orders',
      status: 'pending',
      quotation_id: world.quotation.id,
      address_id: 0,
      billing_id: 0,
      comment: 'Por favor llamar antes de entregar',
    })
    assert.notProperty(body.data, 'commission')

    const stored = await CartShoppingHeader.findOrFail(body.id)
    assert.equal(stored.userId, world.buyer.id)
    assert.equal(stored.storeId, world.seller.store.id)
    assert.equal(stored.adviserId, world.seller.advisers[0].id)
    assert.equal(Number(stored.commission), 11100)
    assert.isNull(stored.addressId)
    assert.isNull(stored.billingId)
    const lines = await rows('cart_shopping_details', { header_id: body.id })
    assert.lengthOf(lines, 1)
    assert.equal(lines[0].quotation_detail_id, world.items[0].id)
    assert.equal(Number(lines[0].quantity), 2)
    assert.equal(Number(lines[0].total), 170001)
    assert.equal(lines[0].description, 'Pastillas de freno delanteras - Bosch')
    // the quotation keeps its own commission from now on: (210 001 + 12 000) × 5 % + 2 000
    // = 13 100.05 → 13 100 (COP: whole pesos)
    const quotation = await Quotation.findOrFail(world.quotation.id)
    assert.equal(Number(quotation.commission), 13100)

    assert.lengthOf(await rows('outbox_events', { name: 'order.created' }), 1)
    const notices = await storeNotices('CART.newOrder.')
    assert.sameMembers(
      notices.map((notice) => Number(notice.user_id)),
      [world.seller.owner.id, world.seller.advisers[0].account.id]
    )
    for (const notice of notices) {
      assert.equal(notice.url, `/repuestosGo/ventas/${body.id}`)
      assert.include(notice.message, `Nuevo pedido Nº ${body.ref_venta} de Ana Compradora`)
    }
    for (const user of [world.seller.owner, world.seller.advisers[0].account]) {
      assert.lengthOf(await outboxTo(`57${user.mobile}`, 'whatsapp'), 1)
      assert.lengthOf(await outboxTo(user.email, 'email'), 1)
    }
    assert.lengthOf(await outboxTo(world.buyer.email, 'email'), 0, 'the buyer is not told')
  })

  test('once ordered the vendor can no longer edit the quotation (409 naming the order)', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const created = await order(client, world.buyer, orderBody(world))
    created.assertStatus(201)
    const edit = await client
      .patch(CHECKOUT.quotation(world.quotation.id))
      .json({ observations: 'Cambio de precio' })
      .loginAs(world.seller.advisers[0].account)
      .withCsrfToken()
      .accept('json')
    edit.assertStatus(409)
    assert.equal(
      edit.body().message,
      `La cotización está vinculada al pedido ${created.body().ref_venta}: ya no es posible modificarla ni enviarla`
    )
  })

  test('who may buy: the buyer; another buyer 404; the store and staff 403', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const other = await order(client, world.otherBuyer, orderBody(world))
    other.assertStatus(404)
    assert.deepEqual(other.body().errors, [{ message: NOT_FOUND_TEXT }])
    const rival = await makeGoStore({ name: 'AutoPartes Bogotá' })
    ;(await order(client, rival.owner, orderBody(world))).assertStatus(404)
    for (const vendor of [world.seller.owner, world.seller.advisers[0].account]) {
      const response = await order(client, vendor, orderBody(world))
      response.assertStatus(403)
      assert.equal(
        response.body().message,
        'Solo el comprador que pidió la cotización puede comprarla'
      )
    }
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await order(client, staff, orderBody(world))
      response.assertStatus(403)
      assert.match(response.body().message, /solo lectura/)
    }
    ;(await order(client, world.buyer, orderBody(world, { quotation_id: 999999 }))).assertStatus(
      404
    )
    assert.lengthOf(await rows('cart_shopping_headers'), 0)
  })

  test('a buyer whose sign-up is not complete gets 403 saying what to complete', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    await db.from('users').where('id', world.buyer.id).update({ mobile_verified: false })
    await world.buyer.refresh()
    const response = await order(client, world.buyer, orderBody(world))
    response.assertStatus(403)
    assert.equal(
      response.body().message,
      'Completa tu registro (nombre, email y número de WhatsApp verificado) para poder comprar'
    )
  })

  test('a quotation no longer for sale: expired, closed by the vendor, discarded 409', async ({
    client,
    assert,
  }) => {
    const expired = await checkoutWorld({ states: ['expired'] })
    const first = await order(client, expired.buyer, orderBody(expired))
    first.assertStatus(409)
    assert.equal(first.body().message, 'La cotización venció: ya no está disponible para comprar')
    assert.equal(first.body().data.reason, 'expired')

    const closed = await checkoutWorld({ states: ['closed'] })
    const second = await order(client, closed.buyer, orderBody(closed))
    second.assertStatus(409)
    assert.equal(
      second.body().message,
      'La tienda cerró esta cotización: ya no está disponible para comprar'
    )

    const discarded = await checkoutWorld()
    await BuyerIgnoreFactory.merge({
      quotationId: discarded.quotation.id,
      userId: discarded.buyer.id,
    }).create()
    const third = await order(client, discarded.buyer, orderBody(discarded))
    third.assertStatus(409)
    assert.equal(
      third.body().message,
      'Descartaste esta cotización: ya no está disponible para comprar'
    )
    assert.lengthOf(await rows('cart_shopping_headers'), 0)
    assert.lengthOf(await rows('outbox_events'), 0)
  })

  test('quantities: the spec messages on each field; what earlier orders bought is gone', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const [first, second] = world.items
    const zero = await order(
      client,
      world.buyer,
      orderBody(world, { quotationDetails: [{ id: first.id, purchased_amount: 0 }] })
    )
    zero.assertStatus(422)
    assert.deepEqual(fieldMessages(zero), {
      'quotationDetails.0.purchased_amount': 'La cantidad debe ser mayor a cero',
    })

    const missing = await order(
      client,
      world.buyer,
      orderBody(world, { quotationDetails: [{ id: first.id }] })
    )
    assert.deepEqual(fieldMessages(missing), {
      'quotationDetails.0.purchased_amount': 'Por favor ingrese la cantidad a comprar',
    })

    const none = await order(client, world.buyer, orderBody(world, { quotationDetails: [] }))
    none.assertStatus(422)
    assert.deepEqual(fieldMessages(none), {
      quotationDetails: 'Debe seleccionar al menos un producto y especificar la cantidad...',
    })

    const above = await order(
      client,
      world.buyer,
      orderBody(world, {
        quotationDetails: [
          { id: second.id, purchased_amount: 1 },
          { id: first.id, purchased_amount: 3 },
        ],
      })
    )
    above.assertStatus(422)
    assert.deepEqual(fieldMessages(above), {
      'quotationDetails.1.purchased_amount':
        'La cantidad disponible es de 2 unidades. Intenta con una cantidad menor.',
    })

    const foreign = await order(
      client,
      world.buyer,
      orderBody(world, { quotationDetails: [{ id: 999999, purchased_amount: 1 }] })
    )
    assert.deepEqual(fieldMessages(foreign), {
      'quotationDetails.0.id': 'El producto no pertenece a esta cotización',
    })
    assert.lengthOf(await rows('cart_shopping_headers'), 0, 'nothing written')

    // one unit now, then the second unit is all that is left
    const one = await order(
      client,
      world.buyer,
      orderBody(world, { quotationDetails: [{ id: first.id, purchased_amount: 1 }] })
    )
    one.assertStatus(201)
    const again = await order(client, world.buyer, orderBody(world))
    again.assertStatus(422)
    assert.deepEqual(fieldMessages(again), {
      'quotationDetails.0.purchased_amount':
        'La cantidad disponible es de 1 unidades. Intenta con una cantidad menor.',
    })
    const rest = await order(
      client,
      world.buyer,
      orderBody(world, { quotationDetails: [{ id: first.id, purchased_amount: '1' }] })
    )
    rest.assertStatus(201)

    // a cancelled order gives its units back
    await db
      .from('cart_shopping_headers')
      .where('id', one.body().id)
      .update({ status: 'cancelled' })
    ;(
      await order(
        client,
        world.buyer,
        orderBody(world, { quotationDetails: [{ id: first.id, purchased_amount: 1 }] })
      )
    ).assertStatus(201)
  })

  test('terms: required on a marketplace order, not on a store request', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    for (const termsAccepted of [undefined, false]) {
      const response = await order(client, world.buyer, orderBody(world, { termsAccepted }))
      response.assertStatus(422)
      assert.deepEqual(fieldMessages(response), {
        termsAccepted: 'Debes aceptar los términos y condiciones para continuar con el pedido',
      })
    }
    const storeRequest = await checkoutWorld()
    await db
      .from('quotation_requests')
      .where('id', storeRequest.request.id)
      .update({ store_id: storeRequest.seller.store.id, send_to_marketplace: false })
    ;(
      await order(client, storeRequest.buyer, orderBody(storeRequest, { termsAccepted: undefined }))
    ).assertStatus(201)
  })

  test('addresses and billing: own records only; the main record must be complete', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const foreignAddress = await UserAdditionalAddressFactory.merge({
      userId: world.otherBuyer.id,
    }).create()
    const foreignBilling = await BillingDataFactory.merge({ userId: world.otherBuyer.id }).create()
    const refused = await order(
      client,
      world.buyer,
      orderBody(world, { addressId: foreignAddress.id, billingId: foreignBilling.id })
    )
    refused.assertStatus(422)
    assert.deepEqual(fieldMessages(refused), {
      addressId: 'La dirección de entrega seleccionada no existe',
      billingId: 'Los datos de facturación seleccionados no existen',
    })

    const ownAddress = await UserAdditionalAddressFactory.merge({ userId: world.buyer.id }).create()
    const ownBilling = await BillingDataFactory.merge({ userId: world.buyer.id }).create()
    const ok = await order(
      client,
      world.buyer,
      orderBody(world, {
        addressId: ownAddress.id,
        billingId: ownBilling.id,
        quotationDetails: [{ id: world.items[1].id, purchased_amount: 1 }],
      })
    )
    ok.assertStatus(201)
    assert.include(ok.body().data, { address_id: ownAddress.id, billing_id: ownBilling.id })

    await db.from('users').where('id', world.buyer.id).update({ address: null })
    await world.buyer.refresh()
    const incomplete = await order(client, world.buyer, orderBody(world))
    incomplete.assertStatus(422)
    assert.deepEqual(fieldMessages(incomplete), {
      addressId:
        'Completa en tu perfil los datos de tu dirección principal (dirección) o elige otra dirección de entrega',
      billingId:
        'Completa en tu perfil tus datos de facturación (dirección) o elige otros datos de facturación',
    })

    // a Mexican store's order names the missing identification RFC
    await db.from('users').where('id', world.buyer.id).update({ identification: null })
    await world.buyer.refresh()
    await db.from('stores').where('id', world.seller.store.id).update({ country_code: 'MX' })
    const mexican = await order(client, world.buyer, orderBody(world))
    mexican.assertStatus(422)
    assert.equal(
      fieldMessages(mexican).billingId,
      'Completa en tu perfil tus datos de facturación (RFC, dirección) o elige otros datos de facturación'
    )
  })

  test('shipping: pickup and against delivery cost nothing, only where the store offers them', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const notOffered = await order(
      client,
      world.buyer,
      orderBody(world, { selectedOption: 'storePickup' })
    )
    notOffered.assertStatus(422)
    assert.deepEqual(fieldMessages(notOffered), {
      selectedOption: 'Esta tienda no ofrece recoger el pedido en la tienda',
    })
    const bad = await order(client, world.buyer, orderBody(world, { selectedOption: 'dron' }))
    bad.assertStatus(422)

    await db
      .from('stores')
      .where('id', world.seller.store.id)
      .update({ allow_store_pickup: true, allow_payment_against_delivery: true })
    await db.from('users').where('id', world.buyer.id).update({ address: null })
    const pickup = await order(
      client,
      world.buyer,
      orderBody(world, {
        selectedOption: 'storePickup',
        addressId: 999999,
        billingId: (await BillingDataFactory.merge({ userId: world.buyer.id }).create()).id,
        quotationDetails: [{ id: world.items[0].id, purchased_amount: 1 }],
      })
    )
    pickup.assertStatus(201)
    assert.include(pickup.body().data, {
      shipping_option: 'storePickup',
      shipping_cost: '0.00',
      total: '85000.50',
      address_id: 0,
    })
    const address = await UserAdditionalAddressFactory.merge({ userId: world.buyer.id }).create()
    const cod = await order(
      client,
      world.buyer,
      orderBody(world, {
        selectedOption: 'paymentAgainstDelivery',
        addressId: address.id,
        billingId: (await BillingDataFactory.merge({ userId: world.buyer.id }).create()).id,
        quotationDetails: [{ id: world.items[0].id, purchased_amount: 1 }],
      })
    )
    cod.assertStatus(201)
    assert.include(cod.body().data, { shipping_cost: '0.00', total: '85000.50' })
    // commission on what the platform charges: 85 000.50 × 5 % = 4 250.03 (half up) + 2 000
    // = 6 250.03 → 6 250 (COP: whole pesos)
    const stored = await CartShoppingHeader.findOrFail(cod.body().id)
    assert.equal(Number(stored.commission), 6250)
  })

  test('shipping: included is free; left to the buyer follows the store tier rules', async ({
    client,
    assert,
  }) => {
    const included = await checkoutWorld({
      quotation: { shippingOption: 'included', shippingCost: null },
    })
    const free = await order(client, included.buyer, orderBody(included))
    free.assertStatus(201)
    assert.include(free.body().data, { shipping_cost: '0.00', total: '170001.00' })

    const open = await checkoutWorld({
      quotation: { shippingOption: 'buyer_pays', shippingCost: null },
    })
    await ShippingCostRuleFactory.merge({ storeId: open.seller.store.id }).create()
    await ShippingCostRuleFactory.merge({ storeId: open.seller.store.id }).apply('free').create()
    const small = await order(
      client,
      open.buyer,
      orderBody(open, { quotationDetails: [{ id: open.items[0].id, purchased_amount: 1 }] })
    )
    small.assertStatus(201)
    assert.include(small.body().data, { shipping_cost: '12000.00', total: '97000.50' })
    const big = await order(
      client,
      open.buyer,
      orderBody(open, {
        quotationDetails: [
          { id: open.items[0].id, purchased_amount: 1 },
          { id: open.items[1].id, purchased_amount: 1 },
        ],
      })
    )
    big.assertStatus(201)
    // 125 000.50 is below 200 000: 12 000; the tier of 200 000 up would be free
    assert.include(big.body().data, { shipping_cost: '12000.00', total: '137000.50' })
  })

  test('comment at most 512; the idempotency key replays, another account gets 409', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const long = await order(client, world.buyer, orderBody(world, { comment: 'x'.repeat(513) }))
    long.assertStatus(422)
    assert.deepEqual(fieldMessages(long), { comment: 'El comentario admite máximo 512 caracteres' })

    const key = '6f0c2d1e-3b4a-4c5d-8e9f-0a1b2c3d4e5f'
    const first = await order(client, world.buyer, orderBody(world), key)
    first.assertStatus(201)
    const replay = await order(client, world.buyer, orderBody(world), key)
    replay.assertStatus(200)
    assert.isTrue(replay.body().replayed)
    assert.equal(replay.body().id, first.body().id)
    assert.equal(replay.body().total, '182001.00')
    const elsewhere = await checkoutWorld()
    const thief = await order(client, elsewhere.buyer, orderBody(elsewhere), key)
    thief.assertStatus(409)
    assert.equal(
      thief.body().message,
      'Esta clave de envío ya fue usada desde otra cuenta. Recarga la página e inténtalo de nuevo.'
    )
    const bad = await order(client, world.buyer, orderBody(world), 'not-a-uuid')
    bad.assertStatus(422)
    assert.lengthOf(await rows('cart_shopping_headers'), 1)
    assert.lengthOf(await rows('outbox_events', { name: 'order.created' }), 1)
  })

  test('a bearer token buys too (store integrations, apps)', async ({ client, assert }) => {
    const world = await checkoutWorld()
    const token = await User.accessTokens.create(world.buyer)
    const response = await client
      .post(CHECKOUT.createNewOrder)
      .json(orderBody(world))
      .bearerToken(token.value!.release())
      .accept('json')
    response.assertStatus(201)
    assert.isAbove(response.body().id, 0)
  })
})

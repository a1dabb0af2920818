import { test } from '@japa/runner'
import QuotationRequest from '#quotations/models/quotation_request'
import Quotation from '#quotations/models/quotation'
import User from '#users/models/user'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager, makeRequest, REQUESTS_API } from '#tests/helpers/requests'
import {
  DETAIL_API,
  detailFixtures,
  makeVendorStore,
  NOT_FOUND_TEXT,
} from '#tests/helpers/vendor_detail'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { UserFactory } from '#database/factories/user_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import {
  item,
  QUOTATION_API,
  rows,
  send,
  sendBody,
  SERVICE_COSTS,
  todayPlus,
  vendorsOf,
} from './quotations_helpers.js'

test.group('Send a quotation (POST /api/repuestosGo/Quotation)', (group) => {
  freshDatabase(group)

  test('a vendor sends: priced exactly, counted, listed in Cotizadas and on the request', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    // the store had marked the part 'Agotado': quoting it clears the mark
    await QuotationRequestDetailUnavailable.create({
      detailId: request.details[0].id,
      storeId: vendor.store.id,
      userId: vendor.owner.id,
    })

    const response = await send(client, vendor.owner, sendBody(request))
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.message, 'Cotización enviada')
    assert.isFalse(body.replayed)
    assert.isFalse(body.closedRequest)
    const data = body.data
    assert.match(data.code, /^CT-\d{6}$/)
    assert.deepInclude(data, {
      quotation_request_id: request.id,
      store_id: vendor.store.id,
      shipping_option: 'added',
      shipping_cost: '12000.00',
      subtotal: '170000.00',
      total: '182000.00',
      service_cost: '2000.00',
      service_cost_percent: '0.0500',
      // 182 000 × 5 % + 2 000 = 11 100
      commission: '11100.00',
      commissionSource: 'computed',
      vendorReceives: '170900.00',
      valid_until: todayPlus(8),
      edited_quotation: false,
      locked: false,
      observations: 'Repuestos originales con garantía',
    })
    assert.deepInclude(data.quotationDetails[0], {
      quotation_request_detail_id: request.details[0].id,
      unit_price: '85000.00',
      lineTotal: '170000.00',
      reference: 'BP-1234',
      warrantyLabel: '30 días',
      delivery_time_label: 'Siguiente día hábil (antes de 2pm)',
    })

    const [stored] = await rows('quotations', { id: data.id })
    assert.equal(Number(stored.total), 182000)
    const fresh = await QuotationRequest.findOrFail(request.id)
    await fresh.load('details', (details) => details.orderBy('id', 'asc'))
    assert.equal(fresh.quotationsCount, 1)
    assert.deepEqual(
      fresh.details.map((detail) => detail.quotationsCount),
      [1, 0]
    )
    assert.isFalse(fresh.isClosed)
    assert.lengthOf(await rows('quotation_request_detail_unavailables'), 0)

    const listed = await client
      .get(`${QUOTATION_API}?with=${encodeURIComponent('["quotationDetails"]')}&order=desc`)
      .loginAs(vendor.owner)
      .accept('json')
    listed.assertStatus(200)
    assert.deepEqual(
      listed.body().data.map((row: any) => row.code),
      [data.code],
      'Cotizadas lists it'
    )

    const detail = await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    detail.assertStatus(200)
    const [card] = detail.body().data.quotations
    assert.equal(card.code, data.code)
    assert.equal(card.total, '182000.00')
    assert.equal(card.quotationDetails[0].reference, 'BP-1234')
    assert.deepEqual(detail.body().data.details[0].relatedQuotation, {
      id: data.id,
      code: data.code,
    })
    assert.isFalse(detail.body().data.permissions.canDiscard)
  })

  test('the shipping may come as the spec has it: only shipping_cost, a value or a text', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures()
    const included = await send(
      client,
      vendor.owner,
      sendBody(request, { shipping_option: undefined, shipping_cost: 'Costo de envío incluido' })
    )
    included.assertStatus(201)
    assert.deepInclude(included.body().data, {
      shipping_option: 'included',
      shipping_cost: null,
      shipping_option_label: 'Costo de envío incluido',
      total: '170000.00',
    })
    const [other] = await vendorsOf(brand, 1)
    const valued = await send(
      client,
      other.owner,
      sendBody(request, { shipping_option: undefined, shipping_cost: 9999 })
    )
    valued.assertStatus(201)
    assert.equal(valued.body().data.shipping_cost, '9999.00')
    assert.equal(valued.body().data.total, '179999.00')
  })

  test('bad input: 422 with the spec messages, nothing saved', async ({ client, assert }) => {
    const { request, vendor } = await detailFixtures()
    const other = await makeRequest(vendor.owner, { parts: 1 })
    await other.load('details')
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { shipping_option: undefined, shipping_cost: undefined },
        'shipping_option',
        'Antes de poder generar la cotización, debes agregar el costo de envío de los productos.',
      ],
      [{ shipping_cost: null }, 'shipping_cost', 'Debes agregar el costo de envío'],
      [
        { observations: 'x'.repeat(129) },
        'observations',
        'El campo de observaciones no puede superar los 128 caracteres',
      ],
      [
        { observations: 'Llámanos al 300 123 4567' },
        'observations',
        'Las observaciones no pueden incluir datos de contacto (teléfonos, correos, direcciones o nombres). Enviar datos de contacto causa la desactivación inmediata de la cuenta.',
      ],
      [{ quotationDetails: [] }, 'quotationDetails', 'Agrega al menos un producto a la cotización'],
      [
        { quotationDetails: ['x'] },
        'quotationDetails.0',
        'Agrega al menos un producto a la cotización',
      ],
      [{ quotation_request_id: 'x' }, 'quotation_request_id', 'Indica la solicitud de cotización'],
      [
        { quotationDetails: [item(request.details[0].id, { name: 12 })] },
        'quotationDetails.0.name',
        'Ingresa el nombre del producto',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { amount: 0 })] },
        'quotationDetails.0.amount',
        'La cantidad mínima es 1',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { unit_price: '0.99' })] },
        'quotationDetails.0.unit_price',
        'El precio unitario mínimo es 1, con máximo 2 decimales',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { unit_price: '100.123' })] },
        'quotationDetails.0.unit_price',
        'El precio unitario mínimo es 1, con máximo 2 decimales',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { unit_price: '85000.50' })] },
        'quotationDetails.0.unit_price',
        'En pesos colombianos los precios van sin centavos',
      ],
      [
        { shipping_cost: '12000.01' },
        'shipping_cost',
        'En pesos colombianos los precios van sin centavos',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { warranty: 45 })] },
        'quotationDetails.0.warranty',
        'Selecciona la garantía',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { delivery_time: 'mañana' })] },
        'quotationDetails.0.delivery_time',
        'Selecciona el tiempo de entrega',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { name: '' })] },
        'quotationDetails.0.name',
        'Ingresa el nombre del producto',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { reference: 'R'.repeat(129) })] },
        'quotationDetails.0.reference',
        'La referencia no puede superar los 128 caracteres',
      ],
      [
        { quotationDetails: [item(other.details[0].id)] },
        'quotationDetails.0.quotation_request_detail_id',
        'La autoparte no pertenece a esta solicitud de cotización',
      ],
      [
        { quotationDetails: [item(request.details[0].id, { image: 'https://evil.test/a.png' })] },
        'quotationDetails.0.image',
        'La imagen no es válida. Vuelve a subirla.',
      ],
      [
        { valid_until: todayPlus(-1) },
        'valid_until',
        'La fecha de vigencia no puede ser anterior a hoy',
      ],
      [
        { idempotency_key: 'no-es-uuid' },
        'idempotency_key',
        'La solicitud no es válida, recarga la página',
      ],
    ]
    for (const [overrides, field, message] of cases) {
      const response = await send(client, vendor.owner, sendBody(request, overrides))
      response.assertStatus(422)
      const error = response.body().errors.find((e: any) => e.field === field)
      assert.equal(error?.message, message, `${field}: ${JSON.stringify(response.body().errors)}`)
    }
    assert.lengthOf(await rows('quotations'), 0)
    assert.lengthOf(await rows('outbox_events', { name: 'quotations.quotation_sent' }), 0)
  })

  test('who may send: vendors of the channel; staff 403, buyer 404, other stores 404 or 403', async ({
    client,
    assert,
  }) => {
    const { request, buyer, brand } = await detailFixtures()
    const body = sendBody(request)

    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await send(client, staff, body)
      response.assertStatus(403)
      assert.equal(
        response.body().message,
        'Los administradores ven las cotizaciones en modo de solo lectura: no pueden enviarlas ni modificarlas'
      )
    }
    const own = await send(client, buyer, body)
    own.assertStatus(404)
    assert.deepEqual(own.body().errors, [{ message: NOT_FOUND_TEXT }])

    const plainBuyer = await UserFactory.create()
    ;(await send(client, plainBuyer, body)).assertStatus(404)
    const mexican = await makeVendorStore({ brands: [brand], countryCode: 'MX' })
    ;(await send(client, mexican.owner, body)).assertStatus(404)
    const noModule = await makeVendorStore({ brands: [brand], goModule: false })
    ;(await send(client, noModule.owner, body)).assertStatus(404)
    const noBrand = await makeVendorStore({ brands: [] })
    const refused = await send(client, noBrand.owner, body)
    refused.assertStatus(403)
    assert.equal(
      refused.body().message,
      'No puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca Chevrolet'
    )
    const unknown = await send(client, noBrand.owner, { ...body, quotation_request_id: 999999 })
    unknown.assertStatus(404)
    const guest = await client.post(QUOTATION_API).json(body).withCsrfToken().accept('json')
    guest.assertStatus(401)
    assert.lengthOf(await rows('quotations'), 0)
  })

  test('a store request is for its store only and closes at its first quotation', async ({
    client,
    assert,
  }) => {
    const { buyer, brand, city, vendor } = await detailFixtures()
    const request = await makeRequest(buyer, {
      storeId: vendor.store.id,
      sendToMarketplace: false,
      brandId: brand.id,
      cityId: city.id,
      parts: 2,
    })
    await request.load('details')
    const [rival] = await vendorsOf(brand, 1)
    ;(await send(client, rival.owner, sendBody(request))).assertStatus(404)
    const response = await send(client, vendor.owner, sendBody(request))
    response.assertStatus(201)
    assert.isTrue(response.body().closedRequest)
    const fresh = await QuotationRequest.findOrFail(request.id)
    assert.isTrue(fresh.isClosed)
    assert.isNull(fresh.closeReason, 'closed at the cap, not by the buyer')
  })

  test('the third marketplace quotation closes the request; the fourth vendor gets Solicitud cerrada', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures()
    const others = await vendorsOf(brand, 3)
    for (const store of [vendor, others[0], others[1]]) {
      ;(await send(client, store.owner, sendBody(request))).assertStatus(201)
    }
    const fresh = await QuotationRequest.findOrFail(request.id)
    assert.isTrue(fresh.isClosed)
    assert.equal(fresh.quotationsCount, 3)
    const late = await send(client, others[2].owner, sendBody(request))
    late.assertStatus(409)
    assert.equal(late.body().message, 'Solicitud cerrada')
    assert.deepEqual(late.body().data, {
      reason: 'cap',
      detail:
        'Otros vendedores respondieron más rápido: la solicitud ya recibió todas las cotizaciones posibles.',
    })
    assert.lengthOf(await rows('quotations'), 3)
  })

  test('closed, expired, discarded and already quoted requests are refused with 409', async ({
    client,
    assert,
  }) => {
    const { buyer, brand, city, vendor, request } = await detailFixtures()
    const closed = await makeRequest(buyer, {
      brandId: brand.id,
      cityId: city.id,
      states: ['closed'],
    })
    await closed.load('details')
    const response = await send(client, vendor.owner, sendBody(closed))
    response.assertStatus(409)
    assert.equal(response.body().message, 'Solicitud cerrada')

    const expired = await makeRequest(buyer, {
      brandId: brand.id,
      cityId: city.id,
      states: ['expired'],
    })
    await expired.load('details')
    const late = await send(client, vendor.owner, sendBody(expired))
    late.assertStatus(409)
    assert.deepInclude(late.body(), { message: 'Solicitud cerrada' })
    assert.equal(late.body().data.reason, 'expired')

    const discarded = await makeRequest(buyer, { brandId: brand.id, cityId: city.id })
    await discarded.load('details')
    await VendorIgnoreFactory.merge({
      quotationRequestId: discarded.id,
      storeId: vendor.store.id,
      userId: vendor.owner.id,
    }).create()
    const ignored = await send(client, vendor.owner, sendBody(discarded))
    ignored.assertStatus(409)
    assert.equal(
      ignored.body().message,
      'Tu tienda descartó esta solicitud: no es posible cotizarla'
    )

    const first = await send(client, vendor.owner, sendBody(request))
    first.assertStatus(201)
    const second = await send(client, vendor.owner, sendBody(request))
    second.assertStatus(409)
    assert.equal(
      second.body().message,
      `Tu tienda ya envió la cotización Nº ${first.body().data.code} para esta solicitud: edítala para cambiarla`
    )
    assert.deepEqual(second.body().data.quotation, {
      id: first.body().data.id,
      code: first.body().data.code,
    })
    assert.lengthOf(await rows('quotations'), 1)
  })

  test('per product: 3 quotations per part, a bought part none, the last open part closes it', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures({
      parts: 2,
      request: { states: ['byProduct'] },
    })
    const [first, second] = request.details
    const others = await vendorsOf(brand, 4)
    for (const store of [vendor, others[0], others[1]]) {
      const response = await send(
        client,
        store.owner,
        sendBody(request, { quotationDetails: [item(first.id)] })
      )
      response.assertStatus(201)
      assert.isFalse(response.body().closedRequest)
    }
    const full = await send(
      client,
      others[2].owner,
      sendBody(request, { quotationDetails: [item(first.id), item(second.id)] })
    )
    full.assertStatus(409)
    assert.equal(full.body().message, 'La autoparte ' + first.name + ' ya recibió 3 cotizaciones')
    assert.deepEqual(full.body().data.parts, [{ id: first.id, name: first.name, why: 'full' }])

    const extraOnly = await send(
      client,
      others[2].owner,
      sendBody(request, { quotationDetails: [item(null)] })
    )
    extraOnly.assertStatus(422)
    assert.equal(extraOnly.body().message, 'Cotiza al menos una de las autopartes solicitadas')

    // the second part is still open: a fourth quotation on the request is fine
    const open = await send(
      client,
      others[2].owner,
      sendBody(request, { quotationDetails: [item(second.id), item(null, { name: 'Kit' })] })
    )
    open.assertStatus(201)
    const fresh = await QuotationRequest.findOrFail(request.id)
    assert.equal(fresh.quotationsCount, 4)
    assert.isFalse(fresh.isClosed)

    const detail = await client.get(DETAIL_API(request.id)).loginAs(others[3].owner).accept('json')
    const counters = detail.body().data.details.map((d: any) => d.quotationDetailsCount)
    assert.deepEqual(counters, [3, 1])
    assert.deepEqual(
      detail.body().data.details.map((d: any) => d.closed),
      [true, false]
    )
  })

  test('per product: a part in a cart takes no quotation; the last open part closes the request', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures({
      parts: 2,
      request: { states: ['byProduct'] },
    })
    const [first, second] = request.details
    const others = await vendorsOf(brand, 3)
    const bought = await send(
      client,
      vendor.owner,
      sendBody(request, { quotationDetails: [item(first.id)] })
    )
    bought.assertStatus(201)
    const { CartShoppingDetailFactory } =
      await import('#database/factories/cart_shopping_detail_factory')
    await CartShoppingDetailFactory.merge({
      quotationDetailId: bought.body().data.quotationDetails[0].id,
    }).create()

    const refused = await send(
      client,
      others[0].owner,
      sendBody(request, { quotationDetails: [item(first.id)] })
    )
    refused.assertStatus(409)
    assert.equal(
      refused.body().message,
      `La autoparte ${first.name} ya fue comprada por el cliente`
    )

    for (const store of [others[0], others[1]]) {
      ;(
        await send(client, store.owner, sendBody(request, { quotationDetails: [item(second.id)] }))
      ).assertStatus(201)
    }
    const last = await send(
      client,
      others[2].owner,
      sendBody(request, { quotationDetails: [item(second.id)] })
    )
    last.assertStatus(201)
    assert.isTrue(last.body().closedRequest)
    assert.isTrue((await QuotationRequest.findOrFail(request.id)).isClosed)
  })

  test('the seller: an adviser sends as themselves; with two advisers the owner must choose', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures()
    const a = await StoreAdviserFactory.merge({ storeId: vendor.store.id }).create()
    await StoreAdviserFactory.merge({ storeId: vendor.store.id }).create()
    const missing = await send(client, vendor.owner, sendBody(request))
    missing.assertStatus(422)
    assert.equal(missing.body().errors[0].message, 'Selecciona un vendedor')
    const chosen = await send(client, vendor.owner, sendBody(request, { adviser_id: a.id }))
    chosen.assertStatus(201)
    assert.deepEqual(chosen.body().data.adviser, { id: a.id, name: a.name })

    const other = await makeVendorStore({ brands: [brand], adviserUsers: 1 })
    const [adviser] = await other.store.related('advisers').query()
    const adviserUser = await User.findOrFail(adviser.userId!)
    const own = await send(client, adviserUser, sendBody(request, { adviser_id: a.id }))
    own.assertStatus(422)
    assert.equal(own.body().errors[0].message, 'El vendedor seleccionado no pertenece a tu tienda')
    const asAdviser = await send(client, adviserUser, sendBody(request))
    asAdviser.assertStatus(201)
    assert.equal(asAdviser.body().data.adviser_id, adviser.id)
    assert.equal(asAdviser.body().data.users_id, adviserUser.id)
    assert.equal(asAdviser.body().data.store_id, other.store.id)
  })

  test('service costs of a request: the plan for a new quotation, the copied ones after', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures()
    vendor.store.merge({ serviceCost: 1500, serviceCostPercent: 0.0475 })
    await vendor.store.save()
    const before = await client.get(SERVICE_COSTS(request.id)).loginAs(vendor.owner).accept('json')
    before.assertStatus(200)
    assert.deepEqual(before.body().data, {
      quotation_request_id: request.id,
      store_id: vendor.store.id,
      serviceCost: '1500.00',
      serviceCostPercent: '0.0475',
      source: 'store',
      quotation_id: null,
    })
    const sent = await send(client, vendor.owner, sendBody(request))
    sent.assertStatus(201)
    vendor.store.merge({ serviceCost: 3000, serviceCostPercent: 0.1 })
    await vendor.store.save()
    const after = await client.get(SERVICE_COSTS(request.id)).loginAs(vendor.owner).accept('json')
    assert.deepInclude(after.body().data, {
      serviceCost: '1500.00',
      serviceCostPercent: '0.0475',
      source: 'quotation',
      quotation_id: sent.body().data.id,
    })
    ;(
      await client
        .get(SERVICE_COSTS(request.id))
        .loginAs(await makeAdmin())
        .accept('json')
    ).assertStatus(403)
    ;(await client.get(SERVICE_COSTS(request.id)).loginAs(buyer).accept('json')).assertStatus(404)
    ;(await client.get(SERVICE_COSTS(999999)).loginAs(vendor.owner).accept('json')).assertStatus(
      404
    )
  })

  test('the buyer\u2019s request lists count the quotation', async ({ client, assert }) => {
    const { request, vendor, buyer } = await detailFixtures()
    ;(await send(client, vendor.owner, sendBody(request))).assertStatus(201)
    const list = await client.get(REQUESTS_API).loginAs(buyer).accept('json')
    list.assertStatus(200)
    const row = list.body().data.find((r: any) => r.id === request.id)
    assert.equal(row.quotationsCount, 1)
    assert.lengthOf(await Quotation.all(), 1)
  })
})

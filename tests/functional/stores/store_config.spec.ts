import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import ShippingCostRule from '#stores/models/shipping_cost_rule'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { makeAdmin } from '#tests/helpers/requests'
import { makeBrand, makeGoStore } from '#tests/helpers/vendors'
import { uploadAs } from '#tests/helpers/uploads'
import { LocalizationZoneFactory } from '#database/factories/localization_zone_factory'
import { DEFAULT_OPENING_HOURS } from '#stores/rules/store_config_rules'
import { newRequestChannels } from '#stores/queries/new_request_channels_query'

const PAGE = (store: Store) => `/tienda/${store.urlPath}/store/page`
const SAVE = (store: Store, section: 'data' | 'market' | 'shipping' | 'payments') =>
  `/api/store/store/${store.id}/${section}`

function put(client: ApiClient, user: User, url: string, body: object) {
  return client.put(url).json(body).loginAs(user).withCsrfToken().accept('json')
}

/** The error messages of a 422 by field. */
function errorsOf(body: any): Record<string, string> {
  return Object.fromEntries(body.errors.map((e: any) => [e.field, e.message]))
}

async function dataBody(overrides: object = {}) {
  const city = await makeCity('Medellín', 'Antioquia', '05001')
  return {
    name: 'Frenos La 80',
    description: 'Frenos y suspensión para toda marca.',
    address: 'Calle 80 # 45-10',
    city_id: city.id,
    mobile_number: '3004445566',
    email: 'ventas@frenosla80.co',
    opening_hours: DEFAULT_OPENING_HOURS,
    ...overrides,
  }
}

test.group('Store configuration page: who sees and who edits', (group) => {
  freshDatabase(group)

  test('a store pending activation reads its Módulo GO as pending', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    store.goModuleActive = false
    await store.save()
    const page = await client.get(PAGE(store)).loginAs(owner).withInertia()
    page.assertStatus(200)
    assert.deepInclude(page.inertiaProps.go, { active: false, activatedAt: null })
  })

  test('a guest is sent to the login page with the way back', async ({ client }) => {
    const { store } = await makeGoStore()
    const response = await client.get(PAGE(store)).redirects(0)
    response.assertStatus(302)
    response.assertHeader(
      'location',
      `/users/page/login?urlreturn=${encodeURIComponent(PAGE(store))}`
    )
  })

  test('the owner edits, an adviser reads, anybody else 404', async ({ client, assert }) => {
    const brand = await makeBrand()
    const { store, owner, advisers } = await makeGoStore({ brands: [brand], advisers: 1 })
    const other = await makeGoStore()
    const buyer = await makeUser()
    const admin = await makeAdmin()

    const mine = await client.get(PAGE(store)).loginAs(owner).withInertia()
    mine.assertStatus(200)
    assert.equal(mine.inertiaComponent, 'stores/config')
    assert.isTrue(mine.inertiaProps.canEdit)
    assert.equal(mine.inertiaProps.store.id, store.id)
    assert.deepEqual(mine.inertiaProps.market.brandIds, [brand.id])
    assert.lengthOf(mine.inertiaProps.store.openingHours, 7)
    // Módulo GO: active, with the plan of the factory (5 % + 2 000 per sale)
    assert.deepInclude(mine.inertiaProps.go, {
      active: true,
      serviceCostPercent: 0.05,
      serviceCost: 2000,
    })

    const read = await client.get(PAGE(store)).loginAs(advisers[0].account).withInertia()
    read.assertStatus(200)
    assert.isFalse(read.inertiaProps.canEdit)

    for (const stranger of [other.owner, buyer, admin]) {
      const response = await client.get(PAGE(store)).loginAs(stranger).withInertia()
      response.assertStatus(404)
    }
    const unknown = await client.get('/tienda/no-existe/store/page').loginAs(owner).withInertia()
    unknown.assertStatus(404)
  })

  test('every save: the adviser 403, another store’s owner 404, a guest 401', async ({
    client,
    assert,
  }) => {
    const { store, advisers } = await makeGoStore({ advisers: 1 })
    const other = await makeGoStore()
    const bodies = {
      data: await dataBody(),
      market: { brand_ids: [], zone_ids: [] },
      shipping: { allow_store_pickup: true, allow_payment_against_delivery: false, rules: [] },
      payments: { payment_name: 'Otra persona' },
    }
    for (const section of ['data', 'market', 'shipping', 'payments'] as const) {
      const adviser = await put(client, advisers[0].account, SAVE(store, section), bodies[section])
      adviser.assertStatus(403)
      assert.equal(
        adviser.body().message,
        'Solo el dueño de la tienda puede cambiar su configuración.'
      )
      const stranger = await put(client, other.owner, SAVE(store, section), bodies[section])
      stranger.assertStatus(404)
      const guest = await client
        .put(SAVE(store, section))
        .json(bodies[section])
        .withCsrfToken()
        .accept('json')
      guest.assertStatus(401)
    }
    await store.refresh()
    assert.isFalse(store.allowStorePickup)
  })
})

test.group('Store configuration page: saving each section', (group) => {
  freshDatabase(group)

  test('Datos: saved with the opening hours; the page shows them after a reload', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const logo = await uploadAs(client, owner)
    const hours = DEFAULT_OPENING_HOURS.map((day, index) =>
      index === 0 ? { closed: false, opens: '07:30', closes: '17:00' } : day
    )
    const body = await dataBody({ logo, opening_hours: hours })
    const response = await put(client, owner, SAVE(store, 'data'), body)
    response.assertStatus(200)
    assert.equal(response.body().message, 'Configuración guardada')

    const page = await client.get(PAGE(store)).loginAs(owner).withInertia()
    const saved = page.inertiaProps.store
    assert.equal(saved.name, 'Frenos La 80')
    assert.equal(saved.logo, logo)
    assert.equal(saved.cityId, body.city_id)
    assert.equal(saved.cityName, 'Medellín, Antioquia')
    assert.equal(saved.mobileNumber, '3004445566')
    assert.deepEqual(saved.openingHours[0], { closed: false, opens: '07:30', closes: '17:00' })
  })

  test('Datos: each bad field has its Spanish message', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const stranger = await makeUser()
    const foreignLogo = await uploadAs(client, stranger)
    const mexican = await LocalizationZoneFactory.merge({ countryCode: 'MX' }).create()
    const hours = DEFAULT_OPENING_HOURS.map((day, index) =>
      index === 1 ? { closed: false, opens: '18:00', closes: '08:00' } : day
    )
    const response = await put(
      client,
      owner,
      SAVE(store, 'data'),
      await dataBody({
        name: '  ',
        logo: foreignLogo,
        city_id: mexican.id,
        mobile_number: '300',
        email: 'no-es-email',
        opening_hours: hours,
      })
    )
    response.assertStatus(422)
    assert.deepEqual(errorsOf(response.body()), {
      'name': 'Escribe el nombre de la tienda',
      'logo': 'La imagen no es válida. Vuelve a subirla.',
      'city_id': 'Elige una ciudad de la lista',
      'mobile_number': 'El celular debe tener 10 dígitos',
      'email': 'El email no es válido',
      'opening_hours.1': 'La hora de cierre debe ser posterior a la de apertura',
    })
  })

  test('Marcas y zonas: brands and zones replaced; a zone of another country refused', async ({
    client,
    assert,
  }) => {
    const [chevrolet, mazda] = [await makeBrand(), await makeBrand()]
    const { store, owner } = await makeGoStore({ brands: [mazda] })
    const medellin = await makeCity('Medellín', 'Antioquia', '05001')
    const cali = await makeCity('Cali', 'Valle del Cauca', '76001')
    const response = await put(client, owner, SAVE(store, 'market'), {
      brand_ids: [chevrolet.id],
      zone_ids: [medellin.parentId, cali.id],
    })
    response.assertStatus(200)
    const market = response.body().data.market
    assert.deepEqual(market.brandIds, [chevrolet.id])
    assert.sameDeepMembers(market.zones, [
      { id: medellin.parentId, fullName: 'Antioquia', type: 'department' },
      { id: cali.id, fullName: 'Cali, Valle del Cauca', type: 'city' },
    ])

    const mexican = await LocalizationZoneFactory.merge({ countryCode: 'MX' }).create()
    const refused = await put(client, owner, SAVE(store, 'market'), {
      brand_ids: [chevrolet.id, 999999],
      zone_ids: [mexican.id],
    })
    refused.assertStatus(422)
    assert.deepEqual(errorsOf(refused.body()), {
      'brand_ids.1': 'Una de las marcas elegidas no existe',
      'zone_ids.0': 'Una de las zonas elegidas no pertenece al país de la tienda',
    })
  })

  test('Marcas y zonas: the store turns its new-request e-mails off; the notices follow', async ({
    client,
    assert,
  }) => {
    const brand = await makeBrand()
    const { store, owner } = await makeGoStore({ brands: [brand] })
    const before = await client.get(PAGE(store)).loginAs(owner).withInertia()
    assert.include(before.inertiaProps.market, {
      notifyNewRequestsByEmail: true,
      notifyNewRequestsByWhatsapp: true,
    })
    const saved = await put(client, owner, SAVE(store, 'market'), {
      brand_ids: [brand.id],
      zone_ids: [],
      notify_new_requests_by_email: false,
    })
    saved.assertStatus(200)
    assert.include(saved.body().data.market, {
      notifyNewRequestsByEmail: false,
      notifyNewRequestsByWhatsapp: true,
    })
    assert.deepEqual(await newRequestChannels(owner.id, null), { email: false, whatsapp: true })
    // without the switches, the save leaves them as they are
    await put(client, owner, SAVE(store, 'market'), { brand_ids: [brand.id], zone_ids: [] })
    await store.refresh()
    assert.isFalse(store.config?.notifyNewRequestsByEmail)

    const refused = await put(client, owner, SAVE(store, 'market'), {
      brand_ids: [brand.id],
      zone_ids: [],
      notify_new_requests_by_whatsapp: 'quizás',
    })
    refused.assertStatus(422)
    assert.deepEqual(errorsOf(refused.body()), {
      notify_new_requests_by_whatsapp: 'Indica sí o no',
    })
  })

  test('Envíos: rules in whole pesos, no duplicate threshold, none negative; the buyer’s API reads them at once', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const bad = await put(client, owner, SAVE(store, 'shipping'), {
      shipping_policy: 'Despachos en 24 horas.',
      allow_store_pickup: true,
      allow_payment_against_delivery: true,
      rules: [
        { lower_purchase_price: 0, add_shipping_cost: 12000 },
        { lower_purchase_price: 0, add_shipping_cost: 9000 },
        { lower_purchase_price: 100000.5, add_shipping_cost: -1 },
      ],
    })
    bad.assertStatus(422)
    assert.deepEqual(errorsOf(bad.body()), {
      'rules.1.lower_purchase_price': 'Ya hay una regla desde este valor de compra',
      'rules.2.lower_purchase_price': 'Escribe un valor en pesos, sin decimales',
      'rules.2.add_shipping_cost': 'El valor no puede ser negativo',
    })
    assert.lengthOf(await ShippingCostRule.query().where('store_id', store.id), 0)

    const good = await put(client, owner, SAVE(store, 'shipping'), {
      shipping_policy: 'Despachos en 24 horas.',
      allow_store_pickup: true,
      allow_payment_against_delivery: false,
      rules: [
        { lower_purchase_price: 200000, add_shipping_cost: 0 },
        { lower_purchase_price: 0, add_shipping_cost: 12000 },
      ],
    })
    good.assertStatus(200)
    assert.deepEqual(good.body().data.shipping.rules, [
      { lower_purchase_price: 0, add_shipping_cost: 12000 },
      { lower_purchase_price: 200000, add_shipping_cost: 0 },
    ])
    const buyerView = await client
      .get(`/api/store/store/${store.id}/shippingCostRulesAndDiscounts`)
      .loginAs(await makeUser())
      .accept('json')
    const data = buyerView.body().data
    assert.equal(data.shippingPolicy, 'Despachos en 24 horas.')
    assert.isTrue(data.allowStorePickup)
    assert.isFalse(data.allowPaymentAgainstDelivery)
    assert.deepEqual(
      data.rules.map((rule: any) => [rule.lower_purchase_price, rule.add_shipping_cost]),
      [
        ['0.00', '12000.00'],
        ['200000.00', '0.00'],
      ]
    )
  })

  test('Pagos: the payment info buyers see is saved; the sales model is not changed here', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    await store.merge({ salesModel: 'orders' }).save()
    const bad = await put(client, owner, SAVE(store, 'payments'), {
      payment_mobile_number: '12',
    })
    bad.assertStatus(422)
    assert.deepEqual(errorsOf(bad.body()), {
      payment_mobile_number: 'El celular debe tener 10 dígitos',
    })
    const response = await put(client, owner, SAVE(store, 'payments'), {
      payment_name: 'Frenos La 80 S.A.S.',
      payment_mobile_number: '3001234567',
      transaction_closing_form: 'Transfiere a Nequi y envía el comprobante por el chat.',
      sales_model: 'cart',
    })
    response.assertStatus(200)
    assert.deepEqual(response.body().data.payments, {
      salesModel: 'orders',
      paymentName: 'Frenos La 80 S.A.S.',
      paymentMobileNumber: '3001234567',
      transactionClosingForm: 'Transfiere a Nequi y envía el comprobante por el chat.',
      bank: null,
    })
    const buyerView = await client
      .get(`/api/store/store/${store.id}/shippingCostRulesAndDiscounts`)
      .loginAs(await makeUser())
      .accept('json')
    assert.equal(buyerView.body().data.paymentInfo.mobile_number, '3001234567')
  })
})

import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import Store from '#stores/models/store'
import VehicleBrand from '#catalog/models/vehicle_brand'
import QuotationRequest from '#quotations/models/quotation_request'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { DEMO_PASSWORD } from '#database/seeders/main_seeder'
import { freshDatabase } from '#tests/helpers/database'
import { LOCAL_CAPTCHA_TOKEN } from '#tests/helpers/garage'
import { outboxTo } from '#tests/helpers/vendor_world'

/** The Mexican site. */
const MX = 'mx.localhost'

const API = {
  plate: '/api/garage/vehicle/getVehicleForLicensePlate',
  request: '/api/repuestosGo/quotationRequest',
  quotation: '/api/repuestosGo/Quotation',
  order: '/api/repuestosGo/quotation/createNewOrder',
  sales: '/api/repuestosGo/sales',
}

const account = (email: string) => User.findByOrFail('email', email)

/** A JSON POST of a signed-in user on the Mexican site. */
const post = (client: any, user: User, path: string, body: Record<string, unknown>) =>
  client.post(path).header('host', MX).json(body).loginAs(user).withCsrfToken().accept('json')

/** The users told about a new request (queue notifications). */
async function toldOfRequest(requestId: number) {
  const rows = await db
    .from('queue_notifications')
    .where('topic', 'QR.newQuotationRequest.')
    .where('url', 'like', `%/quotationRequest/${requestId}`)
  return rows.map((row) => Number(row.user_id)).sort((a, b) => a - b)
}

const idsOf = (users: User[]) => users.map((user) => user.id).sort((a, b) => a - b)

/**
 * Mexico end to end on the demo seed (`node ace db:seed`), over the API of mx.localhost: a
 * Mexican buyer finds a Mexican plate, asks for balatas, the Mexican stores (and only they) are
 * told, a Mexican vendor quotes in pesos with centavos, the buyer orders, the store gets the order.
 */
test.group('Mexico end to end (demo seed, mx.localhost)', (group) => {
  freshDatabase(group)

  test('the demo seed has the Mexican accounts, stores and garage vehicle', async ({ assert }) => {
    await testUtils.db().seed()
    const buyer = await account('comprador.mx1@repuestos.local')
    assert.equal(buyer.countryCode, 'MX')
    assert.isTrue(buyer.mobileVerified)
    assert.isTrue(await buyer.verifyPassword(DEMO_PASSWORD))
    const stores = await Store.query()
      .where('country_code', 'MX')
      .preload('city', (city) => city.preload('parent'))
      .preload('brands')
      .preload('advisers')
      .preload('shippingCostRules')
      .orderBy('id')
    assert.deepEqual(
      stores.map((store) => [store.name, store.city.fullName, store.goModuleActive]),
      [
        ['Refaccionaria Tapatía', 'Guadalajara, Jalisco', true],
        ['Autopartes Doctores', 'Cuauhtémoc, Ciudad de México', true],
      ]
    )
    for (const store of stores) {
      assert.includeMembers(
        store.brands.map((brand) => brand.name),
        ['Nissan', 'Volkswagen', 'Chevrolet', 'Toyota']
      )
      assert.lengthOf(store.advisers, 1)
      assert.lengthOf(store.shippingCostRules, 2)
    }
    const [vehicle] = await db.from('vehicles').where('user_id', buyer.id)
    assert.equal(vehicle.license_plate, 'JKL123A')

    // seeding again gives the same Mexican demo (accounts updated in place)
    await testUtils.db().seed()
    assert.equal((await account('comprador.mx1@repuestos.local')).id, buyer.id)
    assert.lengthOf(await Store.query().where('country_code', 'MX'), 2)
  })

  test('a Mexican buyer asks for balatas, a Mexican vendor quotes in pesos, the buyer orders', async ({
    client,
    assert,
  }) => {
    await testUtils.db().seed()
    const buyer = await account('comprador.mx1@repuestos.local')
    const mexicanVendors = await Promise.all(
      [
        'vendedor.mx1@repuestos.local',
        'vendedor.mx2@repuestos.local',
        'asesor.mx1@repuestos.local',
        'asesor.mx2@repuestos.local',
      ].map(account)
    )
    const [tapatia, doctores, tapatiaAdviser] = mexicanVendors
    const colombianVendors = await User.query().where('is_vendor', true).where('country_code', 'CO')
    assert.isAbove(colombianVendors.length, 3)
    const volkswagen = await VehicleBrand.findByOrFail('slug', 'volkswagen')

    // 1. the Mexican lookup finds the plate PRT-456-B
    const found = await client
      .post(API.plate)
      .header('host', MX)
      .json({ licensePlate: 'PRT-456-B', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    found.assertStatus(200)
    found.assertBodyContains({
      data: { brand_id: volkswagen.id, model: 'Vento', year: 2017, license_plate: 'PRT456B' },
    })

    // 2. the request: balatas for the Vento, sent to the marketplace
    const sent = await post(client, buyer, API.request, {
      idempotency_key: crypto.randomUUID(),
      foundByPlate: true,
      vehicle_brand_id: volkswagen.id,
      vehicle_model: 'Vento',
      vehicle_year: 2017,
      vehicle_license_plate: 'PRT-456-B',
      details: [{ name: 'Balatas delanteras', amount: 1 }],
      name: buyer.fullName,
      city_id: buyer.cityId,
      email: buyer.email,
      mobile: buyer.mobile,
      repuestosProviders: true,
    })
    sent.assertStatus(201)
    const request = await QuotationRequest.query()
      .where('code', sent.body().data.code)
      .preload('details')
      .firstOrFail()
    assert.equal(request.countryCode, 'MX')
    assert.equal(request.vehicleLicensePlate, 'PRT456B')
    assert.isTrue(request.foundByPlate)

    // the Mexican stores' owners and advisers are told, no Colombian vendor
    assert.deepEqual(await toldOfRequest(request.id), idsOf(mexicanVendors))
    for (const vendor of mexicanVendors) {
      const [whatsapp] = await outboxTo(`52${vendor.mobile}`, 'whatsapp')
      assert.include(whatsapp?.body, 'Balatas delanteras')
    }
    for (const vendor of colombianVendors) {
      assert.lengthOf(await outboxTo(`57${vendor.mobile}`, 'whatsapp'), 0)
      assert.lengthOf(await outboxTo(vendor.email, 'email'), 0)
    }

    // 3. Refaccionaria Tapatía quotes in pesos with centavos: 1 234.50 + 150.00 shipping
    const quoted = await post(client, tapatia, API.quotation, {
      quotation_request_id: request.id,
      shipping_option: 'added',
      shipping_cost: '150.00',
      observations: 'Balatas cerámicas con garantía de fábrica',
      quotationDetails: [
        {
          quotation_request_detail_id: request.details[0].id,
          name: 'Balatas delanteras',
          brand: 'Brembo',
          amount: 1,
          unit_price: '1234.50',
          warranty: 180,
          delivery_time: 'next_business_day',
          reference: 'P85020N',
        },
      ],
    })
    quoted.assertStatus(201)
    const quotationId = quoted.body().data.id
    const [quotation] = await db.from('quotations').where('id', quotationId)
    assert.equal(Number(quotation.subtotal), 1234.5)
    assert.equal(Number(quotation.total), 1384.5)
    // the buyer's WhatsApp messages: the request's receipt, then the quotation with its total
    const toBuyer = await outboxTo(`52${buyer.mobile}`, 'whatsapp')
    assert.include(toBuyer[0].body, 'Recibimos tu solicitud de cotización')
    assert.include(toBuyer.find((m) => m.body.includes('Total'))?.body, '$1,384.50')
    const [item] = await db.from('quotation_details').where('quotation_id', quotationId)

    // 4. the buyer orders it (main address and billing data)
    const ordered = await post(client, buyer, API.order, {
      quotation_id: quotationId,
      quotationDetails: [{ id: item.id, purchased_amount: 1 }],
      addressId: 0,
      billingId: 0,
      selectedOption: 'shippingCost',
      comment: 'Entregar en la caseta de vigilancia',
      termsAccepted: true,
    })
    ordered.assertStatus(201)
    assert.deepInclude(ordered.body().data, {
      subtotal: '1234.50',
      shipping_cost: '150.00',
      total: '1384.50',
    })
    // commission: 1 384.50 × 5 % = 69.225 → 69.23 (pesos keep their centavos) + 10.00
    const order = await CartShoppingHeader.findOrFail(ordered.body().id)
    assert.equal(order.storeId, (await Store.findByOrFail('user_id', tapatia.id)).id)
    assert.equal(Number(order.commission), 79.23)

    // 5. the order reaches the store: its owner and adviser are told, the owner sees it
    const notices = await db
      .from('queue_notifications')
      .where('topic', 'CART.newOrder.')
      .where('url', 'like', `%/ventas/${order.id}`)
    assert.sameMembers(
      notices.map((notice) => Number(notice.user_id)),
      [tapatia.id, tapatiaAdviser.id]
    )
    assert.lengthOf(await outboxTo(`52${tapatia.mobile}`, 'whatsapp'), 2, 'the request, the order')
    const sales = await client.get(API.sales).header('host', MX).loginAs(tapatia).accept('json')
    sales.assertStatus(200)
    assert.deepEqual(
      sales.body().data.map((row: { id: number }) => row.id),
      [order.id]
    )
    const otherStore = await client
      .get(API.sales)
      .header('host', MX)
      .loginAs(doctores)
      .accept('json')
    assert.deepEqual(otherStore.body().data, [])
  })
})

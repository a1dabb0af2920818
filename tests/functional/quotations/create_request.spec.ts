import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import QuotationRequest from '#quotations/models/quotation_request'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import QuotationRequestCreated from '#quotations/events/quotation_request_created'
import Vehicle from '#garage/models/vehicle'
import PlateLookupRecord from '#garage/models/plate_lookup'
import Supplier from '#stores/models/supplier'
import User from '#users/models/user'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo, makeUser } from '#tests/helpers/people'
import { wizardFixtures } from '#tests/helpers/wizard'
import { makeGoStore } from '#tests/helpers/vendors'

const URL = '/api/repuestosGo/quotationRequest'

test.group('Sending a quotation request', (group) => {
  freshDatabase(group)

  test('a guest cannot send one', async ({ client }) => {
    const { body } = await wizardFixtures()
    const response = await client.post(URL).json(body()).withCsrfToken().accept('json')
    response.assertStatus(401)
  })

  test('a buyer sends one: code, garage vehicle, normalised lines, event', async ({
    client,
    assert,
    cleanup,
  }) => {
    const events = emitter.fake()
    cleanup(() => emitter.restore())
    const { buyer, body, brand } = await wizardFixtures()
    const response = await client
      .post(`${URL}/`)
      .json(body())
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')

    response.assertStatus(201)
    const { data } = response.body()
    assert.match(data.code, /^SC-\d{6}$/)
    assert.isNull(data.vehicle_VIN)
    assert.equal(response.body().message, '¡Solicitud de cotización enviada!')

    const request = await QuotationRequest.query()
      .where('code', data.code)
      .preload('details')
      .firstOrFail()
    assert.equal(request.userId, buyer.id)
    assert.equal(request.brandId, brand.id)
    assert.equal(request.vehicleLicensePlate, 'ABC123')
    assert.isFalse(request.isClosed)
    assert.isNull(request.storeId)
    assert.isTrue(request.sendToMarketplace)
    assert.deepEqual(
      request.details.map((d) => [d.name, d.amount, d.rimWidth, d.rimProfile, d.rinSize]),
      [
        ['Pastillas de freno', 2, null, null, null],
        ['Llanta', 4, '205', '55', 'R16'],
      ]
    )
    const vehicle = await Vehicle.findOrFail(request.vehicleId)
    assert.equal(vehicle.userId, buyer.id)
    assert.isFalse(vehicle.isVerified)
    events.assertEmitted(
      QuotationRequestCreated,
      ({ data: event }) => event.requestId === request.id
    )
  })

  test('the answer says who the request reaches: the promise only where a store serves it', async ({
    client,
    assert,
  }) => {
    const { buyer, body, brand } = await wizardFixtures()
    const send = () =>
      client.post(`${URL}/`).json(body()).loginAs(buyer).withCsrfToken().accept('json')
    const alone = await send()
    alone.assertStatus(201)
    assert.equal(alone.body().data.reach, 'waiting')

    await makeGoStore({ brands: [brand] })
    const served = await send()
    served.assertStatus(201)
    assert.equal(served.body().data.reach, 'market')
  })

  test('a retried submit with the same key does not create a second request', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    const payload = body()
    const first = await client.post(URL).json(payload).loginAs(buyer).withCsrfToken().accept('json')
    const second = await client
      .post(URL)
      .json(payload)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    first.assertStatus(201)
    second.assertStatus(200)
    assert.equal(second.body().data.code, first.body().data.code)
    assert.equal(await countOf(QuotationRequest), 1)
    assert.equal(await countOf(Vehicle), 1)
  })

  test('every rule answers 422 per field in Spanish and nothing is saved', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    const response = await client
      .post(URL)
      .json(
        body({
          vehicle_license_plate: null,
          vehicle_owner_identification: null,
          vehicle_year: 1800,
          details: [
            { name: 'ab', amount: 0 },
            { name: 'Filtro', amount: 100001 },
          ],
        })
      )
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    const errors = Object.fromEntries(response.body().errors.map((e: any) => [e.field, e.message]))
    assert.deepEqual(errors, {
      'vehicle': 'Necesitamos conocer los datos de tu vehículo para enviarte la cotización',
      'vehicle_year': 'Año inválido',
      'details.0.name': 'El nombre de la autoparte no es válido',
      'details.0.amount': 'La cantidad no es válida.',
      'details.1.amount': 'La cantidad no es válida.',
    })
    assert.equal(await countOf(QuotationRequest), 0)
    assert.equal(await countOf(Vehicle), 0)
  })

  test('a plate that does not fit is refused with its message, whatever its length', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    for (const plate of ['KLS.903', 'KLS-903-XYZ-1234', 'k l s 9 0 3 4 5 6 7 8 9']) {
      const response = await client
        .post(URL)
        .json(body({ vehicle_license_plate: plate }))
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      const errors = Object.fromEntries(
        response.body().errors.map((e: any) => [e.field, e.message])
      )
      assert.oneOf(
        errors.vehicle_license_plate,
        [
          'Asegúrate de escribir la placa de tu vehículo correctamente.',
          'La placa del vehículo debe contener 6 caracteres.',
        ],
        plate
      )
    }
    assert.equal(await countOf(QuotationRequest), 0)
  })

  test('with the reference checkbox the vehicle identifiers are optional but part numbers are not', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    const missing = await client
      .post(URL)
      .json(
        body({
          hasReference: true,
          vehicle_license_plate: null,
          vehicle_owner_identification: null,
          details: [{ name: 'Bujía', amount: 4 }],
        })
      )
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    missing.assertStatus(422)
    missing.assertBodyContains({
      errors: [
        { field: 'details.0.reference', message: 'Escribe el número de parte del repuesto' },
      ],
    })

    const ok = await client
      .post(URL)
      .json(
        body({
          hasReference: true,
          vehicle_license_plate: null,
          vehicle_owner_identification: null,
          details: [{ name: 'Bujía', amount: 4, reference: 'ILKAR7B11' }],
        })
      )
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    ok.assertStatus(201)
    const detail = await QuotationRequestDetail.firstOrFail()
    assert.equal(detail.reference, 'ILKAR7B11')
  })

  test('a garage vehicle must be the buyer’s own', async ({ client, assert }) => {
    const { buyer, body, brand } = await wizardFixtures()
    const other = await makeUser()
    const foreign = await Vehicle.create({
      userId: other.id,
      brandId: brand.id,
      model: 'CX-5',
      year: 2020,
      isVerified: false,
      foundByPlate: false,
    })
    const refused = await client
      .post(URL)
      .json(body({ vehicle_id: foreign.id }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(422)
    refused.assertBodyContains({
      errors: [{ field: 'vehicle_id', message: 'El vehículo no existe en tu garaje' }],
    })

    const own = await Vehicle.create({
      userId: buyer.id,
      brandId: brand.id,
      model: 'CX-30',
      year: 2022,
      licensePlate: 'XYZ987',
      isVerified: true,
      foundByPlate: true,
    })
    const accepted = await client
      .post(URL)
      .json(body({ vehicle_id: own.id, vehicle_model: 'otro', vehicle_license_plate: null }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    accepted.assertStatus(201)
    const request = await QuotationRequest.findByOrFail('code', accepted.body().data.code)
    assert.equal(request.vehicleModel, 'CX-30')
    assert.isTrue(request.vehicleIsVerified)
  })

  test('a plate "found" only counts when the server found it', async ({ client, assert }) => {
    const { buyer, body, brand } = await wizardFixtures()
    const claimed = body({
      foundByPlate: true,
      vehicle_license_plate: 'KLS903',
      vehicle_model: 'Inventado',
      vehicle_owner_identification: null,
    })
    const refused = await client
      .post(URL)
      .json(claimed)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(422)

    await PlateLookupRecord.create({
      plate: 'KLS903',
      countryCode: 'CO',
      payload: {
        brand_id: brand.id,
        brand: { id: brand.id, name: brand.name },
        model: 'Mazda 2 Grand Touring',
        year: 2021,
        VIN: null,
        license_plate: 'KLS903',
        is_verified: true,
        foundByPlate: true,
        engine_number: 'PE123',
        fuel_type: 'Gasolina',
        body_type: 'Sedán',
        color: 'Gris',
        cylinder_capacity: '1496',
        catalog_origin: null,
      },
    })
    const accepted = await client
      .post(URL)
      .json({ ...claimed, idempotency_key: crypto.randomUUID() })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    accepted.assertStatus(201)
    const request = await QuotationRequest.findByOrFail('code', accepted.body().data.code)
    assert.equal(request.vehicleModel, 'Mazda 2 Grand Touring')
    assert.isTrue(request.vehicleIsVerified)
    assert.isTrue(request.foundByPlate)
  })

  test('the WhatsApp number must be the account’s verified one', async ({ client }) => {
    const { buyer, body } = await wizardFixtures()
    const response = await client
      .post(URL)
      .json(body({ mobile: '3209998877' }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'mobile' }] })
  })

  test('"Enviar a mis proveedores" needs at least one of the buyer’s own suppliers', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    const empty = await client
      .post(URL)
      .json(body({ sendToProviders: true, satdaProviders: [] }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    empty.assertStatus(422)
    empty.assertBodyContains({
      errors: [
        {
          field: 'satdaProviders',
          message:
            'Selecciona al menos uno de tus proveedores o desmarca la opción "Enviar a mis proveedores"',
        },
      ],
    })

    const mine = await Supplier.create({ razonSocial: 'Lubricantes del Norte SAS' })
    await mine.related('buyers').attach([buyer.id])
    const theirs = await Supplier.create({ razonSocial: 'Otro proveedor' })
    const foreign = await client
      .post(URL)
      .json(body({ sendToProviders: true, satdaProviders: [theirs.id] }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    foreign.assertStatus(422)

    const ok = await client
      .post(URL)
      .json(body({ sendToProviders: true, satdaProviders: [mine.id] }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    ok.assertStatus(201)
    const request = await QuotationRequest.findByOrFail('code', ok.body().data.code)
    await request.load('suppliers')
    assert.deepEqual(
      request.suppliers.map((s) => s.id),
      [mine.id]
    )
  })

  test('a VIN in the parts catalogue is announced for the success button', async ({ client }) => {
    const { buyer, body } = await wizardFixtures()
    const response = await client
      .post(URL)
      .json(body({ vehicle_VIN: 'jm1bl1s58a1234567' }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({
      data: {
        vehicle_VIN: 'JM1BL1S58A1234567',
        vehicleWithCatalog: { catalogId: 'mazda', vin: 'JM1BL1S58A1234567' },
      },
    })
  })

  test('the wizard page renders, with the vehicle-form flag', async ({ client }) => {
    const page = await client.get('/home/page/cotizacion').withInertia()
    page.assertInertiaComponent('quotations/wizard')
    page.assertInertiaPropsContains({ forceVehicleForm: false })
    const forced = await client
      .get('/home/page/cotizacion?verifyShowVehicleQuotationForm')
      .withInertia()
    forced.assertInertiaPropsContains({ forceVehicleForm: true })
  })
})

test.group('Verifying the number in the wizard', (group) => {
  freshDatabase(group)

  async function sendVerifyCode(client: any, mobile: string) {
    const sent = await client
      .post('/api/users/authenticationCode')
      .json({ mobile, loginForm: false })
      .withCsrfToken()
      .accept('json')
    sent.assertStatus(201)
    return lastCodeSentTo(mobile)
  }

  test('a new guest becomes a verified buyer, signed in', async ({ client, assert }) => {
    const { city } = await wizardFixtures()
    const code = await sendVerifyCode(client, '3105554433')
    const response = await client
      .post('/api/users/authenticationCode/validateCodeAndAssignUser')
      .json({
        mobile: '3105554433',
        code,
        full_name: 'Pedro Ruiz',
        email: 'pedro@example.com',
        city_id: city.id,
      })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: { fullName: 'Pedro Ruiz', mobile: '3105554433', mobileVerified: true, isGuest: false },
    })
    const user = await User.findByOrFail('mobile', '3105554433')
    assert.isTrue(user.mobileVerified)
    assert.equal(user.cityId, city.id)
    assert.isTrue(user.conditionsAccepted)
  })

  test('a known number signs its owner in and updates the contact data', async ({
    client,
    assert,
  }) => {
    const { city, buyer } = await wizardFixtures()
    const code = await sendVerifyCode(client, '3001112233')
    const response = await client
      .post('/api/users/authenticationCode/validateCodeAndAssignUser')
      .json({
        mobile: '3001112233',
        code,
        full_name: 'Ana María Gómez',
        email: buyer.email,
        city_id: city.id,
      })
      .withCsrfToken()
      .accept('json')
    response.assertBodyContains({ data: { id: buyer.id } })
    await buyer.refresh()
    assert.equal(buyer.fullName, 'Ana María Gómez')
    assert.equal(await countOf(User), 1)
  })

  test('a wrong code changes nothing', async ({ client, assert }) => {
    const { city } = await wizardFixtures()
    const code = await sendVerifyCode(client, '3105554433')
    const response = await client
      .post('/api/users/authenticationCode/validateCodeAndAssignUser')
      .json({
        mobile: '3105554433',
        code: code === '000000' ? '111111' : '000000',
        full_name: 'Pedro',
        email: 'pedro@example.com',
        city_id: city.id,
      })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ message: '¡El código no es correcto o ya expiró!' })
    assert.isNull(await User.findBy('mobile', '3105554433'))
  })

  test('a signed-in user cannot take a number that is another account’s', async ({
    client,
    assert,
  }) => {
    const { city, buyer } = await wizardFixtures()
    await makeUser({ mobile: '3157778899' })
    const code = await sendVerifyCode(client, '3157778899')
    const response = await client
      .post('/api/users/authenticationCode/validateCodeAndAssignUser')
      .json({ mobile: '3157778899', code, full_name: 'Ana', email: buyer.email, city_id: city.id })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'mobile', message: 'Ya existe una cuenta con este número de WhatsApp' }],
    })
    await buyer.refresh()
    assert.equal(buyer.mobile, '3001112233')
  })

  test('a guest whose e-mail belongs to another account is told to log in', async ({ client }) => {
    const { city, buyer } = await wizardFixtures()
    const code = await sendVerifyCode(client, '3105554433')
    const response = await client
      .post('/api/users/authenticationCode/validateCodeAndAssignUser')
      .json({
        mobile: '3105554433',
        code,
        full_name: 'Pedro',
        email: buyer.email,
        city_id: city.id,
      })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'email' }] })
  })
})

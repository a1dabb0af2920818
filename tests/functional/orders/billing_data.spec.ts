import { test } from '@japa/runner'
import BillingData from '#orders/models/billing_data'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { BillingDataFactory } from '#database/factories/billing_data_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { LocalizationZoneFactory } from '#database/factories/localization_zone_factory'

const URL = '/api/users/BillingData'

const valid = (cityId: number) => ({
  fullname: 'Transportes Andinos S.A.S.',
  identification: '900123456-7',
  address: 'Carrera 43A # 1-50, oficina 201',
  city_id: cityId,
  email: 'Facturacion@Andinos.example',
  mobile: '3001234567',
})

test.group('Billing data: list', (group) => {
  freshDatabase(group)

  test('a buyer lists only their own, by city name, 20 per page', async ({ client, assert }) => {
    const buyer = await makeUser()
    const medellin = await makeCity('Medellín', 'Antioquia', '05001')
    const bogota = await makeCity('Bogotá', 'Bogotá D.C.', '11001')
    const inMedellin = await BillingDataFactory.merge({
      userId: buyer.id,
      cityId: medellin.id,
    }).create()
    await BillingDataFactory.merge({ userId: buyer.id, cityId: bogota.id }).createMany(21)
    await BillingDataFactory.merge({ cityId: bogota.id }).create()

    const response = await client
      .get(URL)
      .qs({ page: 1, pageSize: 20, getters: '["cityName"]' })
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(200)
    assert.equal(response.body().metadata.count, 22)
    assert.lengthOf(response.body().data, 2)
    const last = response.body().data[1]
    assert.equal(last.id, inMedellin.id)
    assert.deepInclude(last, {
      user_id: buyer.id,
      fullname: inMedellin.fullname,
      identification: inMedellin.identification,
      address: inMedellin.address,
      city_id: medellin.id,
      cityName: 'Medellín, Antioquia',
      email: inMedellin.email,
      mobile: inMedellin.mobile,
    })
  })

  test('another user’s list is 404; guests 401', async ({ client }) => {
    const buyer = await makeUser()
    const other = await makeUser()
    const foreign = await client
      .get(URL)
      .qs({ filter: JSON.stringify({ user_id: other.id }) })
      .loginAs(buyer)
      .accept('json')
    foreign.assertStatus(404)
    const guest = await client.get(URL).accept('json')
    guest.assertStatus(401)
  })
})

test.group('Billing data: create', (group) => {
  freshDatabase(group)

  test('a buyer adds one: 201 with data.id; e-mail in lower case', async ({ client, assert }) => {
    const buyer = await makeUser()
    const city = await makeCity()
    const response = await client
      .post(URL)
      .json({ ...valid(city.id), user_id: buyer.id })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({
      message: 'Datos de facturación guardados',
      data: {
        user_id: buyer.id,
        email: 'facturacion@andinos.example',
        cityName: 'Medellín, Antioquia',
      },
    })
    const stored = await BillingData.findOrFail(response.body().data.id)
    assert.equal(stored.userId, buyer.id)
  })

  test('for another user: 404; guests 401', async ({ client, assert }) => {
    const buyer = await makeUser()
    const other = await makeUser()
    const city = await makeCity()
    const foreign = await client
      .post(URL)
      .json({ ...valid(city.id), user_id: other.id })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    foreign.assertStatus(404)
    const guest = await client.post(URL).json(valid(city.id)).withCsrfToken().accept('json')
    guest.assertStatus(401)
    assert.equal(await countOf(BillingData), 0)
  })

  test('{field}: {message}')
    .with([
      { field: 'fullname', value: undefined, message: 'Ingresa el nombre completo' },
      {
        field: 'fullname',
        value: 'a'.repeat(91),
        message: 'El nombre debe tener máximo 90 caracteres',
      },
      {
        field: 'identification',
        value: undefined,
        message: 'Ingresa el número de identificación',
      },
      {
        field: 'identification',
        value: '1'.repeat(17),
        message: 'La identificación debe tener máximo 16 caracteres',
      },
      { field: 'address', value: undefined, message: 'Ingresa la dirección' },
      {
        field: 'address',
        value: 'a'.repeat(129),
        message: 'La dirección debe tener máximo 128 caracteres',
      },
      { field: 'city_id', value: undefined, message: 'Selecciona la ciudad' },
      { field: 'city_id', value: 'Medellín', message: 'Selecciona la ciudad' },
      { field: 'email', value: undefined, message: 'Ingresa el email' },
      { field: 'email', value: 'no-es-un-email', message: 'El email no es válido' },
      {
        field: 'email',
        value: `${'a'.repeat(60)}@${'b'.repeat(200)}.com`,
        message: 'El email debe tener máximo 256 caracteres',
      },
      { field: 'mobile', value: undefined, message: 'Teléfono inválido' },
      { field: 'mobile', value: '2001234567', message: 'Teléfono inválido' },
    ])
    .run(async ({ client, assert }, { field, value, message }) => {
      const buyer = await makeUser()
      const city = await makeCity()
      const body: Record<string, unknown> = { ...valid(city.id), [field]: value }
      if (value === undefined) delete body[field]
      const response = await client
        .post(URL)
        .json(body)
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field, message }] })
      assert.equal(await countOf(BillingData), 0)
    })

  test('the longest values are accepted (90 / 16 / 128)', async ({ client }) => {
    const buyer = await makeUser()
    const city = await makeCity()
    const response = await client
      .post(URL)
      .json({
        ...valid(city.id),
        fullname: 'a'.repeat(90),
        identification: '1'.repeat(16),
        address: 'b'.repeat(128),
      })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
  })

  test('in Mexico billing data need the colonia and a 5-digit código postal, kept in the line', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const mxCity = await LocalizationZoneFactory.merge({ countryCode: 'MX' }).create()
    const post = (body: Record<string, unknown>) =>
      client
        .post(URL)
        .header('host', 'mx.repuestos.test')
        .json({
          ...valid(mxCity.id),
          identification: 'HELM900215AB3',
          address: 'Av. Chapultepec Sur 480',
          mobile: '+52 33 1234 5678',
          ...body,
        })
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')

    const missing = await post({})
    missing.assertStatus(422)
    missing.assertBodyContains({
      errors: [
        { field: 'neighborhood', message: 'Ingresa la colonia' },
        { field: 'postal_code', message: 'El código postal debe tener 5 dígitos' },
      ],
    })
    // the identification is the RFC, and its messages say so
    const noRfc = await post({
      identification: '',
      neighborhood: 'Americana',
      postal_code: '44160',
    })
    noRfc.assertStatus(422)
    noRfc.assertBodyContains({ errors: [{ field: 'identification', message: 'Ingresa el RFC' }] })
    const longRfc = await post({
      identification: 'X'.repeat(17),
      neighborhood: 'Americana',
      postal_code: '44160',
    })
    longRfc.assertBodyContains({
      errors: [{ field: 'identification', message: 'El RFC debe tener máximo 16 caracteres' }],
    })
    const noPostalCode = await post({ neighborhood: 'Americana', postal_code: '4416' })
    noPostalCode.assertStatus(422)
    noPostalCode.assertBodyContains({
      errors: [{ field: 'postal_code', message: 'El código postal debe tener 5 dígitos' }],
    })
    // the line with its colonia must fit billing's 128 characters
    const tooLong = await post({
      address: 'b'.repeat(101),
      neighborhood: 'Americana',
      postal_code: '44160',
    })
    tooLong.assertStatus(422)
    tooLong.assertBodyContains({
      errors: [
        {
          field: 'neighborhood',
          message:
            'La dirección con la colonia y el código postal debe tener máximo 128 caracteres',
        },
      ],
    })

    const saved = await post({ neighborhood: ' Americana ', postal_code: '44160' })
    saved.assertStatus(201)
    const stored = await BillingData.findOrFail(saved.body().data.id)
    assert.equal(stored.address, 'Av. Chapultepec Sur 480, Col. Americana, C.P. 44160')
    assert.equal(stored.identification, 'HELM900215AB3')
    assert.equal(stored.mobile, '3312345678')

    // a saved Mexican record is changed without asking its colonia again
    const changed = await client
      .patch(`${URL}/${stored.id}`)
      .header('host', 'mx.repuestos.test')
      .json({ fullname: 'Helados Mexicanos S.A. de C.V.' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    changed.assertStatus(200)

    // Colombia's billing data stay one line: no colonia, no código postal
    const coCity = await makeCity()
    const colombian = await client
      .post(URL)
      .json(valid(coCity.id))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    colombian.assertStatus(201)
    colombian.assertBodyContains({ data: { address: 'Carrera 43A # 1-50, oficina 201' } })
    const colombianNoId = await client
      .post(URL)
      .json({ ...valid(coCity.id), identification: '' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    colombianNoId.assertBodyContains({
      errors: [{ field: 'identification', message: 'Ingresa el número de identificación' }],
    })
  })
})

test.group('Billing data: change and remove', (group) => {
  freshDatabase(group)

  test('the owner changes and removes; empty fields are refused', async ({ client, assert }) => {
    const buyer = await makeUser()
    const record = await BillingDataFactory.merge({ userId: buyer.id }).create()
    const changed = await client
      .patch(`${URL}/${record.id}`)
      .json({ email: 'nuevo@empresa.example' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    changed.assertStatus(200)
    changed.assertBodyContains({ data: { id: record.id, email: 'nuevo@empresa.example' } })
    const empty = await client
      .patch(`${URL}/${record.id}`)
      .json({ email: '' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    empty.assertStatus(422)
    empty.assertBodyContains({ errors: [{ field: 'email', message: 'Ingresa el email' }] })
    const removed = await client
      .delete(`${URL}/${record.id}`)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    removed.assertStatus(200)
    removed.assertBody({ message: 'Datos de facturación eliminados', data: { id: record.id } })
    assert.equal(await countOf(BillingData), 0)
  })

  test('a PATCH with one field changes that field and keeps the rest (issue 19)', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const record = await BillingDataFactory.merge({ userId: buyer.id }).create()
    const before = record.serialize()
    const response = await client
      .patch(`${URL}/${record.id}`)
      .json({ address: 'Calle 10 # 43-12, bodega 3' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      message: 'Datos de facturación guardados',
      data: { id: record.id, address: 'Calle 10 # 43-12, bodega 3', email: before.email },
    })
    await record.refresh()
    assert.equal(record.address, 'Calle 10 # 43-12, bodega 3')
    assert.deepEqual(
      [record.fullname, record.identification, record.cityId, record.email, record.mobile],
      [before.fullname, before.identification, before.cityId, before.email, before.mobile]
    )
  })

  test('another user’s: 404; a guest: 401', async ({ client, assert }) => {
    const buyer = await makeUser()
    const record = await BillingDataFactory.create()
    for (const request of [
      client.patch(`${URL}/${record.id}`).json({ address: 'Otra 1' }),
      client.delete(`${URL}/${record.id}`),
    ]) {
      const response = await request.loginAs(buyer).withCsrfToken().accept('json')
      response.assertStatus(404)
    }
    const guest = await client
      .patch(`${URL}/${record.id}`)
      .json({ address: 'Otra 1' })
      .withCsrfToken()
      .accept('json')
    guest.assertStatus(401)
    await record.refresh()
    assert.notEqual(record.address, 'Otra 1')
  })

  test('one an order uses is locked: 409', async ({ client, assert }) => {
    const buyer = await makeUser()
    const record = await BillingDataFactory.merge({ userId: buyer.id }).create()
    await CartShoppingHeaderFactory.merge({ userId: buyer.id, billingId: record.id }).create()
    const response = await client
      .delete(`${URL}/${record.id}`)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(409)
    response.assertBodyContains({
      message:
        'Estos datos de facturación ya se usaron en un pedido y no se pueden modificar ni eliminar. Agrega unos nuevos.',
    })
    assert.equal(await countOf(BillingData), 1)
  })
})

import { test } from '@japa/runner'
import UserAdditionalAddress from '#orders/models/user_additional_address'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { UserAdditionalAddressFactory } from '#database/factories/user_additional_address_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { LocalizationZoneFactory } from '#database/factories/localization_zone_factory'

const URL = '/api/users/userAdditionalAddress'

const valid = (cityId: number) => ({
  fullname: 'Ana María Gómez',
  identification: '1020304050',
  address: 'Calle 10 # 43-12, apto 301',
  city_id: cityId,
  mobile: '+57 300 123 4567',
})

test.group('Additional addresses: list', (group) => {
  freshDatabase(group)

  test('a buyer lists only their own, by city name, with metadata.count', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const medellin = await makeCity('Medellín', 'Antioquia', '05001')
    const bogota = await makeCity('Bogotá', 'Bogotá D.C.', '11001')
    const first = await UserAdditionalAddressFactory.merge({
      userId: buyer.id,
      cityId: medellin.id,
    }).create()
    const second = await UserAdditionalAddressFactory.merge({
      userId: buyer.id,
      cityId: bogota.id,
    }).create()
    await UserAdditionalAddressFactory.merge({ cityId: bogota.id }).create()

    const response = await client.get(URL).loginAs(buyer).accept('json')
    response.assertStatus(200)
    assert.equal(response.body().metadata.count, 2)
    assert.deepEqual(
      response.body().data.map((row: { id: number }) => row.id),
      [second.id, first.id]
    )
    response.assertBodyContains({
      data: [
        {
          id: second.id,
          user_id: buyer.id,
          fullname: second.fullname,
          identification: second.identification,
          address: second.address,
          city_id: bogota.id,
          cityName: 'Bogotá, Bogotá D.C.',
          mobile: second.mobile,
        },
      ],
    })
  })

  test('20 per page by default; page is zero-based; perPage and pageSize', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    await UserAdditionalAddressFactory.merge({ userId: buyer.id }).createMany(23)
    const first = await client.get(URL).loginAs(buyer).accept('json')
    assert.lengthOf(first.body().data, 20)
    assert.equal(first.body().metadata.count, 23)
    const second = await client.get(`${URL}?page=1`).loginAs(buyer).accept('json')
    assert.lengthOf(second.body().data, 3)
    const five = await client.get(`${URL}?page=0&perPage=5`).loginAs(buyer).accept('json')
    assert.lengthOf(five.body().data, 5)
    const seven = await client.get(`${URL}?pageSize=7`).loginAs(buyer).accept('json')
    assert.lengthOf(seven.body().data, 7)
    const bad = await client.get(`${URL}?perPage=500`).loginAs(buyer).accept('json')
    bad.assertStatus(422)
  })

  test('filter: user_id (own), city_id, search; another user’s id is 404', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const other = await makeUser()
    const medellin = await makeCity()
    const cali = await makeCity('Cali', 'Valle del Cauca', '76001')
    const home = await UserAdditionalAddressFactory.merge({
      userId: buyer.id,
      cityId: medellin.id,
      address: 'Carrera 100 # 5-169',
    }).create()
    const office = await UserAdditionalAddressFactory.merge({
      userId: buyer.id,
      cityId: cali.id,
      address: 'Avenida 6N # 23-45',
    }).create()
    await UserAdditionalAddressFactory.merge({ userId: other.id }).create()

    const own = await client
      .get(URL)
      .qs({ filter: JSON.stringify({ user_id: buyer.id }) })
      .loginAs(buyer)
      .accept('json')
    assert.equal(own.body().metadata.count, 2)
    const byCity = await client
      .get(URL)
      .qs({ filter: JSON.stringify({ city_id: cali.id }) })
      .loginAs(buyer)
      .accept('json')
    assert.deepEqual(
      byCity.body().data.map((r: { id: number }) => r.id),
      [office.id]
    )
    const bySearch = await client
      .get(URL)
      .qs({ filter: JSON.stringify({ search: '100 #' }) })
      .loginAs(buyer)
      .accept('json')
    assert.deepEqual(
      bySearch.body().data.map((r: { id: number }) => r.id),
      [home.id]
    )

    const foreign = await client
      .get(URL)
      .qs({ filter: JSON.stringify({ user_id: other.id }) })
      .loginAs(buyer)
      .accept('json')
    foreign.assertStatus(404)
    const unknown = await client
      .get(URL)
      .qs({ filter: JSON.stringify({ phone: '1' }) })
      .loginAs(buyer)
      .accept('json')
    unknown.assertStatus(422)
    unknown.assertBodyContains({ errors: [{ field: 'filter' }] })
  })

  test('guests are refused: 401', async ({ client }) => {
    const response = await client.get(URL).accept('json')
    response.assertStatus(401)
    response.assertBodyContains({ message: 'Debes iniciar sesión para continuar' })
  })
})

test.group('Additional addresses: create', (group) => {
  freshDatabase(group)

  test('a buyer adds one: 201 with data.id, mobile kept as national digits', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const city = await makeCity()
    const response = await client
      .post(URL)
      .json({ ...valid(city.id), user_id: buyer.id })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const id = response.body().data.id
    assert.isNumber(id)
    response.assertBodyContains({
      message: 'Dirección guardada',
      data: { user_id: buyer.id, mobile: '3001234567', cityName: 'Medellín, Antioquia' },
    })
    const stored = await UserAdditionalAddress.findOrFail(id)
    assert.equal(stored.userId, buyer.id)
    assert.equal(stored.address, 'Calle 10 # 43-12, apto 301')
  })

  test('for another user: 404, nothing stored', async ({ client, assert }) => {
    const buyer = await makeUser()
    const other = await makeUser()
    const city = await makeCity()
    const response = await client
      .post(URL)
      .json({ ...valid(city.id), user_id: other.id })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    assert.equal(await countOf(UserAdditionalAddress), 0)
  })

  test('guests are refused: 401', async ({ client }) => {
    const city = await makeCity()
    const response = await client.post(URL).json(valid(city.id)).withCsrfToken().accept('json')
    response.assertStatus(401)
  })

  test('{field}: {message}')
    .with([
      { field: 'fullname', value: undefined, message: 'Ingresa el nombre completo' },
      { field: 'fullname', value: '   ', message: 'Ingresa el nombre completo' },
      {
        field: 'fullname',
        value: 'a'.repeat(513),
        message: 'El nombre debe tener máximo 512 caracteres',
      },
      {
        field: 'identification',
        value: undefined,
        message: 'Ingresa el número de identificación',
      },
      {
        field: 'identification',
        value: '1'.repeat(33),
        message: 'La identificación debe tener máximo 32 caracteres',
      },
      { field: 'address', value: undefined, message: 'Ingresa la dirección' },
      {
        field: 'address',
        value: 'a'.repeat(1025),
        message: 'La dirección debe tener máximo 1024 caracteres',
      },
      { field: 'city_id', value: undefined, message: 'Selecciona la ciudad' },
      { field: 'city_id', value: 999999, message: 'Selecciona la ciudad' },
      { field: 'mobile', value: undefined, message: 'Teléfono inválido' },
      { field: 'mobile', value: '12345', message: 'Teléfono inválido' },
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
      assert.equal(await countOf(UserAdditionalAddress), 0)
    })

  test('the longest values are accepted (512 / 32 / 1024)', async ({ client }) => {
    const buyer = await makeUser()
    const city = await makeCity()
    const response = await client
      .post(URL)
      .json({
        ...valid(city.id),
        fullname: 'a'.repeat(512),
        identification: '1'.repeat(32),
        address: 'b'.repeat(1024),
      })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
  })

  test('the city must be a city of the host’s country', async ({ client }) => {
    const buyer = await makeUser()
    const department = await LocalizationZoneFactory.apply('department').create()
    const mxCity = await LocalizationZoneFactory.merge({ countryCode: 'MX' }).create()
    for (const cityId of [department.id, mxCity.id]) {
      const response = await client
        .post(URL)
        .json(valid(cityId))
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({
        errors: [{ field: 'city_id', message: 'Selecciona la ciudad' }],
      })
    }
    const mx = await client
      .post(URL)
      .header('host', 'mx.repuestos.test')
      .json({
        ...valid(mxCity.id),
        mobile: '5512345678',
        neighborhood: 'Americana',
        postal_code: '44160',
      })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    mx.assertStatus(201)
  })

  test('in Mexico an address needs its colonia and a 5-digit código postal, kept in its line', async ({
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
          address: 'Av. Juárez 123, int. 4',
          mobile: '+52 1 33 1234 5678',
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
    for (const postalCode of ['4416', '441600', 'C.P. 44', 'abcde']) {
      const wrong = await post({ neighborhood: 'Americana', postal_code: postalCode })
      wrong.assertStatus(422)
      wrong.assertBodyContains({
        errors: [{ field: 'postal_code', message: 'El código postal debe tener 5 dígitos' }],
      })
    }

    const saved = await post({ neighborhood: ' Americana ', postal_code: '44160' })
    saved.assertStatus(201)
    const stored = await UserAdditionalAddress.findOrFail(saved.body().data.id)
    assert.equal(stored.address, 'Av. Juárez 123, int. 4, Col. Americana, C.P. 44160')
    assert.equal(stored.mobile, '3312345678')

    // a saved Mexican address is changed without asking its colonia again
    const changed = await client
      .patch(`${URL}/${stored.id}`)
      .header('host', 'mx.repuestos.test')
      .json({ fullname: 'Ana Gómez' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    changed.assertStatus(200)

    // Colombia keeps its one-line address: no colonia, no código postal
    const colombian = await client
      .post(URL)
      .json(valid((await makeCity()).id))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    colombian.assertStatus(201)
    colombian.assertBodyContains({ data: { address: 'Calle 10 # 43-12, apto 301' } })
  })
})

test.group('Additional addresses: change and remove', (group) => {
  freshDatabase(group)

  test('the owner changes the fields given', async ({ client, assert }) => {
    const buyer = await makeUser()
    const record = await UserAdditionalAddressFactory.merge({ userId: buyer.id }).create()
    const response = await client
      .patch(`${URL}/${record.id}`)
      .json({ address: 'Transversal 5 # 1-1', mobile: '3019998877' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: { id: record.id, address: 'Transversal 5 # 1-1', mobile: '3019998877' },
    })
    await record.refresh()
    assert.equal(record.address, 'Transversal 5 # 1-1')
    const invalid = await client
      .patch(`${URL}/${record.id}`)
      .json({ fullname: '' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    invalid.assertStatus(422)
    invalid.assertBodyContains({
      errors: [{ field: 'fullname', message: 'Ingresa el nombre completo' }],
    })
    const tooLong = await client
      .patch(`${URL}/${record.id}`)
      .json({ identification: '9'.repeat(33), user_id: 999999 })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    tooLong.assertStatus(422)
    tooLong.assertBodyContains({
      errors: [
        { field: 'identification', message: 'La identificación debe tener máximo 32 caracteres' },
      ],
    })
    await record.refresh()
    assert.equal(record.userId, buyer.id)
  })

  test('another user’s, or an unknown one: 404; a guest: 401', async ({ client, assert }) => {
    const buyer = await makeUser()
    const record = await UserAdditionalAddressFactory.create()
    for (const request of [
      client.patch(`${URL}/${record.id}`).json({ address: 'Otra 1' }),
      client.delete(`${URL}/${record.id}`),
      client.patch(`${URL}/999999`).json({ address: 'Otra 1' }),
      client.delete(`${URL}/999999`),
    ]) {
      const response = await request.loginAs(buyer).withCsrfToken().accept('json')
      response.assertStatus(404)
      response.assertBodyContains({
        errors: [{ message: '¡ERROR! la transacción es inexistente.' }],
      })
    }
    const guest = await client.delete(`${URL}/${record.id}`).withCsrfToken().accept('json')
    guest.assertStatus(401)
    assert.equal(await countOf(UserAdditionalAddress), 1)
  })

  test('the owner removes it', async ({ client, assert }) => {
    const buyer = await makeUser()
    const record = await UserAdditionalAddressFactory.merge({ userId: buyer.id }).create()
    const response = await client
      .delete(`${URL}/${record.id}`)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBody({ message: 'Dirección eliminada', data: { id: record.id } })
    assert.equal(await countOf(UserAdditionalAddress), 0)
  })

  test('one an order uses is locked: 409 on change and removal', async ({ client, assert }) => {
    const buyer = await makeUser()
    const record = await UserAdditionalAddressFactory.merge({ userId: buyer.id }).create()
    await CartShoppingHeaderFactory.merge({ userId: buyer.id, addressId: record.id }).create()
    for (const request of [
      client.patch(`${URL}/${record.id}`).json({ address: 'Otra 1' }),
      client.delete(`${URL}/${record.id}`),
    ]) {
      const response = await request.loginAs(buyer).withCsrfToken().accept('json')
      response.assertStatus(409)
      response.assertBodyContains({
        message:
          'Esta dirección ya se usó en un pedido y no se puede modificar ni eliminar. Agrega una nueva.',
      })
    }
    assert.equal(await countOf(UserAdditionalAddress), 1)
  })
})

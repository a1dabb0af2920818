import { test } from '@japa/runner'
import { uploadAs } from '#tests/helpers/uploads'
import Vehicle from '#garage/models/vehicle'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeBrand, makeVehicle, makeVerifiedVehicle } from '#tests/helpers/garage'

test.group('Garage API: list and count', (group) => {
  freshDatabase(group)

  test('a buyer lists only their own vehicles, newest first, with the brand', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const other = await makeUser()
    const renault = await makeBrand('Renault')
    const spark = await makeVehicle(buyer)
    const logan = await makeVehicle(buyer, {
      brandId: renault.id,
      model: 'Logan',
      year: 2018,
      licensePlate: 'FTR915',
      vin: '9FBLSRAHBJM123456',
    })
    await makeVehicle(other, { licensePlate: 'ZZZ999' })
    await makeVehicle(buyer, {
      model: 'Borrado',
      deletedAt: (await import('luxon')).DateTime.now(),
    })

    const response = await client.get('/api/garage/vehicle').loginAs(buyer).accept('json')
    response.assertStatus(200)
    assert.equal(response.body().metadata.count, 2)
    assert.deepEqual(
      response.body().data.map((v: { id: number }) => v.id),
      [logan.id, spark.id]
    )
    response.assertBodyContains({
      data: [
        {
          id: logan.id,
          brand_id: renault.id,
          brand: { id: renault.id, name: 'Renault' },
          brandRelation: { id: renault.id, name: 'Renault' },
          model: 'Logan',
          year: 2018,
          license_plate: 'FTR915',
          VIN: '9FBLSRAHBJM123456',
          is_verified: false,
        },
      ],
    })
  })

  test('pages are zero-based with 20 rows by default', async ({ client, assert }) => {
    const buyer = await makeUser()
    for (let index = 0; index < 23; index += 1) {
      await makeVehicle(buyer, { model: `Modelo ${index}` })
    }
    const first = await client.get('/api/garage/vehicle').loginAs(buyer).accept('json')
    assert.lengthOf(first.body().data, 20)
    assert.equal(first.body().metadata.count, 23)
    const second = await client
      .get('/api/garage/vehicle?page=1&pageSize=20')
      .loginAs(buyer)
      .accept('json')
    assert.lengthOf(second.body().data, 3)
    assert.equal(second.body().data[2].model, 'Modelo 0')
    const hundred = await client
      .get('/api/garage/vehicle?page=0&pageSize=100')
      .loginAs(buyer)
      .accept('json')
    assert.lengthOf(hundred.body().data, 23)
  })

  test('countVehicles counts the buyer’s vehicles that are not deleted', async ({ client }) => {
    const buyer = await makeUser()
    await makeVehicle(buyer)
    await makeVehicle(buyer, { model: 'Otro' })
    await makeVehicle(await makeUser())
    const response = await client
      .get('/api/garage/vehicle/countVehicles')
      .loginAs(buyer)
      .accept('json')
    response.assertStatus(200)
    response.assertBody({ data: { count: 2 } })
  })

  test('guests are refused: 401 in Spanish', async ({ client }) => {
    for (const url of ['/api/garage/vehicle', '/api/garage/vehicle/countVehicles']) {
      const response = await client.get(url).accept('json')
      response.assertStatus(401)
      response.assertBodyContains({ message: 'Debes iniciar sesión para continuar' })
    }
  })

  test('a bearer token works for store integrations', async ({ client }) => {
    const buyer = await makeUser()
    await makeVehicle(buyer)
    const token = await (await import('#users/models/user')).default.accessTokens.create(buyer)
    const response = await client
      .get('/api/garage/vehicle/countVehicles')
      .bearerToken(token.value!.release())
      .accept('json')
    response.assertStatus(200)
    response.assertBody({ data: { count: 1 } })
  })
})

test.group('Garage API: create', (group) => {
  freshDatabase(group)

  test('a buyer adds a vehicle; plate and VIN are normalised; never verified', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const mazda = await makeBrand('Mazda')
    const card = await uploadAs(client, buyer, 'property_card')
    const response = await client
      .post('/api/garage/vehicle')
      .json({
        brand_id: mazda.id,
        model: ' Mazda 3 ',
        year: 2020,
        license_plate: 'hkz-207',
        VIN: '3mzbpabl7lm123456',
        owner_identification: '1020304050',
        property_card_image: card,
        complement: 'Color azul, versión Grand Touring',
        is_verified: true,
      })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({
      data: {
        brand: { id: mazda.id, name: 'Mazda' },
        model: 'Mazda 3',
        year: 2020,
        license_plate: 'HKZ207',
        VIN: '3MZBPABL7LM123456',
        owner_identification: '1020304050',
        is_verified: false,
        found_by_plate: false,
      },
    })
    const vehicle = await Vehicle.findOrFail(response.body().data.id)
    assert.equal(vehicle.userId, buyer.id)
    assert.equal(vehicle.complement, 'Color azul, versión Grand Touring')
    assert.isFalse(vehicle.isVerified)
  })

  test('brand, model and year are required, in Spanish', async ({ client, assert }) => {
    const buyer = await makeUser()
    const response = await client
      .post('/api/garage/vehicle')
      .json({})
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'brand_id', message: 'Selecciona la marca del vehículo' },
        { field: 'model', message: 'Escribe el modelo del vehículo' },
        { field: 'year', message: 'Año inválido' },
      ],
    })
    assert.equal(await countOf(Vehicle), 0)
  })

  test('{field} {label} is refused with "{message}"')
    .with([
      { field: 'year', label: '1900', value: 1900, message: 'Año inválido' },
      { field: 'year', label: '2156', value: 2156, message: 'Año inválido' },
      { field: 'year', label: 'in words', value: 'dos mil', message: 'Año inválido' },
      {
        field: 'VIN',
        label: 'of 16',
        value: '9GAMM6100FB01234',
        message: 'El VIN debe ser de 17 caracteres',
      },
      {
        field: 'license_plate',
        label: 'AB12',
        value: 'AB12',
        message: 'La placa del vehículo debe contener 6 caracteres.',
      },
      {
        field: 'license_plate',
        label: 'ABCDEF',
        value: 'ABCDEF',
        message: 'Asegúrate de escribir la placa de tu vehículo correctamente.',
      },
      {
        field: 'owner_identification',
        label: 'of 21',
        value: '1'.repeat(21),
        message: 'Utiliza máximo 20 caracteres',
      },
      {
        field: 'complement',
        label: 'of 513',
        value: 'a'.repeat(513),
        message: 'Utiliza máximo 512 caracteres',
      },
      {
        field: 'model',
        label: 'of 129',
        value: 'm'.repeat(129),
        message: 'Utiliza máximo 128 caracteres',
      },
      {
        field: 'brand_id',
        label: 'unknown',
        value: 999999,
        message: 'Selecciona la marca del vehículo',
      },
      {
        field: 'property_card_image',
        label: 'outside the uploads',
        value: '../../etc/passwd',
        message: 'La foto de la tarjeta de propiedad no es válida',
      },
    ])
    .run(async ({ client }, { field, value, message }) => {
      const buyer = await makeUser()
      const brand = await makeBrand('Chevrolet')
      const response = await client
        .post('/api/garage/vehicle')
        .json({ brand_id: brand.id, model: 'Spark GT', year: 2015, [field]: value })
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field, message }] })
    })

  test('plates follow the country of the host: a 7-character plate is Mexican', async ({
    client,
  }) => {
    const buyer = await makeUser()
    const brand = await makeBrand('Nissan')
    const payload = { brand_id: brand.id, model: 'Versa', year: 2020, license_plate: 'MHX4821' }
    const co = await client
      .post('/api/garage/vehicle')
      .json(payload)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    co.assertStatus(422)
    co.assertBodyContains({
      errors: [
        { field: 'license_plate', message: 'La placa del vehículo debe contener 6 caracteres.' },
      ],
    })
    const mx = await client
      .post('/api/garage/vehicle')
      .header('host', 'mx.repuestos.test')
      .json(payload)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    mx.assertStatus(201)
    mx.assertBodyContains({ data: { license_plate: 'MHX4821' } })
  })

  test('guests cannot add vehicles', async ({ client, assert }) => {
    const brand = await makeBrand('Chevrolet')
    const response = await client
      .post('/api/garage/vehicle')
      .json({ brand_id: brand.id, model: 'Spark', year: 2015 })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(401)
    assert.equal(await countOf(Vehicle), 0)
  })
})

test.group('Garage API: update', (group) => {
  freshDatabase(group)

  test('the owner changes only what they send', async ({ client, assert }) => {
    const buyer = await makeUser()
    const vehicle = await makeVehicle(buyer, { vin: '9GAMM6100FB012345', color: 'Rojo' })
    const response = await client
      .patch(`/api/garage/vehicle/${vehicle.id}`)
      .json({ model: 'Spark Life', license_plate: null, complement: '' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: { id: vehicle.id, model: 'Spark Life', license_plate: null, year: 2015 },
    })
    await vehicle.refresh()
    assert.equal(vehicle.model, 'Spark Life')
    assert.isNull(vehicle.licensePlate)
    assert.equal(vehicle.vin, '9GAMM6100FB012345')
    assert.equal(vehicle.color, 'Rojo')
    assert.isNull(vehicle.complement)
  })

  test('updates are validated like creations', async ({ client }) => {
    const buyer = await makeUser()
    const vehicle = await makeVehicle(buyer)
    const response = await client
      .patch(`/api/garage/vehicle/${vehicle.id}`)
      .json({ year: 1800, VIN: '123' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'year', message: 'Año inválido' },
        { field: 'VIN', message: 'El VIN debe ser de 17 caracteres' },
      ],
    })
  })

  test('a verified vehicle is locked, even for its owner', async ({ client, assert }) => {
    const buyer = await makeUser()
    const vehicle = await makeVerifiedVehicle(buyer)
    const response = await client
      .patch(`/api/garage/vehicle/${vehicle.id}`)
      .json({ model: 'Otro modelo' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(403)
    response.assertBodyContains({
      message: 'Este vehículo está verificado: sus datos no se pueden modificar',
    })
    await vehicle.refresh()
    assert.equal(vehicle.model, 'Spark GT')
  })

  test('another user may not change it (404, as if missing); a guest neither', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    const vehicle = await makeVehicle(owner)
    const intruder = await makeUser()
    const forbidden = await client
      .patch(`/api/garage/vehicle/${vehicle.id}`)
      .json({ model: 'Robado' })
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
    forbidden.assertStatus(404)
    const missing = await client
      .patch('/api/garage/vehicle/999999')
      .json({ model: 'Robado' })
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
    assert.deepEqual(forbidden.body(), missing.body())
    const guest = await client
      .patch(`/api/garage/vehicle/${vehicle.id}`)
      .json({ model: 'Robado' })
      .withCsrfToken()
      .accept('json')
    guest.assertStatus(401)
    await vehicle.refresh()
    assert.equal(vehicle.model, 'Spark GT')
  })

  test('a missing or deleted vehicle answers 404', async ({ client }) => {
    const buyer = await makeUser()
    const vehicle = await makeVehicle(buyer, { deletedAt: (await import('luxon')).DateTime.now() })
    for (const id of [vehicle.id, 999999]) {
      const response = await client
        .patch(`/api/garage/vehicle/${id}`)
        .json({ model: 'X' })
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(404)
      response.assertBodyContains({ message: 'El vehículo no existe' })
    }
  })
})

test.group('Garage API: delete', (group) => {
  freshDatabase(group)

  test('the owner removes a vehicle: soft delete, gone from the list', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const vehicle = await makeVerifiedVehicle(buyer)
    const response = await client
      .delete(`/api/garage/vehicle/${vehicle.id}`)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({ message: 'Vehículo eliminado' })
    await vehicle.refresh()
    assert.isNotNull(vehicle.deletedAt)
    assert.equal(await countOf(Vehicle), 1)
    const list = await client.get('/api/garage/vehicle').loginAs(buyer).accept('json')
    assert.equal(list.body().metadata.count, 0)
    const again = await client
      .delete(`/api/garage/vehicle/${vehicle.id}`)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    again.assertStatus(404)
  })

  test('another user may not remove it (404, as if missing); a guest neither', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    const vehicle = await makeVehicle(owner)
    const forbidden = await client
      .delete(`/api/garage/vehicle/${vehicle.id}`)
      .loginAs(await makeUser())
      .withCsrfToken()
      .accept('json')
    forbidden.assertStatus(404)
    forbidden.assertBodyContains({ message: 'El vehículo no existe' })
    const guest = await client
      .delete(`/api/garage/vehicle/${vehicle.id}`)
      .withCsrfToken()
      .accept('json')
    guest.assertStatus(401)
    await vehicle.refresh()
    assert.isNull(vehicle.deletedAt)
  })

  test('a call with the session cookie but without the XSRF token is refused', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const vehicle = await makeVehicle(buyer)
    const response = await client
      .delete(`/api/garage/vehicle/${vehicle.id}`)
      .loginAs(buyer)
      .accept('json')
    assert.notEqual(response.status(), 200)
    await vehicle.refresh()
    assert.isNull(vehicle.deletedAt)
  })
})

test.group('Garage page', (group) => {
  freshDatabase(group)

  test('a signed-in buyer gets the garage page', async ({ client }) => {
    const buyer = await makeUser()
    const response = await client.get('/garage/page/vehiculos').loginAs(buyer).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('garage/index')
  })

  test('a guest is sent to the login page and back', async ({ client }) => {
    const response = await client.get('/garage/page/vehiculos').redirects(0)
    response.assertStatus(302)
    response.assertHeader(
      'location',
      `/users/page/login?urlreturn=${encodeURIComponent('/garage/page/vehiculos')}`
    )
  })
})

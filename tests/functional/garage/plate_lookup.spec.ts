import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import PlateLookupRecord from '#garage/models/plate_lookup'
import FindPlateLookupQuery from '#garage/queries/find_plate_lookup_query'
import { CaptchaVerifier, RecaptchaVerifier } from '#garage/services/captcha'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { LOCAL_CAPTCHA_TOKEN, makeBrand, makeRealBrands } from '#tests/helpers/garage'

const URL = '/api/garage/vehicle/getVehicleForLicensePlate'
const INVALID = 'Asegúrate de escribir la placa de tu vehículo correctamente.'
const LENGTH = 'La placa del vehículo debe contener 6 caracteres.'

test.group('Plate lookup: found', (group) => {
  freshDatabase(group)

  test('a guest finds a Colombian plate: a verified vehicle with the brand of the list', async ({
    client,
    assert,
  }) => {
    const brands = await makeRealBrands()
    const response = await client
      .post(URL)
      .json({ licensePlate: 'hkz 207', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBody({
      data: {
        brand_id: brands.Mazda.id,
        brand: { id: brands.Mazda.id, name: 'Mazda' },
        model: 'Mazda 3',
        year: 2020,
        VIN: '3MZBPABL7LM123456',
        license_plate: 'HKZ207',
        is_verified: true,
        foundByPlate: true,
        engine_number: 'PE40318877',
        fuel_type: 'Gasolina',
        body_type: 'Sedán',
        color: 'Azul',
        cylinder_capacity: '1998',
        catalog_origin: 'mazda',
      },
    })

    const records = await PlateLookupRecord.all()
    assert.lengthOf(records, 1)
    assert.equal(records[0].plate, 'HKZ207')
    assert.equal(records[0].countryCode, 'CO')
    assert.deepEqual(records[0].payload, response.body().data)
  })

  test('a signed-in buyer finds a plate too; brands match without accents or case', async ({
    client,
  }) => {
    const brands = await makeRealBrands()
    const response = await client
      .post(URL)
      .json({ licensePlate: 'JKM482', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .loginAs(await makeUser())
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: {
        brand: { id: brands.Chevrolet.id, name: 'Chevrolet' },
        model: 'Spark GT',
        license_plate: 'JKM482',
        catalog_origin: 'chevrolet',
      },
    })
  })

  test('a Mexican host looks up Mexican plates of 7 characters', async ({ client }) => {
    const nissan = await makeBrand('Nissan')
    const response = await client
      .post(URL)
      .header('host', 'mx.repuestos.test')
      .json({ licensePlate: 'MHX-4821', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: { brand_id: nissan.id, model: 'Versa', license_plate: 'MHX4821', is_verified: true },
    })
  })

  test('a brand that is not in the list is not verified (the buyer picks it)', async ({
    client,
  }) => {
    const response = await client
      .post(URL)
      .json({ licensePlate: 'JKM482', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: { brand_id: null, brand: null, is_verified: false, foundByPlate: true },
    })
  })

  test('the found vehicle is trusted for 24 hours, per country', async ({ client, assert }) => {
    await makeRealBrands()
    await client
      .post(URL)
      .json({ licensePlate: 'GUP734', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    const query = new FindPlateLookupQuery()
    const found = await query.handle('gup-734', 'CO')
    assert.equal(found?.model, 'Hilux')
    assert.equal(found?.license_plate, 'GUP734')
    assert.isTrue(found?.is_verified)
    assert.isNull(await query.handle('GUP734', 'MX'))
    assert.isNull(await query.handle('ZZZ999', 'CO'))
    assert.isNull(await query.handle('', 'CO'))

    const record = await PlateLookupRecord.findByOrFail('plate', 'GUP734')
    record.createdAt = DateTime.now().minus({ hours: 25 })
    await record.save()
    assert.isNull(await query.handle('GUP734', 'CO'))
  })
})

test.group('Plate lookup: not found and failures', (group) => {
  freshDatabase(group)

  test('an unknown plate answers 404 "Placa {plate} no encontrada" and records nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(URL)
      .json({ licensePlate: 'zzz999', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    response.assertBodyContains({
      message: 'Placa ZZZ999 no encontrada',
      data: {
        licensePlate: 'ZZZ999',
        detail: 'Diligencia los datos del vehículo en el siguiente formulario.',
      },
      errors: [{ field: 'licensePlate', message: 'Placa ZZZ999 no encontrada' }],
    })
    assert.equal(await countOf(PlateLookupRecord), 0)
  })

  test('the service down (SRV503) answers 503 with the intermittence message', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(URL)
      .json({ licensePlate: 'SRV503', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(503)
    response.assertBodyContains({
      message: 'Estamos presentando intermitencias en el acceso a la información del vehículo',
    })
    assert.equal(await countOf(PlateLookupRecord), 0)
  })

  test('any other failure (ERR500) answers "Error al consultar el vehículo"', async ({
    client,
  }) => {
    const response = await client
      .post(URL)
      .json({ licensePlate: 'ERR500', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(502)
    response.assertBodyContains({ message: 'Error al consultar el vehículo' })
  })

  test('a malformed plate is refused before asking the service', async ({ client }) => {
    const short = await client
      .post(URL)
      .json({ licensePlate: 'AB1', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    short.assertStatus(422)
    short.assertBodyContains({
      errors: [
        { field: 'licensePlate', message: 'La placa del vehículo debe contener 6 caracteres.' },
      ],
    })
    const empty = await client
      .post(URL)
      .json({ licensePlate: ' - ', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    empty.assertStatus(422)
    empty.assertBodyContains({
      errors: [{ field: 'licensePlate', message: 'Escribe la placa del vehículo' }],
    })
  })
  test('a plate that does not fit is refused with its message, never cut or cleaned of symbols', async ({
    client,
  }) => {
    const cases = [
      { host: 'mx.repuestos.test', plate: 'abc-12-3x9', message: INVALID },
      { host: 'mx.repuestos.test', plate: 'MHX.4821', message: INVALID },
      { host: 'repuestos.test', plate: 'hkz.207', message: INVALID },
      { host: 'repuestos.test', plate: 'HKZ/207', message: INVALID },
      { host: 'repuestos.test', plate: 'HKZ2071', message: LENGTH },
    ]
    for (const { host, plate, message } of cases) {
      const response = await client
        .post(URL)
        .header('host', host)
        .json({ licensePlate: plate, reCaptcha: LOCAL_CAPTCHA_TOKEN })
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'licensePlate', message }] })
    }
  })
})

test.group('Plate lookup: captcha', (group) => {
  freshDatabase(group)

  test('without a captcha: 422 "Debes validar el Captcha"', async ({ client, assert }) => {
    await makeRealBrands()
    for (const body of [{ licensePlate: 'HKZ207' }, { licensePlate: 'HKZ207', reCaptcha: '' }]) {
      const response = await client.post(URL).json(body).withCsrfToken().accept('json')
      response.assertStatus(422)
      response.assertBodyContains({
        errors: [{ field: 'reCaptcha', message: 'Debes validar el Captcha' }],
      })
    }
    assert.equal(await countOf(PlateLookupRecord), 0)
  })

  test('with an invalid captcha: 422 "Debes validar el Captcha", the service is not asked', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(URL)
      .json({ licensePlate: 'SRV503', reCaptcha: 'soy-un-robot' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      message: 'Debes validar el Captcha',
      errors: [{ field: 'reCaptcha', message: 'Debes validar el Captcha' }],
    })
    assert.equal(await countOf(PlateLookupRecord), 0)
  })

  test('with the reCAPTCHA driver the token is checked with Google', async ({
    client,
    assert,
    cleanup,
  }) => {
    await makeRealBrands()
    const tokens: string[] = []
    const fakeGoogle = (async (_url: string | URL, init?: RequestInit) => {
      const token = new URLSearchParams(String(init?.body)).get('response') ?? ''
      tokens.push(token)
      return new Response(JSON.stringify({ success: token === 'google-ok' }), { status: 200 })
    }) as typeof fetch
    app.container.swap(CaptchaVerifier, () => new RecaptchaVerifier('secret', fakeGoogle))
    cleanup(() => app.container.restore(CaptchaVerifier))

    const refused = await client
      .post(URL)
      .json({ licensePlate: 'HKZ207', reCaptcha: 'local-captcha-ok' })
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(422)
    const accepted = await client
      .post(URL)
      .json({ licensePlate: 'HKZ207', reCaptcha: 'google-ok' })
      .withCsrfToken()
      .accept('json')
    accepted.assertStatus(200)
    assert.deepEqual(tokens, ['local-captcha-ok', 'google-ok'])
  })

  test('plate searches are limited per IP', async ({ client }) => {
    for (let index = 0; index < 30; index += 1) {
      const response = await client
        .post(URL)
        .json({ licensePlate: 'ZZZ999', reCaptcha: LOCAL_CAPTCHA_TOKEN })
        .withCsrfToken()
        .accept('json')
      response.assertStatus(404)
    }
    const blocked = await client
      .post(URL)
      .json({ licensePlate: 'ZZZ999', reCaptcha: LOCAL_CAPTCHA_TOKEN })
      .withCsrfToken()
      .accept('json')
    blocked.assertStatus(429)
  })
})

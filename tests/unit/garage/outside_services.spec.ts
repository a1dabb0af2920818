import { test } from '@japa/runner'
import { decodeVin } from '#catalog/rules/vin'
import { plateError } from '#garage/rules/plate'
import {
  LocalCaptchaVerifier,
  RECAPTCHA_VERIFY_URL,
  RecaptchaVerifier,
} from '#garage/services/captcha'
import { LOCAL_PLATES } from '#garage/services/local_plates'
import {
  HttpPlateLookup,
  LocalPlateLookup,
  mapProviderVehicle,
} from '#garage/services/plate_lookup'

interface Call {
  url: string
  init?: RequestInit
}

/** A fetch that records its calls and answers what it is told. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetcher = (async (url: string | URL, init?: RequestInit) => {
    const call = { url: String(url), init }
    calls.push(call)
    return answer(call)
  }) as typeof fetch
  return { fetcher, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

test.group('Captcha: local driver', () => {
  test('only the local token passes', async ({ assert }) => {
    const captcha = new LocalCaptchaVerifier()
    assert.isTrue(await captcha.verify('local-captcha-ok', '127.0.0.1'))
    assert.isFalse(await captcha.verify('otra-cosa', '127.0.0.1'))
    assert.isFalse(await captcha.verify('', '127.0.0.1'))
    assert.isFalse(await captcha.verify(null, '127.0.0.1'))
  })
})

test.group('Captcha: reCAPTCHA v2 driver', () => {
  test('posts the secret, the token and the IP to siteverify', async ({ assert }) => {
    const { fetcher, calls } = fakeFetch(() => json({ success: true, challenge_ts: 'x' }))
    const captcha = new RecaptchaVerifier('secreto', fetcher)
    assert.isTrue(await captcha.verify('token-de-google', '190.1.2.3'))
    assert.lengthOf(calls, 1)
    assert.equal(calls[0].url, RECAPTCHA_VERIFY_URL)
    assert.equal(calls[0].url, 'https://www.google.com/recaptcha/api/siteverify')
    assert.equal(calls[0].init?.method, 'POST')
    const body = new URLSearchParams(String(calls[0].init?.body))
    assert.equal(body.get('secret'), 'secreto')
    assert.equal(body.get('response'), 'token-de-google')
    assert.equal(body.get('remoteip'), '190.1.2.3')
  })

  test('success false, an HTTP error or no answer is invalid', async ({ assert }) => {
    const refused = new RecaptchaVerifier('s', fakeFetch(() => json({ success: false })).fetcher)
    assert.isFalse(await refused.verify('t', '1.1.1.1'))
    const failing = new RecaptchaVerifier('s', fakeFetch(() => json({}, 500)).fetcher)
    assert.isFalse(await failing.verify('t', '1.1.1.1'))
    const down = new RecaptchaVerifier(
      's',
      fakeFetch(() => {
        throw new Error('ECONNREFUSED')
      }).fetcher
    )
    assert.isFalse(await down.verify('t', '1.1.1.1'))
  })

  test('without a token or a secret Google is not asked', async ({ assert }) => {
    const { fetcher, calls } = fakeFetch(() => json({ success: true }))
    assert.isFalse(await new RecaptchaVerifier('s', fetcher).verify('', '1.1.1.1'))
    assert.isFalse(await new RecaptchaVerifier('', fetcher).verify('t', '1.1.1.1'))
    assert.lengthOf(calls, 0)
  })
})

test.group('Plate lookup: local driver', () => {
  test('knows at least 12 Colombian and 3 Mexican plates', ({ assert }) => {
    assert.isAtLeast(LOCAL_PLATES.CO.length, 12)
    assert.isAtLeast(LOCAL_PLATES.MX.length, 3)
  })

  test('every local plate is valid in its country and its VIN tells its year', ({ assert }) => {
    for (const country of ['CO', 'MX'] as const) {
      for (const record of LOCAL_PLATES[country]) {
        assert.isNull(plateError(record.licensePlate, country), record.licensePlate)
        if (record.vin) {
          assert.equal(decodeVin(record.vin)?.modelYear, record.year, record.vin)
        }
      }
    }
  })

  test('answers found, not found, unavailable (SRV503) and error (ERR500)', async ({ assert }) => {
    const lookup = new LocalPlateLookup()
    const found = await lookup.lookup('JKM482', 'CO')
    assert.equal(found.status, 'found')
    if (found.status === 'found') {
      assert.equal(found.vehicle.model, 'Spark GT')
      assert.equal(found.vehicle.year, 2015)
    }
    assert.deepEqual(await lookup.lookup('ZZZ999', 'CO'), { status: 'not_found' })
    assert.deepEqual(await lookup.lookup('JKM482', 'MX'), { status: 'not_found' })
    assert.equal((await lookup.lookup('MHX4821', 'MX')).status, 'found')
    assert.deepEqual(await lookup.lookup('SRV503', 'CO'), { status: 'unavailable' })
    assert.deepEqual(await lookup.lookup('ERR500', 'CO'), { status: 'error' })
  })
})

test.group('Plate lookup: HTTP driver', () => {
  const options = { url: 'https://placas.example.com/v1/vehiculo', token: 'tok-123' }

  test('asks GET url?placa= with the bearer token and maps the answer', async ({ assert }) => {
    const { fetcher, calls } = fakeFetch(() =>
      json({
        data: {
          placa: 'ABC123',
          marca: 'CHEVROLET',
          linea: 'SPARK GT',
          modelo: '2015',
          vin: '9gamm6100fb012345',
          numero_motor: 'B12D1',
          combustible: 'GASOLINA',
          carroceria: 'HATCHBACK',
          color: 'ROJO',
          cilindraje: 1206,
        },
      })
    )
    const result = await new HttpPlateLookup(options, fetcher).lookup('ABC123', 'CO')
    const url = new URL(calls[0].url)
    assert.equal(`${url.origin}${url.pathname}`, options.url)
    assert.equal(url.searchParams.get('placa'), 'ABC123')
    assert.equal(url.searchParams.get('pais'), 'CO')
    assert.equal((calls[0].init?.headers as Record<string, string>).Authorization, 'Bearer tok-123')
    assert.deepEqual(result, {
      status: 'found',
      vehicle: {
        licensePlate: 'ABC123',
        brandName: 'CHEVROLET',
        model: 'SPARK GT',
        year: 2015,
        vin: '9GAMM6100FB012345',
        engineNumber: 'B12D1',
        fuelType: 'GASOLINA',
        bodyType: 'HATCHBACK',
        color: 'ROJO',
        cylinderCapacity: '1206',
      },
    })
  })

  test('{status} answers {expected}')
    .with([
      { status: 404, expected: 'not_found' },
      { status: 500, expected: 'unavailable' },
      { status: 502, expected: 'unavailable' },
      { status: 503, expected: 'unavailable' },
      { status: 401, expected: 'error' },
      { status: 400, expected: 'error' },
    ])
    .run(async ({ assert }, { status, expected }) => {
      const { fetcher } = fakeFetch(() => json({ message: 'x' }, status))
      const result = await new HttpPlateLookup(options, fetcher).lookup('ABC123', 'CO')
      assert.equal(result.status, expected)
    })

  test('no answer is unavailable; unreadable JSON is an error; no vehicle is not found', async ({
    assert,
  }) => {
    const down = fakeFetch(() => {
      throw new TypeError('fetch failed')
    })
    assert.equal(
      (await new HttpPlateLookup(options, down.fetcher).lookup('A', 'CO')).status,
      'unavailable'
    )
    const garbage = fakeFetch(() => new Response('<html>', { status: 200 }))
    assert.equal(
      (await new HttpPlateLookup(options, garbage.fetcher).lookup('A', 'CO')).status,
      'error'
    )
    const empty = fakeFetch(() => json({ data: null }))
    assert.equal(
      (await new HttpPlateLookup(options, empty.fetcher).lookup('A', 'CO')).status,
      'not_found'
    )
  })

  test('without a URL it fails without calling anybody', async ({ assert }) => {
    const { fetcher, calls } = fakeFetch(() => json({}))
    const result = await new HttpPlateLookup({ url: '', token: '' }, fetcher).lookup('A', 'CO')
    assert.equal(result.status, 'error')
    assert.lengthOf(calls, 0)
  })

  test('English keys are understood too', ({ assert }) => {
    const record = mapProviderVehicle(
      { brand: 'Mazda', model: 'CX-5', year: 2021, vin: null, color: 'Gris' },
      'XYZ789'
    )
    assert.equal(record?.brandName, 'Mazda')
    assert.equal(record?.model, 'CX-5')
    assert.equal(record?.year, 2021)
    assert.isNull(record?.vin ?? null)
  })
})

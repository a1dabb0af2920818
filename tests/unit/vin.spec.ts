import { test } from '@japa/runner'
import { decodeVin, modelYearFromCode, normalizeVin, vinError } from '#catalog/rules/vin'
import { LocalPartsCatalog, HttpPartsCatalog } from '#catalog/services/parts_catalog'

const today = new Date('2026-11-22T00:00:00Z')

test.group('VIN decoding', () => {
  test('{vin} is {brand} {year}')
    .with([
      { vin: '9GAKM3B6XJB123456', brand: 'Chevrolet', year: 2018 },
      { vin: '9FBHSRAJ5KM123456', brand: 'Renault', year: 2019 },
      { vin: 'JM1BL1S58A1234567', brand: 'Mazda', year: 2010 },
      { vin: '3N1CN7AD2SK123456', brand: 'Nissan', year: 2025 },
      { vin: 'JTDBR32E730123456', brand: 'Toyota', year: 2003 },
      { vin: 'KNADN512AL6123456', brand: 'Kia', year: 2020 },
      { vin: 'ZZZ99999999999999', brand: null, year: 2009 },
    ])
    .run(({ assert }, { vin, brand, year }) => {
      assert.deepEqual(decodeVin(vin, today), { brandName: brand, modelYear: year })
    })

  test('a Latin-American VIN failing the US check digit is still read', ({ assert }) => {
    // 9th character "5" is not the check digit of this VIN
    assert.equal(decodeVin('9BWZZZ377VT004251', today)?.brandName, 'Volkswagen')
  })

  test('not a VIN: wrong length or letters I, O, Q', ({ assert }) => {
    assert.isNull(decodeVin('9GAKM3B6XJB12345', today))
    assert.isNull(decodeVin('9GAKM3B6XJB12345O', today))
    assert.isNull(decodeVin('IGAKM3B6XJB123456', today))
  })

  test('the model year never lies in the future', ({ assert }) => {
    assert.equal(modelYearFromCode('A', today), 2010)
    assert.equal(modelYearFromCode('T', today), 2026)
    assert.equal(modelYearFromCode('V', today), 2027)
    assert.equal(modelYearFromCode('W', today), 1998)
    assert.isNull(modelYearFromCode('U', today))
    assert.isNull(modelYearFromCode('0', today))
  })

  test('VIN length rule and normalising', ({ assert }) => {
    assert.equal(normalizeVin(' 9gakm3b6-xjb123456 '), '9GAKM3B6XJB123456')
    assert.isNull(vinError(''))
    assert.isNull(vinError('9GAKM3B6XJB123456'))
    assert.equal(vinError('9GAKM3B6XJB1234'), 'El VIN debe ser de 17 caracteres')
  })
})

test.group('Parts catalogue drivers', () => {
  test('the local driver knows some makers', async ({ assert }) => {
    const catalog = new LocalPartsCatalog()
    assert.deepEqual(await catalog.findByVin('JTDBR32E730123456'), {
      catalogId: 'toyota',
      vin: 'JTDBR32E730123456',
    })
    assert.isNull(await catalog.findByVin('ZZZ99999999999999'))
    assert.isNull(await catalog.findByVin('JTDBR32E7'))
  })

  test('the HTTP driver maps found, not found and failures', async ({ assert }) => {
    const answers: Record<string, Response> = {
      '/vin/JTDBR32E730123456': new Response(JSON.stringify({ catalogId: 't-1' }), { status: 200 }),
      '/vin/ZZZ99999999999999': new Response('{}', { status: 404 }),
    }
    const seen: string[] = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push(String((init.headers as Record<string, string>).Authorization))
      const key = new URL(url).pathname.replace('/api', '')
      if (!answers[key]) throw new Error('network down')
      return answers[key]
    }) as unknown as typeof fetch
    const catalog = new HttpPartsCatalog(
      { url: 'https://catalog.test/api', token: 'secreto' },
      fakeFetch
    )
    assert.equal((await catalog.findByVin('JTDBR32E730123456'))?.catalogId, 't-1')
    assert.isNull(await catalog.findByVin('ZZZ99999999999999'))
    assert.isNull(await catalog.findByVin('KNADN512AL6123456'))
    assert.equal(seen[0], 'Bearer secreto')
  })
})

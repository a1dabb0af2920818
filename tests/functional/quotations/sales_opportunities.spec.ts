import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import {
  makeAdmin,
  makeBrandAndCity,
  makeBuyer,
  makeRequest,
  queriesDuring,
} from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { QuotationRequestDetailFactory } from '#database/factories/quotation_request_detail_factory'
import SalesOpportunitiesQuery from '#quotations/queries/sales_opportunities_query'
import { SALES_OPPORTUNITIES as M } from '#quotations/rules/sales_opportunities'

/** Paths of the public sales opportunities (doc 2 §2, §7) with the test product slug. */
const PAGE = '/repuestosGo/quotationRequest/oportunidadesDeVenta'
const LIST = '/api/repuestosGo/QuotationRequest/getSalesOpportunities'
const INDICATORS = '/api/repuestosGo/QuotationRequest/getIndicatorsSalesOpportunities'
const COUNT = '/api/repuestosGo/QuotationRequest/countSalesOpportunities'
const MX = 'mx.repuestos.test'

/** The tables the list reads: each statement naming one is a round trip of the list. */
const LIST_TABLES = /quotation_request|vehicle_brands|localization_zones/

/** Every test starts with empty tables and no cached indicators. */
function freshOpportunities(group: Parameters<typeof freshDatabase>[0]) {
  freshDatabase(group)
  group.each.setup(() => SalesOpportunitiesQuery.snapshots.clear())
}

/** An open marketplace request with parts named `parts`, `minutesAgo` old. */
async function openRequest(
  values: { brandId: number; cityId: number; countryCode?: string; vehicleModel?: string },
  parts: string[] = ['Pastillas de freno'],
  minutesAgo = 0
) {
  const buyer = await makeBuyer()
  const createdAt = DateTime.now().minus({ minutes: minutesAgo })
  const request = await makeRequest(buyer, { ...values, parts: 0, createdAt })
  for (const name of parts) {
    await QuotationRequestDetailFactory.merge({ quotationRequestId: request.id, name }).create()
  }
  return request
}

test.group('Sales opportunities: which requests (public)', (group) => {
  freshOpportunities(group)

  test('only open marketplace requests of the host country, field by field', async ({
    client,
    assert,
  }) => {
    const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
    const buyer = await makeBuyer()
    const open = await openRequest(
      { brandId: brand.id, cityId: city.id, vehicleModel: 'Spark GT' },
      ['Pastillas de freno', 'Filtro de aceite']
    )
    const on = { brandId: brand.id, cityId: city.id }
    await makeRequest(buyer, { ...on, states: ['closed'] })
    await makeRequest(buyer, { ...on, states: ['expired'] })
    await makeRequest(buyer, { ...on, states: ['forStore'] })
    await makeRequest(buyer, { ...on, sendToMarketplace: false })
    await makeRequest(buyer, { ...on, quotationsCount: 3 })
    const mexican = await makeRequest(buyer, { ...on, countryCode: 'MX' })

    const response = await client.get(LIST).accept('json')
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      data: [
        {
          id: open.id,
          brand: { name: 'Chevrolet' },
          vehicle_model: 'Spark GT',
          vehicle_year: open.vehicleYear,
          details: [{ name: 'Pastillas de freno' }, { name: 'Filtro de aceite' }],
          city: { name: 'Medellín' },
        },
      ],
      metadata: { count: 1, page: 1, pageSize: 20 },
    })

    const mx = await client.get(LIST).header('host', MX).accept('json')
    assert.deepEqual(
      mx.body().data.map((row: any) => row.id),
      [mexican.id]
    )
  })

  test('a per-product request stays while a part is below 3 quotations', async ({
    client,
    assert,
  }) => {
    const { brand, city } = await makeBrandAndCity()
    const buyer = await makeBuyer()
    const waiting = await makeRequest(buyer, {
      brandId: brand.id,
      cityId: city.id,
      states: ['byProduct'],
      quotationsCount: 5,
      parts: 0,
    })
    await QuotationRequestDetailFactory.merge({
      quotationRequestId: waiting.id,
      quotationsCount: 3,
    }).create()
    await QuotationRequestDetailFactory.merge({
      quotationRequestId: waiting.id,
      quotationsCount: 2,
    }).create()
    const full = await makeRequest(buyer, {
      brandId: brand.id,
      cityId: city.id,
      states: ['byProduct'],
      parts: 0,
    })
    await QuotationRequestDetailFactory.merge({
      quotationRequestId: full.id,
      quotationsCount: 3,
    }).create()

    const body = (await client.get(LIST).accept('json')).body()
    assert.deepEqual(
      body.data.map((row: any) => row.id),
      [waiting.id]
    )
    const count = (await client.get(COUNT).accept('json')).body()
    assert.deepEqual(count.data, { requests: 1, details: 1 })
  })
})

test.group('Sales opportunities: no customer data in any answer', (group) => {
  freshOpportunities(group)

  test("the buyer's name, phone, e-mail, plate, VIN, identification and photos never leave", async ({
    client,
    assert,
  }) => {
    const { brand, city } = await makeBrandAndCity('Mazda', 'Bogotá', 'Cundinamarca')
    const buyer = await makeBuyer({
      fullName: 'Zacarías Quintero Ñáñez',
      mobile: '3157778899',
      email: 'zacarias.secreto@example.com',
    })
    const request = await makeRequest(buyer, {
      brandId: brand.id,
      cityId: city.id,
      vehicleLicensePlate: 'QZX987',
      vehicleVin: '9BWZZZ377VT004251',
      vehicleOwnerIdentification: '1098765432',
      vehiclePropertyCard: 'uploads/cards/tarjeta-secreta.jpg',
      parts: 0,
    })
    await QuotationRequestDetailFactory.merge({
      quotationRequestId: request.id,
      name: 'Amortiguador',
      image: 'uploads/parts/foto-secreta.jpg',
      reference: 'REF-OCULTA-77',
    }).create()
    const secrets = [
      'Zacarías',
      'Quintero',
      '3157778899',
      'zacarias.secreto',
      'QZX987',
      '9BWZZZ377VT004251',
      '1098765432',
      'tarjeta-secreta',
      'foto-secreta',
      'REF-OCULTA-77',
      request.code,
      `"user_id"`,
      `"userId"`,
    ]

    const answers = [
      await client.get(LIST).accept('json'),
      await client.get(LIST).qs({ filter: JSON.stringify({ 'brand.name': 'mazda' }) }),
      await client.get(INDICATORS).accept('json'),
      await client.get(COUNT).accept('json'),
      await client.get(PAGE).withInertia(),
      await client.get(PAGE),
    ]
    for (const answer of answers) {
      answer.assertStatus(200)
      const text = answer.text()
      for (const secret of secrets) assert.notInclude(text, secret, `${secret} in ${text}`)
    }
    const [row] = answers[0].body().data
    assert.deepEqual(Object.keys(row), [
      'id',
      'brand',
      'vehicle_model',
      'vehicle_year',
      'details',
      'city',
    ])
    assert.deepEqual(row.details, [{ name: 'Amortiguador' }])
  })
})

test.group('Sales opportunities: filters, pages and refusals', (group) => {
  freshOpportunities(group)

  test('each column filter, ignoring case and accents, applied together', async ({
    client,
    assert,
  }) => {
    const { brand: chevrolet, city: medellin } = await makeBrandAndCity('Chevrolet', 'Medellín')
    const { brand: mazda, city: bogota } = await makeBrandAndCity('Mazda', 'Bogotá', 'Cundinamarca')
    const spark = await openRequest(
      { brandId: chevrolet.id, cityId: medellin.id, vehicleModel: 'Spark GT' },
      ['Batería 12V'],
      3
    )
    await spark.merge({ vehicleYear: 2015 }).save()
    const cx5 = await openRequest(
      { brandId: mazda.id, cityId: bogota.id, vehicleModel: 'CX-5' },
      ['Pastillas de freno'],
      2
    )
    await cx5.merge({ vehicleYear: 2021 }).save()
    const sail = await openRequest(
      { brandId: chevrolet.id, cityId: bogota.id, vehicleModel: 'Sail' },
      ['Bateria'],
      1
    )
    await sail.merge({ vehicleYear: 2019 }).save()

    const ids = async (filter: Record<string, string>) => {
      const response = await client
        .get(LIST)
        .qs({ filter: JSON.stringify(filter) })
        .accept('json')
      response.assertStatus(200)
      return response.body().data.map((row: any) => row.id)
    }
    assert.deepEqual(await ids({ 'brand.name': 'CHEV' }), [sail.id, spark.id])
    assert.deepEqual(await ids({ 't.vehicle_model': 'spark' }), [spark.id])
    assert.deepEqual(await ids({ 't.vehicle_year': '2021' }), [cx5.id])
    assert.deepEqual(await ids({ 't.vehicle_year': '201' }), [sail.id, spark.id])
    assert.deepEqual(await ids({ 'details.name': 'bateria' }), [sail.id, spark.id])
    assert.deepEqual(await ids({ 'city.name': 'bogota' }), [sail.id, cx5.id])
    assert.deepEqual(await ids({ 'brand.name': 'chevrolet', 'city.name': 'Bogotá' }), [sail.id])
    assert.deepEqual(await ids({ 'brand.name': 'chevrolet', 'city.name': '' }), [sail.id, spark.id])
    assert.deepEqual(await ids({ 'brand.name': 'Renault' }), [])
  })

  test('a partial brand name matching several brands lists them all through their ids', async ({
    client,
    assert,
  }) => {
    const { brand: chevrolet, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
    const { brand: chery } = await makeBrandAndCity('Chery', 'Cali')
    const { brand: mazda } = await makeBrandAndCity('Mazda', 'Pasto')
    const older = await openRequest({ brandId: chevrolet.id, cityId: city.id }, ['Faro'], 3)
    await openRequest({ brandId: mazda.id, cityId: city.id }, ['Faro'], 2)
    const newer = await openRequest({ brandId: chery.id, cityId: city.id }, ['Faro'], 1)
    const statements = await queriesDuring(async () => {
      const response = await client
        .get(LIST)
        .qs({ filter: JSON.stringify({ 'brand.name': 'CHE' }) })
        .accept('json')
      response.assertStatus(200)
      assert.deepEqual(
        response.body().data.map((row: any) => [row.id, row.brand.name]),
        [
          [newer.id, 'Chery'],
          [older.id, 'Chevrolet'],
        ]
      )
      assert.equal(response.body().metadata.count, 2)
    })
    // the page's ids are filtered by the brands' ids as values, not by a subquery of brands
    const list = statements.find((sql) => /order by/i.test(sql) && /limit/i.test(sql))
    assert.match(list ?? '', /brand_id["`] in \(\?, \?\)/i, statements.join('\n'))
    assert.notMatch(list ?? '', /vehicle_brands/i)
  })

  test('pages count from 1, newest first, 20 by default', async ({ client, assert }) => {
    const { brand, city } = await makeBrandAndCity()
    const made = []
    for (let minutes = 25; minutes > 0; minutes--) {
      made.push(await openRequest({ brandId: brand.id, cityId: city.id }, ['Filtro'], minutes))
    }
    const newestFirst = made.map((request) => request.id).reverse()

    const first = (await client.get(LIST).accept('json')).body()
    assert.deepEqual(first.metadata, { count: 25, page: 1, pageSize: 20 })
    assert.deepEqual(
      first.data.map((row: any) => row.id),
      newestFirst.slice(0, 20)
    )
    const second = (await client.get(LIST).qs({ page: 2 }).accept('json')).body()
    assert.deepEqual(
      second.data.map((row: any) => row.id),
      newestFirst.slice(20)
    )
    const small = (await client.get(LIST).qs({ page: 3, pageSize: 10 }).accept('json')).body()
    assert.deepEqual(
      small.data.map((row: any) => row.id),
      newestFirst.slice(20)
    )
    assert.deepEqual(small.metadata, { count: 25, page: 3, pageSize: 10 })
  })

  test('bad input is a Spanish 422', async ({ client, assert }) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 0 }, 'La página debe ser un número entero mayor o igual a 1'],
      [{ page: 'uno' }, 'La página debe ser un número entero mayor o igual a 1'],
      [{ pageSize: 51 }, 'El tamaño de página debe ser un número entre 1 y 50'],
      [{ page: 26 }, M.tooDeep(500)],
      [{ filter: '{no es json' }, 'El parámetro filter no es un JSON válido'],
      [{ filter: '[1,2]' }, 'El parámetro filter debe ser un objeto JSON'],
      [
        { filter: JSON.stringify({ 'user.name': 'Ana' }) },
        M.unknownFilter('user.name', [
          'brand.name',
          't.vehicle_model',
          't.vehicle_year',
          'details.name',
          'city.name',
        ]),
      ],
      [{ filter: JSON.stringify({ 't.vehicle_year': '20a1' }) }, M.badYear],
      [{ filter: JSON.stringify({ 't.vehicle_year': '20155' }) }, M.badYear],
      [{ filter: JSON.stringify({ 'brand.name': 'x'.repeat(129) }) }, M.badFilterValue('Marca')],
      [{ filter: JSON.stringify({ 'city.name': { a: 1 } }) }, M.badFilterValue('Ciudad')],
    ]
    for (const [qs, message] of cases) {
      const response = await client.get(LIST).qs(qs).accept('json')
      assert.equal(response.status(), 422, JSON.stringify(qs))
      const body = response.body()
      const messages = [body.message, ...(body.errors ?? []).map((e: any) => e.message)]
      assert.include(messages, message, JSON.stringify({ qs, body }))
    }
  })

  test('a page costs two queries whatever the rows, filters and parts (+1 each for brand and city)', async ({
    client,
    assert,
  }) => {
    const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
    const filter = JSON.stringify({
      'brand.name': 'chev',
      't.vehicle_model': 'a',
      't.vehicle_year': '20',
      'details.name': 'a',
      'city.name': 'med',
    })
    const statementsOf = async () => {
      const statements = await queriesDuring(async () => {
        const response = await client.get(LIST).qs({ filter }).accept('json')
        response.assertStatus(200)
      })
      return statements.filter((sql) => LIST_TABLES.test(sql))
    }
    await openRequest({ brandId: brand.id, cityId: city.id, vehicleModel: 'Spark' }, ['Faro'])
    const few = await statementsOf()
    for (let index = 0; index < 12; index++) {
      await openRequest({ brandId: brand.id, cityId: city.id, vehicleModel: 'Sail' }, [
        'Farola',
        'Bateria',
        'Radiador',
      ])
    }
    const many = await statementsOf()
    // the brand's ids, the city's ids (each read first: see idsNamed), the page's ids, its rows
    assert.lengthOf(few, 4, few.join('\n'))
    assert.lengthOf(many, 4, many.join('\n'))
  })
})

test.group('Sales opportunities: indicators and counters', (group) => {
  freshOpportunities(group)

  test('top 10 brands and cities of the country, with when they were read', async ({
    client,
    assert,
  }) => {
    const cities = []
    for (let index = 0; index < 11; index++) {
      const { brand, city } = await makeBrandAndCity(`Marca ${index}`, `Ciudad ${index}`)
      cities.push(city)
      // brand `index` has index + 1 open requests
      for (let copy = 0; copy <= index; copy++) {
        await openRequest({ brandId: brand.id, cityId: city.id }, ['Filtro', 'Bujía'])
      }
    }
    const { brand: mexican, city: monterrey } = await makeBrandAndCity('Nissan', 'Monterrey')
    await openRequest({ brandId: mexican.id, cityId: monterrey.id, countryCode: 'MX' })

    const before = Date.now()
    const response = await client.get(INDICATORS).accept('json')
    response.assertStatus(200)
    const body = response.body()
    const expected = (prefix: string) =>
      Object.fromEntries(
        Array.from({ length: 10 }, (_, k) => [`${prefix} ${10 - k}`, 11 - k] as [string, number])
      )
    assert.deepEqual(body.data, { brands: expected('Marca'), citys: expected('Ciudad') })
    assert.deepEqual(Object.keys(body.data.brands), Object.keys(expected('Marca')))
    assert.equal(body.metadata.maxAgeSeconds, 60)
    assert.isAtMost(Math.abs(Date.parse(body.metadata.generatedAt) - before), 5000)

    const count = (await client.get(COUNT).accept('json')).body()
    assert.deepEqual(count.data, { requests: 66, details: 132 })

    const mx = (await client.get(INDICATORS).header('host', MX).accept('json')).body()
    assert.deepEqual(mx.data, { brands: { Nissan: 1 }, citys: { Monterrey: 1 } })
    const mxCount = (await client.get(COUNT).header('host', MX).accept('json')).body()
    assert.deepEqual(mxCount.data, { requests: 1, details: 1 })
  })

  test('the figures are cached for a minute and say so', async ({ client, assert }) => {
    const { brand, city } = await makeBrandAndCity('Renault', 'Cali')
    await openRequest({ brandId: brand.id, cityId: city.id })
    const first = (await client.get(INDICATORS).accept('json')).body()
    await openRequest({ brandId: brand.id, cityId: city.id })
    const cached = (await client.get(INDICATORS).accept('json')).body()
    assert.deepEqual(cached, first)
    assert.deepEqual(cached.data.brands, { Renault: 1 })

    SalesOpportunitiesQuery.snapshots.clear()
    const fresh = (await client.get(INDICATORS).accept('json')).body()
    assert.deepEqual(fresh.data.brands, { Renault: 2 })
  })
})

test.group('Sales opportunities: the page and where Cotizar leads', (group) => {
  freshOpportunities(group)

  test('a guest gets the page with the first page, indicators, date and sign-up target', async ({
    client,
    assert,
  }) => {
    const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín')
    const request = await openRequest({ brandId: brand.id, cityId: city.id }, ['Radiador'])
    const response = await client.get(PAGE).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('quotations/sales_opportunities')
    const props = response.inertiaProps as any
    assert.equal(props.quoteTarget, 'register')
    assert.deepEqual(
      props.opportunities.data.map((row: any) => row.id),
      [request.id]
    )
    assert.deepEqual(props.opportunities.metadata, { count: 1, page: 1, pageSize: 20 })
    assert.deepEqual(props.indicators.brands, { Chevrolet: 1 })
    const today = new Intl.DateTimeFormat('es-CO', {
      timeZone: 'America/Bogota',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date())
    assert.equal(props.today, today)
    assert.match(props.today, /^\d{1,2} de [a-z]+ de \d{4}$/)
    assert.include(props.description, '1 solicitudes de compra de autopartes abiertas en Colombia')

    const html = await client.get(PAGE)
    html.assertStatus(200)
    assert.include(html.text(), 'quotations/sales_opportunities')
  })

  test('Cotizar: vendor at work → request page, inactive module → alert, others → sign-up', async ({
    client,
    assert,
  }) => {
    const { brand } = await makeBrandAndCity()
    const active = await makeGoStore({ brands: [brand], advisers: 1 })
    const inactive = await makeGoStore({ brands: [brand], advisers: 1, goModule: false })
    const buyer = await makeBuyer()
    const admin = await makeAdmin()
    const targetOf = async (user?: any) => {
      const request = client.get(PAGE).withInertia()
      const response = await (user ? request.loginAs(user) : request)
      response.assertStatus(200)
      return (response.inertiaProps as any).quoteTarget
    }
    assert.equal(await targetOf(active.owner), 'vendor')
    assert.equal(await targetOf(active.advisers[0].account), 'vendor')
    assert.equal(await targetOf(inactive.owner), 'activate')
    assert.equal(await targetOf(inactive.advisers[0].account), 'activate')
    assert.equal(await targetOf(buyer), 'register')
    assert.equal(await targetOf(admin), 'register')
    assert.equal(await targetOf(), 'register')
  })
})

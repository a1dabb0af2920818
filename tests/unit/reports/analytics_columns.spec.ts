import { test } from '@japa/runner'
import {
  ANALYTICS_COLUMNS,
  analyticsColumns,
  analyticsGroups,
} from '#reports/rules/analytics_columns'
import {
  buildAnalyticsRow,
  dateOf,
  detailText,
  moneyCell,
  referencesText,
  visibleCells,
  type AnalyticsRawRow,
} from '#reports/rules/analytics_rows'
import { isEmptyAnalyticsFilter, parseAnalyticsFilter } from '#reports/validators/analytics_filter'

test.group('Analytics report: columns', () => {
  test('a vendor gets the five groups of the spec, in order, without the staff columns', ({
    assert,
  }) => {
    const columns = analyticsColumns(false)
    assert.deepEqual(
      analyticsGroups(columns).map((group) => group.name),
      ['VEHÍCULO', 'CLIENTE', 'SOLICITUD DE COTIZACIÓN', 'COTIZACIÓN', 'PEDIDO']
    )
    assert.deepEqual(
      analyticsGroups(columns).map((group) => group.span),
      [8, 4, 8, 6, 3]
    )
    const keys = columns.map((column) => column.key)
    for (const staffOnly of [
      'store_name',
      'quotation_request_vehicle_VIN',
      'quotation_request_vehicle_plate',
      'quotation_request_identification',
    ]) {
      assert.notInclude(keys, staffOnly)
    }
  })

  test('staff get the store column first and VIN, plate and identification', ({ assert }) => {
    const columns = analyticsColumns(true)
    assert.equal(columns.length, ANALYTICS_COLUMNS.length)
    assert.equal(columns[0].key, 'store_name')
    assert.deepEqual(
      analyticsGroups(columns).map((group) => `${group.name}:${group.span}`),
      [
        'TIENDA:1',
        'VEHÍCULO:8',
        'CLIENTE:4',
        'SOLICITUD DE COTIZACIÓN:11',
        'COTIZACIÓN:6',
        'PEDIDO:3',
      ]
    )
  })

  test('keys are unique and every column has a group, a header and a width', ({ assert }) => {
    const keys = ANALYTICS_COLUMNS.map((column) => column.key)
    assert.equal(new Set(keys).size, keys.length)
    for (const column of ANALYTICS_COLUMNS) {
      assert.isAbove(column.width, 0)
      assert.isTrue(Boolean(column.header && column.group), column.key)
    }
    assert.deepEqual(
      ANALYTICS_COLUMNS.filter((column) => column.kind === 'money').map((column) => column.key),
      ['quotation_total', 'cart_shopping_header_total']
    )
  })
})

const raw: AnalyticsRawRow = {
  kind: 2,
  row_id: 7,
  at: '2026-11-02 10:00:00',
  store_id: 3,
  store_name: 'Repuestos Andes',
  request_id: 11,
  request_code: 'SC-000011',
  request_created_at: '2026-11-01 15:00:00',
  request_store_id: null,
  request_user_id: 40,
  request_country_code: 'CO',
  brand_name: 'Chevrolet',
  vehicle_model: 'Spark GT',
  vehicle_year: 2019,
  vehicle_vin: '9BWZZZ377VT004251',
  vehicle_license_plate: 'ABC123',
  vehicle_owner_identification: '1020304050',
  vehicle_property_card: null,
  engine_number: 'M-1',
  chassis_number: null,
  cylinder_capacity: '1200',
  vehicle_class: 'Automóvil',
  body_type: null,
  fuel_type: 'Gasolina',
  color: 'Rojo',
  transit_agency: null,
  user_full_name: 'Ana Gómez',
  user_email: 'ana@example.test',
  user_mobile: '3001234567',
  user_city_name: 'Medellín',
  ignore_reason: null,
  quotation_id: 7,
  quotation_code: 'CT-000007',
  quotation_created_at: '2026-11-02 10:00:00',
  quotation_total: '250000.50',
  buyer_ignore_reason: 'slow_delivery',
  order_id: null,
  order_ref: null,
  order_created_at: null,
  order_total: null,
}
const details = {
  request: new Map([[11, [{ name: 'Batería', amount: 1 }]]]),
  quotation: new Map([
    [
      7,
      [
        { name: 'Batería', amount: 1, reference: 'B-1' },
        { name: 'Borne', amount: 2, reference: 'B-1' },
      ],
    ],
  ]),
}
const vendor = {
  userId: 5,
  staff: false,
  showCustomerData: true,
  showCustomerDataMarketplace: false,
}

test.group('Analytics report: rows', () => {
  test('a marketplace row masks the customer without showCustomerDataMarketplace', ({ assert }) => {
    const row = buildAnalyticsRow(raw, vendor, details)
    assert.equal(row.user_name, '--')
    assert.equal(row.user_email, '--')
    assert.equal(row.user_whatsapp, '--')
    assert.equal(row.user_city_name, '--')
    assert.equal(row.quotation_request_identification, '--')
    const storeRow = buildAnalyticsRow({ ...raw, request_store_id: 3 }, vendor, details)
    assert.equal(storeRow.user_name, 'Ana Gómez')
    assert.equal(storeRow.quotation_request_channel, 'Tienda')
    const staff = buildAnalyticsRow(raw, { ...vendor, staff: true }, details)
    assert.equal(staff.quotation_request_identification, '1020304050')
  })

  test('the cells: codes, labels, whole pesos, dates and part lines', ({ assert }) => {
    const row = buildAnalyticsRow(raw, vendor, details)
    assert.equal(row.quotation_request_id, 'SC-000011')
    assert.equal(row.quotation_request_channel, 'Marketplace')
    assert.equal(row.quotation_id, 'CT-000007')
    assert.equal(row.quotation_total, 250001, '250 000.50 rounds half away from zero')
    assert.equal(row.buyer_ignores_quotation, 'Entrega lenta')
    assert.isNull(row.cart_shopping_header_id)
    assert.equal(row.quotation_request_detail, 'Batería x1')
    assert.equal(row.quotation_detail, 'Batería x1; Borne x2')
    assert.equal(row.quotation_detail_references, 'B-1')
    assert.equal((row.quotation_request_date as Date).toISOString(), '2026-11-01T15:00:00.000Z')
    const discard = buildAnalyticsRow(
      { ...raw, kind: 1, quotation_id: null, ignore_reason: 'e', quotation_total: null },
      vendor,
      details
    )
    assert.equal(discard.quotation_request_ignores_reason, 'Superé el tiempo de respuesta')
    assert.isNull(discard.quotation_total)
    assert.isNull(discard.quotation_detail)
    assert.notProperty(visibleCells(row, false), 'quotation_request_vehicle_VIN')
    assert.equal(visibleCells(row, true).quotation_request_vehicle_VIN, '9BWZZZ377VT004251')
  })

  test('money, dates and texts', ({ assert }) => {
    assert.equal(moneyCell('99999.49', 'CO'), 99999)
    assert.equal(moneyCell('1234.56', 'MX'), 1234.56, 'Mexican pesos keep their cents')
    assert.isNull(moneyCell(null, 'CO'))
    assert.isNull(dateOf(null))
    assert.equal(dateOf('2026-11-03 11:00:00')!.toISOString(), '2026-11-03T11:00:00.000Z')
    const date = new Date('2026-01-01T00:00:00Z')
    assert.strictEqual(dateOf(date), date)
    assert.isNull(detailText([]))
    assert.isNull(referencesText([{ name: 'x', amount: 1, reference: ' ' }]))
  })
})

test.group('Analytics report: filter', () => {
  test('reads channel, days and the store (both spellings)', ({ assert }) => {
    assert.deepEqual(
      parseAnalyticsFilter('{"channel":"2","from":"2026-11-01","to":"2026-11-30","store_id":4}'),
      { channel: 2, from: '2026-11-01', to: '2026-11-30', storeId: 4 }
    )
    assert.deepEqual(parseAnalyticsFilter({ storeId: '9', channel: '' }), { storeId: 9 })
    assert.isTrue(isEmptyAnalyticsFilter(parseAnalyticsFilter(undefined)))
  })

  test('refuses what it does not know with a Spanish 422', ({ assert }) => {
    for (const [input, message] of [
      [{ channel: 3 }, 'El canal debe ser 1 (Marketplace) o 2 (Tienda)'],
      [{ from: '2026-02-30' }, 'La fecha debe tener el formato AAAA-MM-DD'],
      [{ from: '01/11/2026' }, 'La fecha debe tener el formato AAAA-MM-DD'],
      [
        { from: '2026-11-05', to: '2026-11-01' },
        'La fecha inicial no puede ser posterior a la final',
      ],
      [{ vin: 'x' }, 'El filtro "vin" no existe; usa channel, from, to o storeId'],
    ] as const) {
      try {
        parseAnalyticsFilter(input)
        assert.fail(`accepted ${JSON.stringify(input)}`)
      } catch (error: any) {
        assert.equal(error.status, 422)
        assert.equal(error.message, message)
      }
    }
  })
})

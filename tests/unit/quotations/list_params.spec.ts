import { test } from '@japa/runner'
import { BusinessError } from '#core/errors'
import {
  parseFilterObject,
  parseNameList,
  parseOrder,
  parseScopes,
  parseWith,
  readDateRange,
} from '#quotations/queries/list_params'
import {
  parseListParams,
  parseRequestFilter,
  REQUEST_RELATIONS,
  REQUEST_SCOPES,
} from '#quotations/queries/buyer_requests_query'

/** The Spanish 422 a parser throws. */
function refusal(work: () => unknown) {
  try {
    work()
  } catch (error) {
    if (error instanceof BusinessError) {
      return { status: error.status, message: error.message, field: error.field }
    }
    throw error
  }
  throw new Error('expected a refusal')
}

test.group('List parameters: names (with, scopes)', () => {
  test('a name list comes as {kind}')
    .with([
      { kind: 'a comma list', raw: 'brand, city,,details' },
      { kind: 'a JSON array', raw: '["brand","city","details"]' },
      { kind: 'repeated parameters', raw: ['brand', 'city', 'details', 'city'] },
    ])
    .run(({ assert }, { raw }) => {
      assert.deepEqual(parseNameList(raw, 'with'), ['brand', 'city', 'details'])
    })

  test('nothing gives an empty list', ({ assert }) => {
    assert.deepEqual(parseNameList(undefined, 'with'), [])
    assert.deepEqual(parseNameList('', 'with'), [])
    assert.deepEqual(parseNameList('[]', 'with'), [])
  })

  test('broken JSON is a Spanish 422', ({ assert }) => {
    assert.deepEqual(
      refusal(() => parseScopes('["quotationRequestOpen"', REQUEST_SCOPES)),
      { status: 422, message: 'El parámetro scopes no es un JSON válido', field: 'scopes' }
    )
    assert.deepEqual(
      refusal(() => parseWith('[1, 2]', REQUEST_RELATIONS)),
      {
        status: 422,
        message: 'El parámetro with debe ser una lista separada por comas o un arreglo JSON',
        field: 'with',
      }
    )
  })

  test('relations and scopes are whitelisted', ({ assert }) => {
    assert.deepEqual(parseWith('brand,user', REQUEST_RELATIONS), ['brand', 'user'])
    assert.deepEqual(parseScopes('quotationRequestClosed', REQUEST_SCOPES), [
      'quotationRequestClosed',
    ])
    assert.deepEqual(
      refusal(() => parseWith('brand,password', REQUEST_RELATIONS)),
      {
        status: 422,
        message:
          "La relación 'password' no está permitida. Usa: brand, user, city, details, vehicle, store",
        field: 'with',
      }
    )
    assert.deepEqual(
      refusal(() => parseScopes('inWaiting', REQUEST_SCOPES)),
      {
        status: 422,
        message:
          "El scope 'inWaiting' no está permitido. Usa: quotationRequestOpen, quotationRequestClosed, notIgnored, ownedByStore, notQuoted, dontOwnedByUser, notExpired, inWait",
        field: 'scopes',
      }
    )
  })

  test('the user relation is loaded for anyone (the transformer masks it per row)', ({
    assert,
  }) => {
    const input = { with: 'brand,user,details' }
    assert.deepEqual(parseListParams(input).relations, ['brand', 'user', 'details'])
  })
})

test.group('List parameters: filter', () => {
  test('the filter is a JSON object', ({ assert }) => {
    assert.deepEqual(parseFilterObject('{"is_closed":true}'), { is_closed: true })
    assert.deepEqual(parseFilterObject({ is_closed: 'true' }), { is_closed: 'true' })
    assert.deepEqual(parseFilterObject(undefined), {})
    assert.deepEqual(
      refusal(() => parseFilterObject('{is_closed:true}')),
      {
        status: 422,
        message: 'El parámetro filter no es un JSON válido',
        field: 'filter',
      }
    )
    assert.deepEqual(
      refusal(() => parseFilterObject('[1,2]')),
      {
        status: 422,
        message: 'El parámetro filter debe ser un objeto JSON',
        field: 'filter',
      }
    )
  })

  test('whitelisted filters become conditions', ({ assert }) => {
    const conditions = parseRequestFilter(
      JSON.stringify({
        id: [3, '4'],
        code: ' sc-000003 ',
        is_closed: 'false',
        store_id: null,
        brand_id: 7,
        vehicle_model: 'Spark_%',
        vehicle_year: { from: 2010, to: '2015' },
      })
    )
    assert.deepEqual(conditions, [
      { column: 'quotation_requests.id', op: 'in', values: [3, 4] },
      { column: 'quotation_requests.code', op: '=', value: 'SC-000003' },
      { column: 'quotation_requests.is_closed', op: '=', value: false },
      { column: 'quotation_requests.store_id', op: 'null' },
      { column: 'quotation_requests.brand_id', op: 'in', values: [7] },
      { column: 'quotation_requests.vehicle_model', op: 'contains', value: 'spark' },
      { column: 'quotation_requests.vehicle_year', op: '>=', value: 2010 },
      { column: 'quotation_requests.vehicle_year', op: '<=', value: 2015 },
    ])
  })

  test('a created_at range of days covers both whole days (UTC)', ({ assert }) => {
    assert.deepEqual(readDateRange({ from: '2026-03-01', to: '2026-03-02' }, 'created_at'), {
      from: '2026-03-01 00:00:00',
      to: '2026-03-02 23:59:59',
    })
    assert.deepEqual(readDateRange(['2026-03-01T10:30:00Z', null], 'created_at'), {
      from: '2026-03-01 10:30:00',
    })
  })

  test('{name} = {value} is refused in Spanish')
    .with([
      { name: 'user_id', value: 1, message: "El filtro 'user_id' no está permitido" },
      { name: 'id', value: 'uno', message: "El valor del filtro 'id' no es válido" },
      { name: 'id', value: [], message: "El valor del filtro 'id' no es válido" },
      {
        name: 'is_closed',
        value: 'quizas',
        message: "El valor del filtro 'is_closed' no es válido",
      },
      {
        name: 'vehicle_year',
        value: 1800,
        message: "El valor del filtro 'vehicle_year' no es válido",
      },
      {
        name: 'vehicle_model',
        value: '',
        message: "El valor del filtro 'vehicle_model' no es válido",
      },
      {
        name: 'created_at',
        value: '2026-01-01',
        message: "El valor del filtro 'created_at' no es válido",
      },
      {
        name: 'created_at',
        value: { from: 'ayer' },
        message: "El valor del filtro 'created_at' no es válido",
      },
      {
        name: 'created_at',
        value: { since: '2026-01-01' },
        message: "El valor del filtro 'created_at' no es válido",
      },
      {
        name: 'created_at',
        value: { from: '2026-02-01', to: '2026-01-01' },
        message: "El valor del filtro 'created_at' no es válido",
      },
    ])
    .run(({ assert }, { name, value, message }) => {
      const result = refusal(() => parseRequestFilter(JSON.stringify({ [name]: value })))
      assert.equal(result.status, 422)
      assert.equal(result.field, 'filter')
      assert.include(result.message, message)
    })
})

test.group('List parameters: order', () => {
  const allowed = ['id', 'created_at'] as const

  test('order comes as {raw}')
    .with([
      { raw: 'created_at desc', expected: [{ column: 'created_at', direction: 'desc' }] },
      { raw: '-created_at', expected: [{ column: 'created_at', direction: 'desc' }] },
      {
        raw: 'created_at:ASC,id',
        expected: [
          { column: 'created_at', direction: 'asc' },
          { column: 'id', direction: 'asc' },
        ],
      },
      { raw: '{"id":"desc"}', expected: [{ column: 'id', direction: 'desc' }] },
    ])
    .run(({ assert }, { raw, expected }) => {
      assert.deepEqual(parseOrder(raw, allowed), expected as any)
    })

  test('unknown columns and directions are refused', ({ assert }) => {
    assert.equal(
      refusal(() => parseOrder('password', allowed)).message,
      "No es posible ordenar por 'password'. Usa: id, created_at"
    )
    assert.equal(
      refusal(() => parseOrder('id sideways', allowed)).message,
      "La dirección de orden 'sideways' no es válida. Usa asc o desc"
    )
  })
})

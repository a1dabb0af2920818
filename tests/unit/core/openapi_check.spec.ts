import { test } from '@japa/runner'
import { findOperation, openApiMismatch } from '#tests/helpers/openapi_check'

/**
 * The schema check the functional tests run on every `/api` answer (tests/bootstrap.ts): it
 * must refuse an answer its operation does not describe, and say where and why.
 */
test.group('OpenAPI answer check', () => {
  const zone = { id: 1, name: 'Medellín', full_name: 'Medellín, Antioquia' }

  test('finds the operation by method and path, literal paths first', ({ assert }) => {
    assert.equal(
      findOperation('GET', '/api/localization/zones')?.template,
      '/api/localization/zones'
    )
    assert.equal(
      findOperation('GET', '/api/localization/zones/12')?.template,
      '/api/localization/zones/{id}'
    )
    assert.equal(
      findOperation('GET', '/api/garage/vehicle/countVehicles')?.template,
      '/api/garage/vehicle/countVehicles'
    )
    assert.isUndefined(findOperation('PUT', '/api/localization/zones'))
  })

  test('an answer as documented passes', ({ assert }) => {
    const body = { data: [zone], metadata: { count: 1 } }
    assert.isNull(
      openApiMismatch(
        'GET',
        '/api/localization/zones?search=med',
        200,
        'application/json; charset=utf-8',
        body
      )
    )
    const error = { message: 'Not found', errors: [{ message: 'La ciudad no existe' }] }
    assert.isNull(
      openApiMismatch('GET', '/api/localization/zones/9', 404, 'application/json', error)
    )
  })

  test('a missing field, a wrong type, an error without errors fail, naming the route', ({
    assert,
  }) => {
    const missing = openApiMismatch('GET', '/api/localization/zones', 200, 'application/json', {
      data: [{ id: 1, name: 'Medellín' }],
      metadata: { count: 1 },
    })
    assert.include(missing, 'GET /api/localization/zones')
    assert.include(missing, "must have required property 'full_name'")
    assert.include(missing, 'body: {"data"')

    const wrongType = openApiMismatch('GET', '/api/localization/zones/1', 200, 'application/json', {
      data: { ...zone, id: 'uno' },
    })
    assert.include(wrongType, '/data/id must be number')

    const error = openApiMismatch('GET', '/api/localization/zones/9', 404, 'application/json', {
      message: 'Not found',
    })
    assert.include(error, "must have required property 'errors'")
  })

  test('a success status the document does not list fails', ({ assert }) => {
    const mismatch = openApiMismatch('POST', '/api/uploads/image', 200, 'application/json', {
      data: { path: 'a', url: 'b' },
    })
    assert.include(mismatch, 'lists only 201')
  })

  test('files, pages, 5xx and paths outside /api are not checked', ({ assert }) => {
    assert.isNull(openApiMismatch('GET', '/api/localization/zones', 200, 'text/html', '<html>'))
    assert.isNull(openApiMismatch('GET', '/api/localization/zones', 500, 'application/json', {}))
    assert.isNull(openApiMismatch('GET', '/users/page/login', 200, 'application/json', {}))
  })
})

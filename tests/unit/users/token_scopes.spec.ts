import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { collectApiRoutes } from '#core/openapi/api_routes'
import { VENDOR_SCOPES } from '#quotations/queries/buyer_requests_query'
import {
  readStoreToken,
  storeTokenQueryRefusal,
  VENDOR_LIST_SCOPES,
  ROUTE_SCOPES,
  scopeForRoute,
  storeTokenAbilitiesFor,
  TOKEN_SCOPE_MESSAGES,
  TOKEN_SCOPE_NAMES,
  TOKEN_SCOPES,
} from '#users/rules/token_scopes'

/** The store tokens' scope table (issue 24 item 3): users/rules/token_scopes.ts. */
test.group('Token scopes table', () => {
  test('the five scopes, each with a Spanish label and description', ({ assert }) => {
    assert.deepEqual(Object.keys(TOKEN_SCOPES), [
      'requests:read',
      'quotations:write',
      'orders:read',
      'orders:write',
      'chat:write',
    ])
    assert.deepEqual(
      TOKEN_SCOPE_NAMES.map((scope) => TOKEN_SCOPES[scope].label),
      ['Leer solicitudes', 'Cotizar', 'Leer pedidos', 'Actualizar pedidos', 'Chat']
    )
    for (const scope of TOKEN_SCOPE_NAMES) {
      assert.match(TOKEN_SCOPES[scope].description, /^[A-ZÁÉÍÓÚ].+\.$/)
    }
    assert.equal(
      TOKEN_SCOPE_MESSAGES.missingScope('requests:read'),
      'Este token no tiene el permiso «Leer solicitudes» (requests:read).'
    )
  })

  test('every listed route exists under /api, takes bearer tokens, and every scope opens some', async ({
    assert,
  }) => {
    const routes = new Map((await collectApiRoutes(router)).map((route) => [route.name, route]))
    for (const [name, scope] of Object.entries(ROUTE_SCOPES)) {
      const route = routes.get(name)
      assert.exists(route, `${name} is not an /api route`)
      assert.isTrue(route!.guards === null || route!.guards.includes('api'), `${name}: no bearer`)
      assert.include(TOKEN_SCOPE_NAMES, scope)
    }
    for (const scope of TOKEN_SCOPE_NAMES) {
      assert.include(Object.values(ROUTE_SCOPES), scope)
    }
  })

  test('the mapping of the representative routes', ({ assert }) => {
    assert.equal(scopeForRoute('api.vendorRequestDetail.show'), 'requests:read')
    assert.equal(scopeForRoute('api.quotations.store'), 'quotations:write')
    assert.equal(scopeForRoute('api.sales.index'), 'orders:read')
    assert.equal(scopeForRoute('api.sales.status'), 'orders:write')
    assert.equal(scopeForRoute('api.chat.store'), 'chat:write')
    for (const outside of ['api.tokens.index', 'api.orders.index', 'toString', '', undefined]) {
      assert.isNull(scopeForRoute(outside))
    }
  })

  test('abilities read as a store token', ({ assert }) => {
    assert.isNull(readStoreToken(['*']))
    assert.deepEqual(readStoreToken(['store:12']), {
      storeId: 12,
      scopes: [...TOKEN_SCOPE_NAMES],
      isDefault: true,
    })
    assert.deepEqual(readStoreToken(['store:7', 'chat:write', 'requests:read', 'nonsense']), {
      storeId: 7,
      scopes: ['requests:read', 'chat:write'],
      isDefault: false,
    })
    // explicit abilities with no known scope hold nothing
    assert.deepEqual(readStoreToken(['store:7', 'nonsense'])!.scopes, [])
    assert.deepEqual(storeTokenAbilitiesFor(3, ['orders:write', 'requests:read']), [
      'store:3',
      'requests:read',
      'orders:write',
    ])
  })

  test('the request list is the vendor’s only: a vendor scope must be asked for', ({ assert }) => {
    assert.deepEqual([...VENDOR_LIST_SCOPES], [...VENDOR_SCOPES])
    const refusal = storeTokenQueryRefusal('api.buyerRequests.index', {})
    assert.match(refusal!, /alcance de vendedor/)
    assert.equal(storeTokenQueryRefusal('api.buyerRequests.index', { scopes: 'mine' }), refusal)
    for (const scopes of ['["notIgnored","inWait"]', 'inWait', ['notQuoted'], 'mine,notExpired']) {
      assert.isNull(storeTokenQueryRefusal('api.buyerRequests.index', { scopes }))
    }
    assert.isNull(storeTokenQueryRefusal('api.sales.index', {}))
  })
})

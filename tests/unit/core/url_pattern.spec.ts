import { test } from '@japa/runner'
import { createURL } from '@adonisjs/http-server/helpers'
import { registry } from '../../../.adonisjs/client/registry/index.js'
import { makeUrl } from '../../../inertia/lib/url_pattern.js'

/**
 * The browser makes URLs from the registry's patterns (inertia/lib/url_pattern.ts) instead of
 * shipping the parsed tokens and @adonisjs/http-server's builder: both must give the same URL
 * for every route, encoding included.
 */
const routes = Object.entries(registry.routes) as Array<
  [string, { pattern: string; tokens: Array<{ type: number; val: string }> }]
>
const stringify = (qs: Record<string, any>) => new URLSearchParams(qs).toString()

test.group('URLs from route patterns', () => {
  test('every route of the registry, with params that need encoding', ({ assert }) => {
    assert.isAbove(routes.length, 30)
    for (const [name, route] of routes) {
      const params: Record<string, unknown> = {}
      for (const token of route.tokens) {
        if (token.type === 1 || token.type === 3) params[token.val] = `${token.val} á/#?${name}`
        if (token.type === 2) params['*'] = ['a b', 'c/d', 'é']
      }
      const qs = { page: 2, search: 'frenos & más' }
      assert.equal(
        makeUrl(route.pattern, params, stringify(qs)),
        createURL(route.pattern, route.tokens as any, stringify, params as any, { qs }),
        name
      )
      assert.equal(
        makeUrl(route.pattern, params),
        createURL(route.pattern, route.tokens as any, stringify, params as any),
        name
      )
    }
  })

  test('a missing param or wildcard fails as the server builder does', ({ assert }) => {
    const withParam = routes.find(([, route]) => route.tokens.some((t) => t.type === 1))!
    const [, route] = withParam
    assert.throws(() => makeUrl(route.pattern, {}), /Missing value for the "\w+" param/)
    assert.throws(() => createURL(route.pattern, route.tokens as any, stringify, {}))
    assert.throws(() => makeUrl('/uploads/*', {}), /wildcard/)
  })

  test('optional params are left out when absent', ({ assert }) => {
    assert.equal(makeUrl('/a/:b?/c', {}), '/a/c')
    assert.equal(makeUrl('/a/:b?/c', { b: 'x y' }), '/a/x%20y/c')
    assert.equal(makeUrl('/', {}, 'q=1'), '/?q=1')
  })
})

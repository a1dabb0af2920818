import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import ZonesController from '#core/controllers/zones_controller'

/** The shield's headers (config/shield.ts), which every answer carries; HSTS only in production. */
function assertShielded(
  assert: import('@japa/assert').Assert,
  header: (name: string) => unknown,
  what: string
) {
  assert.match(String(header('content-security-policy')), /default-src 'self'/, what)
  assert.match(String(header('content-security-policy')), /frame-ancestors 'none'/, what)
  assert.equal(header('x-frame-options'), 'DENY', what)
  assert.equal(header('x-content-type-options'), 'nosniff', what)
  assert.equal(header('referrer-policy'), 'strict-origin-when-cross-origin', what)
}

/** Every page carries the security headers; the CSP nonce is the one on the page's scripts. */
test.group('Security headers', () => {
  test('a page: CSP with this response nonce, referrer, sniffing and framing', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/users/page/login')
    response.assertStatus(200)
    const csp = response.header('content-security-policy') as string
    assert.match(csp, /default-src 'self'/)
    assert.match(csp, /frame-ancestors 'none'/)
    assert.match(csp, /object-src 'none'/)
    assert.notMatch(csp, /script-src[^;]*'unsafe-inline'/)
    assert.notMatch(csp, /'unsafe-eval'/)
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1]
    assert.isString(nonce)
    const html = response.text()
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>/g)].map(
      (m) => m[0]
    )
    assert.isAbove(scripts.length, 0)
    for (const script of scripts) assert.include(script, `nonce="${nonce}"`, script)

    assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.equal(response.header('x-frame-options'), 'DENY')
    assert.isUndefined(response.header('strict-transport-security'), 'HSTS only in production')
  })

  test('each answer has its own nonce', async ({ client, assert }) => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await client.get('/')).header('content-security-policy') ?? '')?.[1]
    assert.notEqual(await nonceOf(), await nonceOf())
  })

  test('the API answers carry the referrer policy and no sniffing too', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/localization/zones').accept('json')
    assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
  })
})

/**
 * Answers that never reach the router's middleware (a URL no route matches, a static file, the
 * Vite files) and error answers carry the same headers (security_headers_middleware.ts).
 */
test.group('Security headers on every answer', () => {
  test('the 404 page, with the nonce on its scripts, and a JSON 404', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/pagina-que-no-existe')
    page.assertStatus(404)
    assertShielded(assert, (name) => page.header(name), '404 page')
    const nonce = /'nonce-([^']+)'/.exec(page.header('content-security-policy') ?? '')?.[1]
    assert.isString(nonce)
    const scripts = [...page.text().matchAll(/<script(?![^>]*application\/json)[^>]*>/g)]
    assert.isAbove(scripts.length, 0)
    for (const [script] of scripts) assert.include(script, `nonce="${nonce}"`)

    const json = await client.get('/api/no-existe').accept('json')
    json.assertStatus(404)
    assertShielded(assert, (name) => json.header(name), 'JSON 404')
    const asset = await client.get('/assets/no-existe.js')
    asset.assertStatus(404)
    assertShielded(assert, (name) => asset.header(name), '/assets 404')
  })

  test('a static file from public/ and the scripts the page loads', async ({ client, assert }) => {
    const favicon = await client.get('/favicon.svg')
    favicon.assertStatus(200)
    assertShielded(assert, (name) => favicon.header(name), '/favicon.svg')

    const page = await client.get('/users/page/login')
    const sources = [...page.text().matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1])
    assert.isAbove(sources.length, 0)
    for (const source of sources) {
      const script = await client.get(source)
      script.assertStatus(200)
      assertShielded(assert, (name) => script.header(name), source)
    }
  })

  test('error answers: a refused text (400), a server error (500)', async ({ client, assert }) => {
    const refused = await client.get('/api/localization/zones?search=Medell%00n').accept('json')
    refused.assertStatus(400)
    assertShielded(assert, (name) => refused.header(name), '400')
    const tooBig = await client
      .post('/users/page/loginAjax')
      .json({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' })
      .withCsrfToken()
      .accept('json')
    assert.isAtLeast(tooBig.status(), 400)
    assertShielded(assert, (name) => tooBig.header(name), String(tooBig.status()))

    app.container.swap(
      ZonesController,
      () =>
        ({
          index: () => {
            throw new Error('boom')
          },
        }) as never
    )
    try {
      const failed = await client.get('/api/localization/zones').accept('json')
      failed.assertStatus(500)
      assertShielded(assert, (name) => failed.header(name), '500')
    } finally {
      app.container.restoreAll()
    }
  })
})

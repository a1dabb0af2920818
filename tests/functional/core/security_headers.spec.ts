import { test } from '@japa/runner'

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

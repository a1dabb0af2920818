import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'

/**
 * Issue 24 item 1: the API's contract is public. `/api/openapi.json` answers the generated
 * OpenAPI 3.1 document with caching headers (5 minutes, an ETag that a revalidation answers
 * with 304), and `/api/docs` renders the reference page for a guest.
 */
test.group('API reference', (group) => {
  freshDatabase(group)

  test('a guest reads the OpenAPI 3.1 document, cached and revalidated by its ETag', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/openapi.json').header('accept-encoding', 'identity')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^application\/json/)
    assert.equal(response.header('cache-control'), 'public, max-age=300')
    assert.equal(response.header('vary'), 'Accept-Encoding')
    assert.isUndefined(response.header('content-encoding'))
    const etag = response.header('etag') ?? ''
    assert.match(etag, /^"[\w-]{20,}"$/)
    const document = response.body()
    assert.equal(document.openapi, '3.1.0')
    assert.isString(document.info.title)
    assert.isString(document.info.version)
    assert.isObject(document.paths)
    assert.isDefined(document.paths['/api/openapi.json'], 'the document describes itself')

    const again = await client.get('/api/openapi.json').header('if-none-match', etag)
    again.assertStatus(304)
    assert.equal(again.header('cache-control'), 'public, max-age=300')
    assert.equal(again.text(), '')

    const weak = await client.get('/api/openapi.json').header('if-none-match', `W/${etag}`)
    weak.assertStatus(304)

    const stale = await client.get('/api/openapi.json').header('if-none-match', '"otro"')
    stale.assertStatus(200)
    assert.deepEqual(stale.body(), document)
  })

  test('the document travels compressed when the client accepts it, with its own ETag', async ({
    client,
    assert,
  }) => {
    const plain = await client.get('/api/openapi.json').header('accept-encoding', 'identity')
    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['br, gzip', 'br'],
    ]) {
      const response = await client.get('/api/openapi.json').header('accept-encoding', accept)
      response.assertStatus(200)
      assert.equal(response.header('content-encoding'), encoding)
      assert.deepEqual(response.body(), plain.body(), `${encoding} holds the same document`)
      const etag = response.header('etag') ?? ''
      assert.notEqual(etag, plain.header('etag'))
      const fresh = await client
        .get('/api/openapi.json')
        .header('accept-encoding', accept)
        .header('if-none-match', etag)
      fresh.assertStatus(304)
    }
  })

  test('a guest opens /api/docs: the Inertia page of the reference', async ({ client, assert }) => {
    const response = await client.get('/api/docs').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('core/api_docs')

    const html = await client.get('/api/docs')
    html.assertStatus(200)
    assert.match(html.header('content-type') ?? '', /^text\/html/)
    assert.match(html.text(), /core\\?\/api_docs/)
  })

  test('the footer of every page links to the reference', async ({ client, assert }) => {
    const home = await client.get('/')
    home.assertStatus(200)
    assert.include(home.text(), 'API para tiendas')
    assert.include(home.text(), 'href="/api/docs"')
  })
})

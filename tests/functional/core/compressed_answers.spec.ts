import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import env from '#start/env'
import { freshDatabase } from '#tests/helpers/database'
import { SIGNED_IN_RENDERED_CASES } from '#tests/helpers/server_rendering'

/** One raw answer (no client-side decompression): status, headers and the bytes as sent. */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, any>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: env.get('HOST'), port: env.get('PORT'), path, headers },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) })
          )
        }
      )
      req.on('error', reject)
      req.end()
    }
  )
}

const LOGIN = '/users/page/login'

/**
 * What the app writes in one piece (HTML pages, Inertia visits, JSON) travels compressed when the
 * client takes it: brotli, else gzip; the same content once decompressed; small answers and
 * clients that take neither as they are (app/core/middleware/compressed_answers_middleware.ts).
 */
test.group('Compressed answers', (group) => {
  freshDatabase(group)

  test('a page: brotli for a browser, gzip for a client without it, the same HTML', async ({
    assert,
  }) => {
    const plain = await raw(LOGIN, { 'accept-encoding': 'identity' })
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    const html = plain.body.toString()
    assert.include(html, 'Ingresa a tu cuenta')

    const br = await raw(LOGIN, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    assert.equal(br.status, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.equal(br.headers['content-type'], 'text/html; charset=utf-8')
    assert.include(br.headers['vary'], 'Accept-Encoding')
    assert.equal(Number(br.headers['content-length']), br.body.length)
    assert.isBelow(br.body.length, Buffer.byteLength(html) / 3)
    // the XSRF token and the nonce differ per answer: the rest is the same page
    const same = (text: string) =>
      text.slice(text.indexOf('<body>')).replace(/nonce="[^"]*"|"csrfToken":"[^"]*"/g, '')
    assert.equal(same(brotliDecompressSync(br.body).toString()), same(html))
    // (the dev server lists in <head> the stylesheets it has met so far: the body is compared)

    const gz = await raw(LOGIN, { 'accept-encoding': 'gzip, deflate' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal(same(gunzipSync(gz.body).toString()), same(html))
  })

  test('an Inertia visit: its JSON compressed, the same page object', async ({
    client,
    assert,
  }) => {
    const buyerPage = SIGNED_IN_RENDERED_CASES.find(
      (entry) => entry.component === 'quotations/buyer_detail'
    )!
    const { user, path } = await buyerPage.open()
    const first = await client.get(path).loginAs(user)
    const version = /"version":"([^"]*)"/.exec(first.text())?.[1] ?? ''
    const visit = () =>
      client
        .get(path)
        .loginAs(user)
        .header('x-inertia', 'true')
        .header('x-inertia-version', version)
        .header('x-requested-with', 'XMLHttpRequest')
    const plain = await visit().header('accept-encoding', 'identity')
    plain.assertStatus(200)
    assert.isUndefined(plain.header('content-encoding'))
    assert.isAbove(Buffer.byteLength(plain.text()), 1024)
    const gz = await visit().header('accept-encoding', 'gzip')
    gz.assertStatus(200)
    assert.equal(gz.header('content-encoding'), 'gzip')
    assert.match(gz.header('content-type') ?? '', /^application\/json/)
    assert.equal(gz.body().component, 'quotations/buyer_detail')
    assert.deepEqual(gz.body().props.request, plain.body().props.request)
  })

  test('an answer under 1 KB goes as it is', async ({ assert }) => {
    const small = await raw('/api/no-existe', {
      'accept': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    })
    assert.equal(small.status, 404)
    assert.isBelow(small.body.length, 1024)
    assert.isUndefined(small.headers['content-encoding'])
    assert.doesNotThrow(() => JSON.parse(small.body.toString()))
  })
})

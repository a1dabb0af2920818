import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * The client build's files under /assets: the compressed form the browser accepts (written next
 * to each file by the build), with its encoding, the file's own type and a year of cache; the
 * file itself to a browser that takes no compression. Files made for the test in public/assets.
 */
const dir = app.publicPath('assets')
const name = `test-${randomUUID()}`
const script = `${name}.js`
const style = `${name}.css`
const source = `export const texto = ${JSON.stringify('Repuestos para tu vehículo. '.repeat(300))}\n`
const made: string[] = []
const base = () => `http://${env.get('HOST')}:${env.get('PORT')}`

function write(file: string, content: string | Buffer) {
  writeFileSync(join(dir, file), content)
  made.push(join(dir, file))
}

test.group('Precompressed assets', (group) => {
  group.setup(() => {
    mkdirSync(dir, { recursive: true })
    write(script, source)
    write(`${script}.br`, brotliCompressSync(source))
    write(`${script}.gz`, gzipSync(source))
    write(style, `body { color: #111; }\n`.repeat(100))
    return () => made.forEach((file) => rmSync(file, { force: true }))
  })

  test('a browser that takes brotli gets the brotli file, typed, cached for a year', async ({
    assert,
  }) => {
    const response = await fetch(`${base()}/assets/${script}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-encoding'), 'br')
    assert.equal(response.headers.get('content-type'), 'text/javascript; charset=utf-8')
    assert.equal(Number(response.headers.get('content-length')), brotliCompressSync(source).length)
    assert.include(response.headers.get('vary') ?? '', 'Accept-Encoding')
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(await response.text(), source)
    // the middleware before the static server still sets its headers
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin')
  })

  test('gzip only: the gzip file; a query string changes nothing', async ({ assert }) => {
    const response = await fetch(`${base()}/assets/${script}?v=2`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-encoding'), 'gzip')
    assert.equal(Number(response.headers.get('content-length')), gzipSync(source).length)
    assert.equal(await response.text(), source)
  })

  test('no compression taken: the file itself, still varying and cached', async ({ assert }) => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
      const response = await fetch(`${base()}/assets/${script}`, {
        headers: { 'accept-encoding': accept },
      })
      assert.equal(response.status, 200)
      assert.isNull(response.headers.get('content-encoding'), accept)
      assert.equal(Number(response.headers.get('content-length')), Buffer.byteLength(source))
      assert.include(response.headers.get('vary') ?? '', 'Accept-Encoding')
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    }
  })

  test('a file the build did not compress is sent as it is', async ({ assert }) => {
    const response = await fetch(`${base()}/assets/${style}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    assert.equal(response.status, 200)
    assert.isNull(response.headers.get('content-encoding'))
    assert.match(response.headers.get('content-type') ?? '', /^text\/css/)
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable')
  })

  test('a second visit: 304 for the compressed file it holds', async ({ assert }) => {
    const headers = { 'accept-encoding': 'br' }
    const first = await fetch(`${base()}/assets/${script}`, { headers })
    await first.arrayBuffer()
    const etag = first.headers.get('etag')!
    const second = await fetch(`${base()}/assets/${script}`, {
      // fetch adds `Cache-Control: no-cache` to a conditional request unless told otherwise
      headers: { ...headers, 'if-none-match': etag, 'cache-control': 'max-age=0' },
    })
    assert.equal(second.status, 304)
  })

  test('files outside /assets keep their short cache; a missing asset is a 404', async ({
    assert,
  }) => {
    const icon = await fetch(`${base()}/favicon.svg`, { headers: { 'accept-encoding': 'br' } })
    assert.equal(icon.status, 200)
    assert.notInclude(icon.headers.get('cache-control') ?? '', 'immutable')
    assert.isNull(icon.headers.get('content-encoding'))
    await icon.arrayBuffer()

    const missing = await fetch(`${base()}/assets/${name}-missing.js`, {
      headers: { 'accept-encoding': 'br', 'accept': 'text/html' },
    })
    assert.equal(missing.status, 404)
    // the 404 page itself (compressed like any page: compressed_answers_middleware.ts), not a file
    assert.match(missing.headers.get('content-type') ?? '', /^text\/html/)
    assert.notInclude(missing.headers.get('cache-control') ?? '', 'immutable')
    assert.include(await missing.text(), 'Página no encontrada')
  })
})

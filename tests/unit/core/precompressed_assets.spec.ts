import { test } from '@japa/runner'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { assetHeaders, precompressDirectory } from '#core/services/precompressed_assets'

test.group('Precompressed assets: the build step', (group) => {
  let dir = ''
  group.each.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'assets-'))
    return () => rmSync(dir, { recursive: true, force: true })
  })

  test('each text file of 1 KB or more gets a brotli and a gzip form of the same bytes', async ({
    assert,
  }) => {
    const script = 'export const a = "filtro de aceite";\n'.repeat(100)
    writeFileSync(join(dir, 'app-abc.js'), script)
    writeFileSync(join(dir, 'app-abc.css'), '.m { color: red }\n'.repeat(100))
    writeFileSync(join(dir, 'small.js'), 'export {}\n')
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7))
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'x'.repeat(2000) }))

    assert.equal(await precompressDirectory(dir), 2)
    assert.equal(brotliDecompressSync(readFileSync(join(dir, 'app-abc.js.br'))).toString(), script)
    assert.equal(gunzipSync(readFileSync(join(dir, 'app-abc.js.gz'))).toString(), script)
    assert.isTrue(existsSync(join(dir, 'app-abc.css.br')))
    assert.isTrue(existsSync(join(dir, 'app-abc.css.gz')))
    assert.isFalse(existsSync(join(dir, 'small.js.br')), 'below 1 KB')
    assert.isFalse(existsSync(join(dir, 'logo.png.br')), 'not text')
    assert.isFalse(existsSync(join(dir, '.vite', 'manifest.json.br')), 'hidden folder')
  })
})

test.group('Precompressed assets: headers', () => {
  const headers = assetHeaders('/srv/app/public/assets')

  test('a file under /assets: a year, immutable, varying by encoding', ({ assert }) => {
    assert.deepEqual(headers('/srv/app/public/assets/app-abc.js'), {
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Vary': 'Accept-Encoding',
    })
  })

  test('a compressed form: its encoding and the type of the file it stands for', ({ assert }) => {
    assert.deepEqual(headers('/srv/app/public/assets/app-abc.js.br'), {
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Vary': 'Accept-Encoding',
      'Content-Encoding': 'br',
      'Content-Type': 'text/javascript; charset=utf-8',
    })
    assert.equal(headers('/srv/app/public/assets/app-abc.css.gz')['Content-Encoding'], 'gzip')
    assert.equal(
      headers('/srv/app/public/assets/app-abc.css.gz')['Content-Type'],
      'text/css; charset=utf-8'
    )
    assert.notProperty(headers('/srv/app/public/assets/archive.tar.gz'), 'Content-Encoding')
  })

  test('files outside /assets get nothing', ({ assert }) => {
    assert.deepEqual(headers('/srv/app/public/favicon.svg'), {})
    assert.deepEqual(headers('/srv/app/public/assets-old/app.js'), {})
  })
})

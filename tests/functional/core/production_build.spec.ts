import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, productionBuild, productionEnv } from '#tests/helpers/production_build'

/**
 * The production build, run as in production (NODE_ENV=production, built assets): unknown pages
 * are the Spanish 404 page, server errors the Spanish 500 page, and no answer carries a stack,
 * code or SQL. The database is left empty on purpose: a page that reads it fails like a server
 * error would.
 */
let PORT = 0
let base = ''
const LEAKS = /\.ts:\d+|\.js:\d+|at [A-Za-z.<>]+ \(|SqliteError|no such table|SELECT |ENOENT|Stack:/

let server: ChildProcess | null = null
let dataDir = ''

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(`the built server exited with ${server.exitCode}`)
    }
    try {
      // a static file: the first page this server renders is the first test's
      await fetch(`${base}/favicon.svg`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('the built server did not start')
}

test.group('Production build', (group) => {
  group.setup(async () => {
    const build = await productionBuild()
    dataDir = mkdtempSync(join(tmpdir(), 'repuestos-build-'))
    PORT = await freePort()
    base = `http://127.0.0.1:${PORT}`
    server = spawn(process.execPath, ['bin/server.js'], {
      cwd: build,
      env: productionEnv(PORT, {
        DB_CONNECTION: 'sqlite',
        SQLITE_FILE: join(dataDir, 'empty.sqlite3'),
        SESSION_DRIVER: 'cookie',
      }),
      stdio: 'ignore',
    })
    await waitForServer()
    return async () => {
      server?.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('an unknown page is the Spanish 404 page, as HTML, Inertia visit and JSON', async ({
    assert,
  }) => {
    const page = await fetch(`${base}/pagina-que-no-existe`)
    assert.equal(page.status, 404)
    const html = await page.text()
    assert.include(html, 'errors\\/not_found')
    assert.include(html, '<html lang="es"')
    assert.notMatch(html, LEAKS)
    // rendered by the built server (config/inertia.ts, build/public/assets/server)
    assert.match(html, /<div data-server-rendered="true" id="app">[\s\S]*Página no encontrada/)
    assert.include(html, '<title data-inertia="">Página no encontrada · Repuestos</title>')
    // the first page this process renders: its lazy parts (toasts, confirmations) are rendered
    // too, not left to the browser ('Switched to client rendering', the `<!--$!-->` boundary)
    assert.notInclude(html, '<!--$!-->')

    const visit = await fetch(`${base}/pagina-que-no-existe`, {
      headers: { 'X-Inertia': 'true', 'Accept': 'text/html, application/xhtml+xml' },
    })
    const body = (await visit.json()) as { component: string }
    assert.equal(body.component, 'errors/not_found')

    const json = await fetch(`${base}/api/no-existe`, { headers: { Accept: 'application/json' } })
    assert.equal(json.status, 404)
    assert.equal(
      ((await json.json()) as { errors: { message: string }[] }).errors[0].message,
      'No encontramos lo que buscas.'
    )
  }).timeout(30_000)

  test('a public page arrives rendered, with its head, from the built server', async ({
    assert,
  }) => {
    const page = await fetch(`${base}/terminos-y-condiciones`)
    assert.equal(page.status, 200)
    const html = await page.text()
    const root = html.indexOf('<div data-server-rendered="true" id="app">')
    assert.isAbove(root, 0, 'the app root holds the rendered page')
    assert.match(html.slice(root), /<h1[^>]*>Términos y condiciones<\/h1>/)
    assert.include(html, '<title data-inertia="">Términos y condiciones · Repuestos</title>')
    assert.include(html, `<link rel="canonical" href="${base}/terminos-y-condiciones"`)
    assert.include(html, '<meta property="og:locale" content="es_CO"')
    assert.notMatch(html, LEAKS)

    // nor on the login page's first render
    const login = await (await fetch(`${base}/users/page/login`)).text()
    assert.match(login, /<div data-server-rendered="true" id="app">[\s\S]*Ingresa a tu cuenta/)
    assert.notInclude(login, '<!--$!-->')
  }).timeout(30_000)

  test('a server error is the Spanish 500 page without a stack', async ({ assert }) => {
    const page = await fetch(`${base}/users/page/verifyEmail/abcdefghijklmnopqrstuvwxyz`)
    assert.equal(page.status, 500)
    const html = await page.text()
    assert.include(html, 'errors\\/server_error')
    assert.notMatch(html, LEAKS)

    const json = await fetch(`${base}/api/localization/zones`, {
      headers: { Accept: 'application/json' },
    })
    assert.equal(json.status, 500)
    const text = await json.text()
    assert.include(text, 'un error en la solicitud')
    assert.notMatch(text, LEAKS)
  }).timeout(30_000)

  test('every answer carries the security headers, HSTS included: built assets, 404s', async ({
    assert,
  }) => {
    const home = await (await fetch(`${base}/`)).text()
    const asset = /<script[^>]* src="(\/assets\/[^"]+)"/.exec(home)?.[1]
    assert.isString(asset)
    for (const path of [asset!, '/favicon.svg', '/assets/no-existe.js', '/pagina-que-no-existe']) {
      const response = await fetch(`${base}${path}`)
      await response.arrayBuffer()
      const header = (name: string) => response.headers.get(name)
      assert.match(header('content-security-policy') ?? '', /default-src 'self'/, path)
      assert.match(header('strict-transport-security') ?? '', /max-age=15552000/, path)
      assert.equal(header('x-frame-options'), 'DENY', path)
      assert.equal(header('x-content-type-options'), 'nosniff', path)
    }
  }).timeout(30_000)

  test('uploads paths that climb out answer 404', async ({ assert }) => {
    for (const path of ['/uploads/..%2F.env', '/uploads/%2e%2e/%2e%2e/.env', '/uploads/nada.png']) {
      const response = await fetch(`${base}${path}`)
      assert.equal(response.status, 404, path)
      assert.notMatch(await response.text(), LEAKS)
    }
  }).timeout(30_000)
})

/**
 * Lighthouse and axe-core on the production build: the 9 pages of issue 19 and the two public pages
 * of issue 20 (sales opportunities, a store page).
 *
 *   node bench/lighthouse.mjs [--runs=3] [--form=mobile,desktop] [--pages=home,login,…]
 *                             [--no-axe] [--json=tmp/lighthouse.json] [--port=4185] [--shifts]
 *                             [--reports=tmp/lighthouse] [--console]
 *
 * Builds the app (`node ace build`), seeds the demo data (`node ace db:seed`) into
 * tmp/lighthouse.sqlite3, starts `build/bin/server.js` with NODE_ENV=production and signs in the
 * demo buyer (buyer1) and vendor (vendedor1) through the login form's call. Lighthouse (pinned in
 * package.json) drives Debian's Chromium (/usr/bin/chromium through chrome-launcher, never a
 * downloaded browser): mobile is Lighthouse's default (Moto G Power, simulated slow 4G, 4× CPU),
 * desktop its desktop config. Each page is audited `--runs` times per form factor; the figures are
 * the median of each value. Then axe-core (pinned) runs on each page at 1280 and 375 px with the
 * WCAG 2.1 A/AA rules and the violations are counted. The load average is printed with the
 * results: on a shared 2-core machine the performance figures move with it. `--shifts` prints
 * the elements behind each layout shift; `--reports=<dir>` writes each run's whole Lighthouse
 * report (`<form>-<page>-<run>.json`) for a closer look (main-thread work, requests, long tasks);
 * `--console` prints what the browser console says on each page (a hydration mismatch shows).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { createRequire } from 'node:module'
import Database from 'better-sqlite3'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import puppeteer from 'puppeteer-core'
import { ROOT, arg, benchEnv, run, startServer } from './lib.mjs'

const runs = Number(arg('runs', 3))
const forms = String(arg('form', 'mobile,desktop')).split(',')
const port = Number(arg('port', 4185))
const base = `http://127.0.0.1:${port}`
const SQLITE_FILE = 'tmp/lighthouse.sqlite3'
const PASSWORD = 'Repuestos2026'

const env = { ...benchEnv('sqlite'), SQLITE_FILE, SESSION_DRIVER: 'cookie', QUEUE_DRIVER: 'sync' }
for (const suffix of ['', '-wal', '-shm']) rmSync(`${ROOT}${SQLITE_FILE}${suffix}`, { force: true })
run(['ace', 'migration:run', '--force'], env)
run(['ace', 'db:seed'], env)

// the buyer's request with the most quotations, and one the vendor's store quoted
const db = new Database(`${ROOT}${SQLITE_FILE}`, { readonly: true })
const buyerRequest = db
  .prepare(
    `SELECT r.id FROM quotation_requests r JOIN users u ON u.id = r.user_id
     WHERE u.email = 'buyer1@repuestos.local' AND r.is_closed = 0
     ORDER BY (SELECT count(*) FROM quotations q WHERE q.quotation_request_id = r.id) DESC LIMIT 1`
  )
  .get().id
const vendorRequest = db
  .prepare(
    `SELECT q.quotation_request_id AS id FROM quotations q JOIN stores s ON s.id = q.store_id
     JOIN users u ON u.id = s.user_id WHERE u.email = 'vendedor1@repuestos.local' LIMIT 1`
  )
  .get().id
db.close()

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'wizard', path: '/home/page/cotizacion' },
  { name: 'login', path: '/users/page/login' },
  { name: 'register', path: '/users/page/register' },
  { name: '404', path: '/no-existe-esta-pagina' },
  { name: 'opportunities', path: '/repuestosGo/quotationRequest/oportunidadesDeVenta' },
  { name: 'store page', path: '/tienda/repuestos-el-poblado' },
  { name: 'main area', path: '/repuestosGo/page/index', as: 'vendor' },
  { name: 'vendor request', path: `/repuestosGo/quotationRequest/${vendorRequest}`, as: 'vendor' },
  {
    name: 'buyer detail',
    path: `/repuestosGo/quotationRequestDetail/${buyerRequest}`,
    as: 'buyer',
  },
  { name: 'orders', path: '/repuestosGo/compras', as: 'buyer' },
]
const only = arg('pages')
const pages = only ? PAGES.filter((p) => String(only).split(',').includes(p.name)) : PAGES

const server = await startServer(port, env, { production: true, waitSeconds: 120 })
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

/** A session cookie of a demo account (the login form's call). */
async function login(email) {
  const jar = new Map()
  const keep = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [name, value] = header.split(';')[0].split(/=(.*)/s)
      jar.set(name, value)
    }
  }
  keep(await fetch(`${base}/`))
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const response = await fetch(`${base}/users/page/loginAjax`, {
    method: 'POST',
    headers: {
      'cookie': cookie(),
      'content-type': 'application/json',
      'accept': 'application/json',
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')),
    },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  })
  keep(response)
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`)
  return cookie()
}
const cookies = {
  buyer: await login('buyer1@repuestos.local'),
  vendor: await login('vendedor1@repuestos.local'),
}
for (const page of pages) {
  const response = await fetch(`${base}${page.path}`, {
    headers: page.as ? { cookie: cookies[page.as] } : {},
    redirect: 'manual',
  })
  const expected = page.name === '404' ? 404 : 200
  if (response.status !== expected) {
    throw new Error(`${page.name} (${page.path}) answered ${response.status}, not ${expected}`)
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
process.on('exit', () => chrome.kill())

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN
}
const score = (category) => (category.score === null ? NaN : Math.round(category.score * 100))
const loads = [loadavg()[0]]
const results = { startedAt: new Date().toISOString(), runs, forms: {}, axe: {} }

/**
 * A fresh tab for each audit, with an empty cache and only the page's person's session cookie:
 * Lighthouse's own storage reset would clear that cookie too (and Chromium ignores a Cookie
 * header sent as an extra header), so it is off and done here instead.
 */
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
async function freshTab(page) {
  const tab = await browser.newPage()
  const cdp = await tab.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Network.clearBrowserCookies')
  await cdp.detach()
  if (page.as) {
    await browser.setCookie(
      ...cookies[page.as].split('; ').map((pair) => {
        const [name, value] = pair.split(/=(.*)/s)
        return { name, value, domain: '127.0.0.1', path: '/' }
      })
    )
  }
  return tab
}

for (const form of forms) {
  results.forms[form] = {}
  for (const page of pages) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      const tab = await freshTab(page)
      const flags = {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        ignoreStatusCode: page.name === '404',
      }
      const result = await lighthouse(
        `${base}${page.path}`,
        flags,
        form === 'desktop' ? desktopConfig : undefined,
        tab
      )
      await tab.close()
      if (result.lhr.finalDisplayedUrl !== `${base}${page.path}`) {
        throw new Error(`${page.name} ended on ${result.lhr.finalDisplayedUrl}`)
      }
      const { categories, audits, runtimeError } = result.lhr
      if (arg('reports')) {
        const dir = String(arg('reports'))
        mkdirSync(dir, { recursive: true })
        const name = `${form}-${page.name.replaceAll(' ', '_')}-${i + 1}.json`
        writeFileSync(`${dir}/${name}`, JSON.stringify(result.lhr))
      }
      if (arg('shifts')) {
        for (const item of audits['layout-shifts']?.details?.items ?? []) {
          console.error(
            `${form} ${page.name} shift ${item.score.toFixed(3)}: ${item.node?.snippet}`
          )
        }
      }
      if (runtimeError) console.error(`${form} ${page.name}: ${runtimeError.code}`)
      samples.push({
        performance: score(categories.performance),
        accessibility: score(categories.accessibility),
        lcp: audits['largest-contentful-paint'].numericValue / 1000,
        fcp: audits['first-contentful-paint'].numericValue / 1000,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        bytes: audits['total-byte-weight'].numericValue / 1024,
      })
      loads.push(loadavg()[0])
    }
    const row = Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))])
    )
    row.performanceRuns = samples.map((s) => s.performance)
    results.forms[form][page.name] = row
    console.error(`${form} ${page.name}: ${row.performance} (${row.performanceRuns.join(', ')})`)
  }
}

/**
 * `--console`: each page once more at 375 and 1280 px, printing what the browser console said
 * (errors and warnings: a hydration mismatch of a server-rendered page shows here).
 */
if (arg('console')) {
  for (const page of pages) {
    for (const width of [375, 1280]) {
      const tab = await freshTab(page)
      const said = []
      tab.on('console', (message) => {
        if (['error', 'warn'].includes(message.type())) said.push(message.text())
      })
      tab.on('pageerror', (error) => said.push(String(error)))
      await tab.setViewport({ width, height: width === 375 ? 812 : 900 })
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle2', timeout: 90_000 })
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await tab.close()
      console.error(`console ${page.name} ${width}px: ${said.length ? said.join(' | ') : 'nothing'}`)
    }
  }
}

if (!arg('no-axe')) {
  const require = createRequire(import.meta.url)
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  for (const page of pages) {
    results.axe[page.name] = {}
    for (const width of [1280, 375]) {
      const tab = await freshTab(page)
      await tab.setViewport({ width, height: width === 375 ? 812 : 900 })
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle2', timeout: 90_000 })
      await tab.evaluate(axeSource)
      const violations = await tab.evaluate(async () => {
        const found = await window.axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        })
        return found.violations.map((v) => ({ id: v.id, nodes: v.nodes.length }))
      })
      results.axe[page.name][width] = violations
      await tab.close()
    }
  }
}
await browser.disconnect()
loads.push(loadavg()[0])

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '—')
for (const form of forms) {
  console.log(`\n${form} (median of ${runs})`)
  console.log(
    'page'.padEnd(16),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'LCP s'.padStart(6),
    'FCP s'.padStart(6),
    'CLS'.padStart(6),
    'TBT ms'.padStart(7),
    'KiB'.padStart(6),
    '  perf runs'
  )
  for (const [name, row] of Object.entries(results.forms[form])) {
    console.log(
      name.padEnd(16),
      String(row.performance).padStart(5),
      String(row.accessibility).padStart(5),
      fixed(row.lcp, 2).padStart(6),
      fixed(row.fcp, 2).padStart(6),
      fixed(row.cls, 3).padStart(6),
      fixed(row.tbt, 0).padStart(7),
      fixed(row.bytes, 0).padStart(6),
      '  ' + row.performanceRuns.join(' ')
    )
  }
}
if (Object.keys(results.axe).length) {
  console.log('\naxe-core (WCAG 2.1 A/AA): violations (nodes) at 1280 / 375 px')
  for (const [name, widths] of Object.entries(results.axe)) {
    const cell = (list) =>
      `${list.length} (${list.reduce((n, v) => n + v.nodes, 0)})` +
      (list.length ? ' ' + list.map((v) => v.id).join(',') : '')
    console.log(name.padEnd(16), cell(widths[1280]), ' / ', cell(widths[375]))
  }
}
results.load = { min: Math.min(...loads), max: Math.max(...loads) }
console.log(
  `\nload average (1 min) during the run: ${fixed(results.load.min, 1)}–${fixed(results.load.max, 1)} on 2 cores`
)
const out = arg('json')
if (typeof out === 'string') writeFileSync(out, JSON.stringify(results, null, 2))
process.exit(0)

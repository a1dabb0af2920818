/**
 * Quotation PDFs through the process's shared browser (warm) against a browser launched per PDF
 * (cold), in the same run, on the production build.
 *
 *   node bench/pdf_export.mjs [--pdfs=40] [--db=sqlite|mysql] [--concurrency=1] [--pause=150]
 *
 * Seeds the bench fixtures (bench:seed: a GO store selling Mazda and one open request), starts
 * two production servers on the same database — one as deployed (PDF_BROWSER=shared, the
 * default), one with PDF_BROWSER=per_pdf (a Chromium launched and closed for every PDF) — and
 * sends one quotation of 6 products from the store (bearer token). Then, logged in as the store
 * owner (session cookie, as the page's 'Exportar PDF' link), it downloads
 * GET /repuestosGo/quotation/downloadQuotationInPDF/{id} from both servers in turn (warm, cold,
 * warm, cold…, so machine load hits both alike; see `round` for the pauses) `pdfs` times each,
 * after a warm-up of 3 each (the shared browser's launch happens there). Every answer must be a
 * 200 PDF. Prints p50/p95 of both and the ratio of the p95s (aim: warm ≤ 0.25× cold), the
 * browsers each server keeps open, and — after SIGTERM — that no browser outlived its server.
 */
import { execFileSync } from 'node:child_process'
import { arg, benchEnv, percentile, prepareDatabase, startServer } from './lib.mjs'

const pdfs = Number(arg('pdfs', 40))
const concurrency = Number(arg('concurrency', 1))
const db = arg('db', 'sqlite')
const env = benchEnv(db, { SESSION_DRIVER: 'cookie', QUEUE_DRIVER: 'database' })

console.log(`PDF export: ${pdfs} PDFs per mode, concurrency ${concurrency}, ${db}`)
// requestIds are listed when --quoting-stores is given (one more GO store, unused here)
const fixtures = prepareDatabase(db, env, ['--requests=1', '--quoting-stores=1'])
const requestId = fixtures.requestIds[0]
const modes = {
  warm: { port: 3413, env: { ...env, PDF_BROWSER: 'shared' } },
  cold: { port: 3414, env: { ...env, PDF_BROWSER: 'per_pdf' } },
}
// a failure anywhere below must not leave the servers (and their browsers) running
process.on('exit', () => {
  for (const mode of Object.values(modes)) if (mode.server?.exitCode === null) mode.server.kill('SIGKILL')
})
process.on('uncaughtException', (error) => {
  console.error(error)
  process.exit(2)
})
for (const mode of Object.values(modes)) {
  mode.server = await startServer(mode.port, mode.env, { production: true })
  mode.base = `http://127.0.0.1:${mode.port}`
}

/** The request's parts (through the seller-side API) and the store's quotation on it. */
const token = { authorization: `Bearer ${fixtures.tokens.owner}`, accept: 'application/json' }
const found = await fetch(`${modes.warm.base}/api/repuestosGo/QuotationRequest/${requestId}`, {
  headers: token,
})
if (found.status !== 200) throw new Error(`request answered ${found.status}: ${await found.text()}`)
const detail = await found.json()
const parts = detail.data.details.map((part) => part.id)
const products = [
  ['Pastillas de freno delanteras', 'Bosch', 2, '185000.50'],
  ['Disco de freno ventilado', 'Brembo', 2, '320000.00'],
  ['Filtro de aceite', 'Mann', 1, '38000.00'],
  ['Filtro de aire', 'Mann', 1, '52000.00'],
  ['Aceite 5W-30 sintético (galón)', 'Mobil', 2, '145000.00'],
  ['Líquido de frenos DOT 4', 'Castrol', 1, '42000.00'],
]
const sent = await fetch(`${modes.warm.base}/api/repuestosGo/Quotation`, {
  method: 'POST',
  headers: { ...token, 'content-type': 'application/json' },
  body: JSON.stringify({
    quotation_request_id: requestId,
    shipping_option: 'added',
    shipping_cost: '15000',
    observations: 'Repuestos originales con garantía',
    quotationDetails: products.map(([name, brand, amount, price], index) => ({
      quotation_request_detail_id: parts[index] ?? null,
      name,
      brand,
      amount,
      unit_price: price,
      warranty: 90,
      delivery_time: 'next_business_day',
      reference: `REF-${index + 1}`,
    })),
  }),
})
if (sent.status !== 201) throw new Error(`send answered ${sent.status}: ${await sent.text()}`)
const quotation = (await sent.json()).data

/** A session of the store owner on one server (the login form's call). */
async function login(base) {
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
    body: JSON.stringify({ username: 'vendedor.bench@repuestos.local', password: 'Bench2026!' }),
  })
  keep(response)
  if (response.status !== 200) throw new Error(`login answered ${response.status}`)
  return cookie()
}
for (const mode of Object.values(modes)) mode.cookie = await login(mode.base)

async function download(mode) {
  const start = performance.now()
  const response = await fetch(
    `${mode.base}/repuestosGo/quotation/downloadQuotationInPDF/${quotation.id}`,
    { headers: { cookie: mode.cookie } }
  )
  const body = Buffer.from(await response.arrayBuffer())
  const elapsed = performance.now() - start
  if (response.status !== 200 || body.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`PDF answered ${response.status}: ${body.subarray(0, 200).toString()}`)
  }
  return { elapsed, body }
}

const pause = Number(arg('pause', 150))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `count` downloads per mode, the modes in turn, `concurrency` at once, with a pause after each
 * batch (a user clicking 'Exportar PDF', not a load test): after a cold PDF until its browser has
 * exited, then `pause` ms for both, so neither mode's background work (closing a page or a
 * browser, opening the next page) lands on the other's measurement.
 */
async function round(count) {
  const latencies = { warm: [], cold: [] }
  for (let done = 0; done < count; done += concurrency) {
    for (const name of ['warm', 'cold']) {
      const batch = Math.min(concurrency, count - done)
      const results = await Promise.all(Array.from({ length: batch }, () => download(modes[name])))
      latencies[name].push(...results.map((result) => result.elapsed))
      if (name === 'cold') {
        for (let wait = 0; wait < 100 && browsersOf(modes.cold.server.pid).length > 0; wait++) {
          await sleep(20)
        }
      }
      await sleep(pause)
    }
  }
  return latencies
}

/** The pids of the Chromium browsers a server started (its direct children). */
function browsersOf(pid) {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    return out
      .split('\n')
      .filter((line) => /chrom/i.test(line))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
  } catch {
    return []
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

await round(3) // warm-up, discarded: the shared browser launches here
const first = await download(modes.warm)
try {
  const text = execFileSync('pdftotext', ['-', '-'], { input: first.body, encoding: 'utf8' })
  console.log(`PDF check: ${text.includes(quotation.code) ? 'code found' : 'CODE MISSING'} (${first.body.length} bytes)`)
} catch {
  console.log('PDF check skipped: pdftotext is not installed (poppler-utils)')
}
const latencies = await round(pdfs)
const summary = (values) => ({
  pdfs: values.length,
  p50_ms: Number(percentile(values, 50).toFixed(1)),
  p95_ms: Number(percentile(values, 95).toFixed(1)),
  max_ms: Number(Math.max(...values).toFixed(1)),
})
const warm = summary(latencies.warm)
const cold = summary(latencies.cold)
console.log('warm (shared browser)', JSON.stringify(warm))
console.log('cold (browser per PDF)', JSON.stringify(cold))
const ratio = warm.p95_ms / cold.p95_ms
console.log(`warm p95 / cold p95: ${ratio.toFixed(3)}× (aim ≤ 0.25×)`)
const browsers = Object.values(modes).flatMap((mode) => browsersOf(mode.server.pid))
console.log(
  `browsers open: warm server ${browsersOf(modes.warm.server.pid).length}, ` +
    `cold server ${browsersOf(modes.cold.server.pid).length}`
)

// SIGTERM: the app terminates and closes its browser
for (const mode of Object.values(modes)) mode.server.kill('SIGTERM')
await Promise.all(
  Object.values(modes).map(
    (mode) => new Promise((resolve) => mode.server.once('exit', resolve))
  )
)
await new Promise((resolve) => setTimeout(resolve, 500))
const leftovers = browsers.filter(alive)
console.log(`after SIGTERM: ${leftovers.length === 0 ? 'no browser left' : `BROWSERS LEFT: ${leftovers}`}`)
process.exit(ratio <= 0.25 ? 0 : 1)

/**
 * The vendor's Pendientes with many open requests, against a bare AdonisJS route in the same run.
 *
 *   node bench/pendientes.mjs [--requests=10000] [--db=mysql|sqlite] [--connections=50] [--seconds=15]
 *                             [--rounds=5]
 *
 * Seeds `requests` open marketplace requests the vendor may quote, starts the server, and loads
 * each target with the same connections:
 *   - ping: GET /__bench/ping (a bare route, BENCH_ROUTES=1)
 *   - api:  GET /api/repuestosGo/QuotationRequest with the Pendientes scopes, 20 per page, the
 *           call the Pendientes tab makes (bearer token of the vendor)
 *   - apiSession: the same call with the page's session cookie (what the browser sends)
 *   - page: the Inertia visit of /repuestosGo/page/index/pendientes (session cookie, X-Inertia)
 * The load is `connections` loops, each sending its next request when the previous answer has
 * arrived (closed loop). Each target gets `seconds` in all, in `rounds` slices taken in turn
 * (ping, api, apiSession, page, ping, …), so that a change in the machine's other load falls on
 * every target alike. Prints req/s (answers over the time they took, the last in-flight answers
 * included), the ratio to ping, and the p50/p95/p99 latency with the p95 ratio to ping.
 */
import { arg, benchEnv, percentile, prepareDatabase, startServer } from './lib.mjs'

const requests = Number(arg('requests', 10000))
const db = arg('db', 'mysql')
const connections = Number(arg('connections', 50))
const duration = Number(arg('seconds', 15))
const rounds = Math.max(1, Number(arg('rounds', 5)))
const env = benchEnv(db, { BENCH_ROUTES: 'true', SESSION_DRIVER: 'memory' })

console.log(`Pendientes: ${requests} open requests, ${db}, ${connections} connections, ${duration} s each`)
const fixtures = prepareDatabase(db, env, [`--requests=${requests}`])
const port = Number(arg('port', 3411))
// the production build unless --dev (ts-exec, NODE_ENV=development)
const server = await startServer(port, env, { production: !arg('dev', false) })
const base = `http://127.0.0.1:${port}`

// a session for the page visit, logged in through the login form's call
let cookies = ''
const keep = (response) => {
  const jar = new Map(cookies.split('; ').filter(Boolean).map((c) => c.split(/=(.*)/s).slice(0, 2)))
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';')
    const [name, value] = pair.split(/=(.*)/s)
    jar.set(name, value)
  }
  cookies = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  return jar
}
const jar = keep(await fetch(`${base}/`))
const login = await fetch(`${base}/users/page/loginAjax`, {
  method: 'POST',
  headers: { 'cookie': cookies, 'content-type': 'application/json', 'accept': 'application/json', 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')) },
  body: JSON.stringify({ username: 'vendedor.bench@repuestos.local', password: 'Bench2026!' }),
})
keep(login)
if (login.status !== 200) throw new Error(`login answered ${login.status}`)

const pending = encodeURIComponent(JSON.stringify(['notIgnored', 'ownedByStore', 'notQuoted', 'dontOwnedByUser', 'notExpired', 'inWait']))
const targets = {
  ping: { url: `${base}/__bench/ping` },
  api: {
    url: `${base}/api/repuestosGo/QuotationRequest?scopes=${pending}&with=${encodeURIComponent('["brand","city","details"]')}&page=0&pageSize=20`,
    headers: { authorization: `Bearer ${fixtures.tokens.owner}`, accept: 'application/json' },
  },
  apiSession: {
    url: `${base}/api/repuestosGo/QuotationRequest?scopes=${pending}&with=${encodeURIComponent('["brand","city","details"]')}&page=0&pageSize=20`,
    headers: { cookie: cookies, accept: 'application/json' },
  },
  page: {
    url: `${base}/repuestosGo/page/index/pendientes`,
    headers: { 'cookie': cookies, 'x-inertia': 'true', 'x-requested-with': 'XMLHttpRequest', 'accept': 'text/html, application/json' },
  },
}

// the Inertia visit carries the asset version the page announces
const probe = await fetch(targets.page.url, { headers: { ...targets.page.headers, 'x-inertia-version': '' } })
const announced = probe.headers.get('x-inertia-version') ?? (await probe.json().catch(() => ({}))).version
targets.page.headers['x-inertia-version'] = String(announced ?? '')

// every target must answer 200 before it is measured
for (const [name, target] of Object.entries(targets)) {
  const response = await fetch(target.url, { headers: target.headers })
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
}

/** One slice of closed-loop load on a target: its latencies, failures and elapsed time. */
async function slice(target, seconds) {
  const latencies = []
  let failures = 0
  const start = performance.now()
  const end = start + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now()
        const response = await fetch(target.url, { headers: target.headers })
        await response.arrayBuffer()
        latencies.push(performance.now() - sent)
        if (response.status !== 200) failures++
      }
    })
  )
  return { latencies, failures, elapsed: (performance.now() - start) / 1000 }
}

const names = Object.keys(targets)
const totals = Object.fromEntries(
  names.map((name) => [name, { latencies: [], failures: 0, elapsed: 0 }])
)
for (const name of names) await slice(targets[name], 3) // warm-up, discarded
for (let round = 0; round < rounds; round++) {
  for (const name of names) {
    const part = await slice(targets[name], duration / rounds)
    totals[name].latencies = totals[name].latencies.concat(part.latencies)
    totals[name].failures += part.failures
    totals[name].elapsed += part.elapsed
  }
}

const results = {}
for (const name of names) {
  const { latencies, failures, elapsed } = totals[name]
  results[name] = {
    rps: Math.round(latencies.length / elapsed),
    p50_ms: Number(percentile(latencies, 50).toFixed(1)),
    p95_ms: Number(percentile(latencies, 95).toFixed(1)),
    p99_ms: Number(percentile(latencies, 99).toFixed(1)),
    failures,
  }
  console.log(name, JSON.stringify(results[name]))
}
for (const name of ['api', 'apiSession', 'page']) {
  const rps = (results[name].rps / results.ping.rps).toFixed(2)
  const p95 = (results[name].p95_ms / results.ping.p95_ms).toFixed(2)
  console.log(`${name}: ${rps}× the bare route's req/s, p95 ${p95}× the bare route's p95`)
}
server.kill('SIGKILL')
process.exit(0)

/**
 * Store webhooks fanned out (issue 24 item 4, speed): one new marketplace request that matches
 * N stores, each with one active `request.created` webhook pointing at local receivers.
 *
 *   node bench/webhook_fanout.mjs [--stores=500] [--servers=10] [--rounds=3] [--warmup=1]
 *     [--concurrency=<config/webhooks.ts>] [--db=sqlite|mysql | --mysql] [--production]
 *
 * Seeds (bench:seed --quoting-stores=N) N GO stores of one brand, each then given the request's
 * department as its only zone (the brand/zone rule: every one of them matches) and one active
 * endpoint `http://127.0.0.1:<port>/hooks/<storeId>` with its own secret (sealed with the app's
 * APP_KEY as the app seals it). The receivers are `--servers` node:http servers (N / servers
 * endpoints each) in a process of their own (bench/support/webhook_receivers.mjs), so neither the
 * app nor the bare sender shares a thread with them. Each stamps a delivery's arrival as its body
 * ends (epoch milliseconds, high resolution, comparable across the processes), then checks it
 * with the reference verifier (examples/store_integration/webhook_verifier.mjs) and answers 200.
 *
 * A round: the buyer creates one matching request through the API (POST
 * /api/repuestosGo/quotationRequest, bearer token). Measured: (a) the buyer's answer time (it
 * must not wait for the deliveries: the deliveries that arrived before the answer are counted),
 * (b) for each of the N deliveries, the time from the buyer's answer to its arrival; every
 * delivery must arrive exactly once by (event id, store) and verify. Then, in the same round,
 * the **bare fan-out**: plain Node signs the same N bodies (each with its store's secret and a
 * fresh timestamp, the same headers) and POSTs them to the same receivers, `--concurrency` at
 * once (the app's `concurrency` of config/webhooks.ts, read from the file) with a new connection
 * each (`agent: false`, as the app's sender), measured from its start to each arrival. Rounds
 * alternate app, bare; `--warmup` rounds before them are not counted. Printed: p50/p95/p99 of
 * both, and the ratio p99 app / p99 bare (aim ≤ 2×), plus when the first and the last delivery
 * arrived (the fan-out's start lag and its length).
 *
 * The app runs from the TypeScript sources (NODE_ENV=development), or with `--production` from
 * the production build (`node ace build`, then build/bin/server.js) started with
 * WEBHOOKS_ALLOW_LOOPBACK=true and ALLOW_LOCAL_DRIVERS=true: production refuses private and
 * loopback addresses (config/webhooks.ts), and that switch lets `http://` loopback receivers
 * through for the bench only (the boot refuses it without ALLOW_LOCAL_DRIVERS). No queue worker runs: every delivery leaves from the process that answered the
 * buyer (Outbox.deliverSoon → the webhook handler → fanOut's background sends). The database is
 * the bench's own: tmp/bench-webhooks.sqlite3, or repuestos_bench_webhooks on MySQL (--db=mysql).
 */
import http from 'node:http'
import { createHmac, randomBytes } from 'node:crypto'
import { fork } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawnSync } from 'node:child_process'
import { Encryption, drivers } from '@adonisjs/core/encryption'
import { arg, benchEnv, percentile, ROOT, run, startServer } from './lib.mjs'

const storeCount = Number(arg('stores', 500))
const serverCount = Number(arg('servers', 10))
const rounds = Number(arg('rounds', 3))
const warmups = Number(arg('warmup', 1))
const db = arg('mysql', false) ? 'mysql' : arg('db', 'sqlite')
const production = Boolean(arg('production', false))
const APP_PORT = Number(arg('port', 3376))
/** The app's concurrency, from config/webhooks.ts unless --concurrency says otherwise. */
const concurrency = Number(
  arg('concurrency', readFileSync(`${ROOT}config/webhooks.ts`, 'utf8').match(/concurrency:\s*(\d+)/)?.[1] ?? 50)
)
/** A delivery not arrived this long after the buyer's answer is lost. */
const LOST_AFTER_MS = 30_000

const env = benchEnv(db, { SESSION_DRIVER: 'memory', QUEUE_DRIVER: 'database' })
const children = []
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1))

console.log(
  `Webhook fan-out: ${storeCount} stores × 1 endpoint on ${serverCount} receivers, ${rounds} rounds ` +
    `(+${warmups} warm-up), concurrency ${concurrency}, ${db}, ${production ? 'production build' : 'sources (development)'}`
)

// ---- receivers ------------------------------------------------------------------------------

/** ms since the epoch, high resolution: comparable with the receivers' process. */
const now = () => performance.timeOrigin + performance.now()
/** storeId → its endpoint's secret. */
const secrets = new Map()
/** side → eventId → storeId → { at, count, ok, requestId } */
const arrivals = { app: new Map(), bare: new Map(), idle: new Map() }
/** eventId → the raw body delivered (the same for every store). */
const bodies = new Map()

const receiverProcess = fork(`${ROOT}bench/support/webhook_receivers.mjs`, [], { stdio: 'inherit' })
children.push(receiverProcess)
const replies = new Map()
receiverProcess.on('message', (message) => {
  if (message.type === 'arrivals') {
    for (const a of message.list) {
      if (!arrivals[a.side].has(a.eventId)) arrivals[a.side].set(a.eventId, new Map())
      const byStore = arrivals[a.side].get(a.eventId)
      const seen = byStore.get(a.storeId)
      if (seen) seen.count++
      else byStore.set(a.storeId, { at: a.at, count: 1, ok: a.ok, requestId: a.requestId })
      if (a.body !== undefined && !bodies.has(a.eventId)) bodies.set(a.eventId, a.body)
    }
  } else {
    replies.get(message.type)?.(message)
  }
})
/** Sends a message to the receivers and waits for its answer (same `type`). */
function ask(message) {
  return new Promise((resolve) => {
    replies.set(message.type === 'start' ? 'ports' : message.type, resolve)
    receiverProcess.send(message)
  })
}
const { ports } = await ask({ type: 'start', servers: serverCount, secrets: [] })
const receivers = ports.map((port) => ({ port }))
const setSide = (side) => ask({ type: 'side', side })

// ---- fixtures -------------------------------------------------------------------------------

const fixtures = await prepare()
await ask({ type: 'secrets', secrets: [...secrets] })
// the production build sends to loopback receivers only with the bench's switch (config/webhooks.ts;
// lib.mjs's productionEnv sets ALLOW_LOCAL_DRIVERS, without which the boot refuses it)
const serverEnv = production ? { ...env, WEBHOOKS_ALLOW_LOOPBACK: 'true' } : env
children.push(await startServer(APP_PORT, serverEnv, { production, waitSeconds: 60 }))

// ---- rounds ---------------------------------------------------------------------------------

const results = { app: [], bare: [] }

async function appRound(label, counted) {
  await setSide('app')
  const before = new Set(arrivals.app.keys())
  const startedAt = now()
  const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/repuestosGo/quotationRequest`, {
    method: 'POST',
    headers: {
      'authorization': `Bearer ${fixtures.tokens.buyer}`,
      'content-type': 'application/json',
      'accept': 'application/json',
    },
    body: JSON.stringify({
      idempotency_key: crypto.randomUUID(),
      vehicle_brand_id: fixtures.brandId,
      vehicle_model: 'Mazda 3 Touring',
      vehicle_year: 2020,
      vehicle_license_plate: 'ABC123',
      vehicle_owner_identification: '1020304050',
      details: [
        { name: 'Pastillas de freno', amount: 2 },
        { name: 'Filtro de aceite', amount: 1 },
      ],
      name: 'Comprador Bench',
      city_id: fixtures.cityId,
      email: 'comprador.bench@repuestos.local',
      mobile: '3009000001',
      repuestosProviders: true,
    }),
  })
  const text = await response.text()
  const answeredAt = now()
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${text}`)
  const requestId = JSON.parse(text).data.id
  // the new event: the one whose deliveries name this request
  const deadline = answeredAt + LOST_AFTER_MS
  let eventId = null
  let byStore = new Map()
  while (now() < deadline) {
    eventId ??= [...arrivals.app.keys()].find((id) => !before.has(id)) ?? null
    byStore = eventId ? arrivals.app.get(eventId) : new Map()
    if (byStore.size >= storeCount) break
    await sleep(5)
  }
  await sleep(200) // a duplicate would come now
  await setSide('idle')
  const entries = [...byStore.entries()]
  const wrongRequest = entries.filter(([, e]) => e.requestId !== requestId).length
  const latencies = entries.map(([, e]) => e.at - answeredAt)
  const summary = {
    answer_ms: round1(answeredAt - startedAt),
    arrived: entries.length,
    lost: storeCount - entries.length,
    duplicated: entries.filter(([, e]) => e.count > 1).length,
    not_verified: entries.filter(([, e]) => !e.ok).length,
    wrong_request: wrongRequest,
    before_answer: latencies.filter((ms) => ms < 0).length,
    first_ms: round1(Math.min(...latencies)),
    ...figures(latencies),
  }
  console.log(`${label} app  (${eventId}): ${JSON.stringify(summary)}`)
  if (counted) results.app.push({ summary, latencies })
  const body = bodies.get(eventId)
  return entries.map(([storeId]) => ({ storeId, body }))
}

/** Plain Node: the same bodies signed and POSTed to the same receivers, `concurrency` at once. */
async function bareRound(label, counted, deliveries) {
  await setSide('bare')
  const startedAt = now()
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < deliveries.length) {
      const { storeId, body } = deliveries[next++]
      const status = await post(fixtures.urls.get(storeId), body, signed(secrets.get(storeId), body))
      if (status !== 200) failed++
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, deliveries.length) }, worker))
  const eventId = JSON.parse(deliveries[0].body).id
  const deadline = now() + 5000
  while ((arrivals.bare.get(eventId)?.size ?? 0) < deliveries.length && now() < deadline) await sleep(5)
  await sleep(200) // a duplicate would come now
  await setSide('idle')
  const byStore = arrivals.bare.get(eventId) ?? new Map()
  const entries = [...byStore.values()]
  const latencies = entries.map((e) => e.at - startedAt)
  // the same event id is posted every round: count this round's arrivals only, then forget them
  arrivals.bare.delete(eventId)
  const summary = {
    arrived: entries.length,
    lost: deliveries.length - entries.length,
    duplicated: entries.filter((e) => e.count > 1).length,
    not_verified: entries.filter((e) => !e.ok).length,
    failed_posts: failed,
    first_ms: round1(Math.min(...latencies)),
    ...figures(latencies),
  }
  console.log(`${label} bare: ${JSON.stringify(summary)}`)
  if (counted) results.bare.push({ summary, latencies })
}

function signed(secret, body) {
  const timestamp = Math.floor(Date.now() / 1000)
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Repuestos-Webhooks/1',
    'Repuestos-Webhook-Id': JSON.parse(body).id,
    'Repuestos-Webhook-Timestamp': String(timestamp),
    'Repuestos-Webhook-Signature': `v1=${signature}`,
  }
}

function post(url, body, headers) {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, agent: false },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      }
    )
    request.on('error', () => resolve(0))
    request.end(body)
  })
}

for (let i = 0; i < warmups + rounds; i++) {
  const counted = i >= warmups
  const label = counted ? `round ${i - warmups + 1}` : `warm-up ${i + 1}`
  const deliveries = await appRound(label, counted)
  await sleep(500)
  if (deliveries.length > 0) await bareRound(label, counted, deliveries)
  await sleep(500)
}

function total(list) {
  const latencies = list.flatMap((r) => r.latencies)
  const sum = (key) => list.reduce((s, r) => s + (r.summary[key] ?? 0), 0)
  return {
    rounds: list.length,
    deliveries: latencies.length,
    lost: sum('lost'),
    duplicated: sum('duplicated'),
    not_verified: sum('not_verified'),
    ...figures(latencies),
  }
}
const appTotal = {
  ...total(results.app),
  answer_ms: results.app.map((r) => r.summary.answer_ms),
  before_answer: results.app.reduce((s, r) => s + r.summary.before_answer, 0),
  first_ms: results.app.map((r) => r.summary.first_ms),
}
const bareTotal = total(results.bare)
console.log(`app  ${JSON.stringify(appTotal)}`)
console.log(`bare ${JSON.stringify(bareTotal)}`)
const perRound = results.app.map((r, i) =>
  results.bare[i] ? (r.summary.p99_ms / results.bare[i].summary.p99_ms).toFixed(2) : '-'
)
console.log(
  `ratio p99 app/bare: ${(appTotal.p99_ms / bareTotal.p99_ms).toFixed(2)}× (per round ${perRound.join(', ')}; aim ≤ 2×), ` +
    `lost ${appTotal.lost}, duplicated ${appTotal.duplicated}, not verified ${appTotal.not_verified} ` +
    `(aim 0), buyer's answer ${appTotal.answer_ms.join(' / ')} ms with ${appTotal.before_answer} deliveries before it`
)
receiverProcess.disconnect()
// a graceful stop (a CPU profile asked with BENCH_SERVER_FLAGS='--cpu-prof' is written then)
const appServer = children.at(-1)
await new Promise((resolve) => {
  appServer.once('exit', resolve)
  appServer.kill('SIGTERM')
  setTimeout(resolve, 10_000).unref()
})
process.exit(0)

function figures(values) {
  return {
    p50_ms: round1(percentile(values, 50)),
    p95_ms: round1(percentile(values, 95)),
    p99_ms: round1(percentile(values, 99)),
    max_ms: round1(values.reduce((max, v) => Math.max(max, v), -Infinity)),
  }
}

function round1(value) {
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null
}

/**
 * A fresh database, this bench's own: bench:seed's buyer (with a token), brand and city, and N
 * GO stores of the brand; then each store gets the city's department as its zone and one active
 * `request.created` endpoint on a receiver, with a secret sealed as the app seals it.
 */
async function prepare() {
  if (db === 'mysql') {
    env.MYSQL_DB_NAME = 'repuestos_bench_webhooks'
    const sql =
      'DROP DATABASE IF EXISTS repuestos_bench_webhooks; CREATE DATABASE repuestos_bench_webhooks CHARACTER SET utf8mb4'
    const result = spawnSync('mysql', ['-uroot', '-h127.0.0.1', `-P${process.env.MYSQL_PORT ?? 3306}`, '-e', sql])
    if (result.status !== 0) throw new Error(`mysql: ${result.stderr}`)
  } else {
    env.SQLITE_FILE = 'tmp/bench-webhooks.sqlite3'
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${ROOT}tmp/bench-webhooks.sqlite3${suffix}`, { force: true })
  }
  const seededAt = performance.now()
  run(['ace', 'migration:run', '--force'], env)
  run(['ace', 'bench:seed', `--quoting-stores=${storeCount}`], env)
  const seeded = JSON.parse(readFileSync(`${ROOT}tmp/bench-fixtures.json`, 'utf8'))
  if (seeded.quotingStores.length !== storeCount) throw new Error('bench:seed did not write the stores asked for')

  // the app's encryption, keyed as the server will be (APP_KEY of .env, or of the environment)
  const appKey =
    process.env.APP_KEY ??
    readFileSync(`${ROOT}.env`, 'utf8').match(/^APP_KEY=(.*)$/m)?.[1] ??
    ''
  const encryption = new Encryption(await drivers.legacy({ keys: [appKey] }).resolver({}))

  const { default: knex } = await import('knex')
  const connection =
    db === 'mysql'
      ? knex({
          client: 'mysql2',
          connection: {
            host: '127.0.0.1',
            port: Number(process.env.MYSQL_PORT ?? 3306),
            user: 'root',
            database: 'repuestos_bench_webhooks',
            charset: 'utf8mb4',
            timezone: 'Z',
          },
        })
      : knex({
          client: 'better-sqlite3',
          connection: { filename: `${ROOT}tmp/bench-webhooks.sqlite3` },
          useNullAsDefault: true,
        })
  const { parent_id: departmentId } = await connection('localization_zones').where('id', seeded.cityId).first()
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  const urls = new Map()
  const zones = []
  const endpoints = []
  for (const [i, { storeId, userId }] of seeded.quotingStores.entries()) {
    const secret = `whsec_${randomBytes(32).toString('base64url')}`
    const url = `http://127.0.0.1:${receivers[i % serverCount].port}/hooks/${storeId}`
    secrets.set(storeId, secret)
    urls.set(storeId, url)
    zones.push({ store_id: storeId, zone_id: departmentId, created_at: now })
    endpoints.push({
      store_id: storeId,
      url,
      events: JSON.stringify(['request.created']),
      secret: encryption.encrypt(secret, undefined, 'webhook-secret'),
      status: 'active',
      consecutive_failures: 0,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
  }
  // bench:seed's own store ('Tienda Bench') chose no zone, so it would serve the whole country
  // and be told too: it serves another department, and exactly the N stores are reached
  const [otherDepartment] = await connection('localization_zones').insert(
    { country_code: 'CO', type: 'department', code: '25', name: 'Cundinamarca', full_name: 'Cundinamarca', search_name: 'cundinamarca', is_capital: false },
    ['id']
  )
  await connection('store_zones').insert({
    store_id: seeded.storeId,
    zone_id: typeof otherDepartment === 'object' ? otherDepartment.id : otherDepartment,
    created_at: now,
  })
  for (let start = 0; start < storeCount; start += 100) {
    await connection('store_zones').insert(zones.slice(start, start + 100))
    await connection('webhook_endpoints').insert(endpoints.slice(start, start + 100))
  }
  await connection.destroy()
  console.log(`seeded ${storeCount} stores with a zone and a webhook in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`)
  return { ...seeded, urls }
}

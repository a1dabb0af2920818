/**
 * A new request delivered live to N connected vendors (SSE, Transmit).
 *
 *   node bench/sse_fanout.mjs [--clients=2000] [--rounds=5] [--db=sqlite|mysql] [--redis] [--dev]
 *
 * The app runs from the production build (`node ace build`, see lib.mjs) unless --dev.
 *
 * Seeds one store with N adviser users (each with an API token), opens N event streams and
 * subscribes each vendor as the Pendientes page does — to the store's channel
 * `stores/{storeId}/pending` and to their own `vendors/{userId}/pending` — then creates `rounds`
 * requests through the API and measures, per client, the time from the server's broadcast
 * (`sentAt` in the message) to the message arriving, and how many clients never got it (5 s).
 * With --redis, two servers share Redis: half of the clients listen on the second server while
 * requests are created on the first.
 *
 * The baseline runs in the same run with the same clients and subscriptions: a bare node:http
 * broadcaster (bench/bare_sse_server.mjs, two processes on Redis with --redis) that sends what
 * the app sends (one message on the store channel). Its N streams are open at the same time as
 * the app's and the rounds alternate (app, bare, app, bare…), so both meet the same load from
 * whatever else runs on the machine: the ratio of the p99s is the figure that holds from one
 * machine to another. The database is the bench's own (tmp/bench-sse.sqlite3, or
 * repuestos_bench_sse on MySQL).
 */
import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawn, spawnSync } from 'node:child_process'
import { arg, benchEnv, percentile, readStream, ROOT, run, startServer } from './lib.mjs'

const clients = Number(arg('clients', 2000))
const rounds = Number(arg('rounds', 5))
const db = arg('db', 'sqlite')
const withRedis = Boolean(arg('redis', false))
const production = !arg('dev', false)
const env = benchEnv(db, withRedis ? { REDIS_HOST: '127.0.0.1', SESSION_DRIVER: 'memory' } : { SESSION_DRIVER: 'memory' })

const children = []
const stopChildren = () => children.forEach((child) => child.kill('SIGKILL'))
process.on('exit', stopChildren)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1))

console.log(
  `SSE fan-out: ${clients} clients, ${rounds} requests, ${db}${withRedis ? ', 2 servers + Redis' : ''}${production ? ', production build' : ', --dev'}`
)
const fixtures = prepare()
const storeChannel = `stores/${fixtures.storeId}/pending`
const channelsOf = (userId) => [storeChannel, `vendors/${userId}/pending`]

const ports = withRedis ? [3401, 3402] : [3401]
for (const port of ports) children.push(await startServer(port, env, { production }))
const barePorts = withRedis ? [3408, 3409] : [3409]
for (const port of barePorts) children.push(await startBare(port))

/** One side of the comparison: its clients, what they received, its latencies and losses. */
function side(name) {
  return { name, connected: 0, received: new Map(), latencies: [], lost: 0 }
}
const app = side('app')
const bare = side('bare')

const closers = []
function record(target, index) {
  return (payload) => {
    if (payload?.type !== 'pendingQuotationRequests') return
    if (!target.received.has(payload.requestId)) target.received.set(payload.requestId, new Map())
    target.received.get(payload.requestId).set(index, Date.now() - payload.sentAt)
  }
}

async function connectApp(index, { userId, token }) {
  const port = ports[index % ports.length]
  const uid = randomUUID()
  const headers = { authorization: `Bearer ${token}` }
  const response = await fetch(`http://127.0.0.1:${port}/__transmit/events?uid=${uid}`, { headers })
  closers.push(readStream(response, record(app, index)))
  for (const channel of channelsOf(userId)) {
    const subscribed = await fetch(`http://127.0.0.1:${port}/__transmit/subscribe`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ uid, channel }),
    })
    if (subscribed.status !== 204) throw new Error(`subscribe ${channel} answered ${subscribed.status}`)
  }
  app.connected++
}

async function connectBare(index, { userId }) {
  const port = barePorts[index % barePorts.length]
  const query = channelsOf(userId).map((channel) => `channel=${channel}`).join('&')
  const response = await fetch(`http://127.0.0.1:${port}/events?${query}`)
  closers.push(readStream(response, record(bare, index)))
  bare.connected++
}

const started = Date.now()
for (let i = 0; i < fixtures.advisers.length; i += 100) {
  const batch = fixtures.advisers.slice(i, i + 100)
  await Promise.all(batch.map((adviser, j) => connectApp(i + j, adviser)))
  await Promise.all(batch.map((adviser, j) => connectBare(i + j, adviser)))
}
console.log(`connected ${app.connected} + ${bare.connected} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`)

/** Waits for every client of `target` to get `requestId` (5 s at most) and counts. */
async function collect(target, requestId, label) {
  const deadline = Date.now() + 5000
  while ((target.received.get(requestId)?.size ?? 0) < target.connected && Date.now() < deadline) await sleep(10)
  const got = target.received.get(requestId) ?? new Map()
  target.latencies.push(...got.values())
  target.lost += target.connected - got.size
  console.log(`${label}: ${got.size}/${target.connected} delivered, p99 ${percentile([...got.values()], 99)} ms`)
}

async function appRound() {
  const response = await fetch(`http://127.0.0.1:${ports[0]}/api/repuestosGo/quotationRequest`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${fixtures.tokens.buyer}`, 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({
      vehicle_brand_id: fixtures.brandId, vehicle_model: 'Mazda 3', vehicle_year: 2020,
      vehicle_license_plate: 'ABC123', vehicle_owner_identification: '1020304050',
      details: [{ name: 'Pastillas de freno', amount: 1 }],
      name: 'Comprador Bench', city_id: fixtures.cityId, email: 'comprador.bench@repuestos.local', mobile: '3009000001',
    }),
  })
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`)
  const { data } = await response.json()
  await collect(app, data.id, `app request ${data.code}`)
}

async function bareRound(round) {
  const requestId = 1_000_000 + round
  await fetch(`http://127.0.0.1:${barePorts[0]}/broadcast`, {
    method: 'POST',
    body: JSON.stringify({
      channels: [storeChannel],
      payload: { type: 'pendingQuotationRequests', requestId, storeId: fixtures.storeId },
    }),
  })
  await collect(bare, requestId, `bare round ${round + 1}`)
}

for (let round = 0; round < rounds; round++) {
  await appRound()
  await sleep(500)
  await bareRound(round)
  await sleep(500)
}

function summarize(target) {
  const values = target.latencies
  return {
    clients: target.connected,
    messages: values.length,
    lost: target.lost,
    p50_ms: percentile(values, 50),
    p95_ms: percentile(values, 95),
    p99_ms: percentile(values, 99),
    max_ms: Math.max(...values),
  }
}
const appSummary = summarize(app)
const bareSummary = summarize(bare)
console.log(`app ${JSON.stringify(appSummary)}`)
console.log(`bare ${JSON.stringify(bareSummary)}`)
console.log(
  `ratio p99 app/bare: ${(appSummary.p99_ms / bareSummary.p99_ms).toFixed(2)}× (aim ≤ 2×), lost ${appSummary.lost} (aim 0)`
)
for (const close of closers) close()
process.exit(0)

/** A fresh database with N advisers, this bench's own (the other benches keep theirs). */
function prepare() {
  if (db === 'mysql') {
    env.MYSQL_DB_NAME = 'repuestos_bench_sse'
    const sql = 'DROP DATABASE IF EXISTS repuestos_bench_sse; CREATE DATABASE repuestos_bench_sse CHARACTER SET utf8mb4'
    spawnSync('mysql', ['-uroot', '-h127.0.0.1', '-e', sql])
  } else {
    env.SQLITE_FILE = 'tmp/bench-sse.sqlite3'
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${ROOT}tmp/bench-sse.sqlite3${suffix}`, { force: true })
  }
  run(['ace', 'migration:run', '--force'], env)
  run(['ace', 'bench:seed', `--advisers=${clients}`], env)
  return JSON.parse(readFileSync(`${ROOT}tmp/bench-fixtures.json`, 'utf8'))
}

/** The bare broadcaster (with Redis pub/sub between the processes when --redis). */
async function startBare(port) {
  const child = spawn(process.execPath, ['bench/bare_sse_server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...(withRedis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 100; i++) {
    if (await fetch(`http://127.0.0.1:${port}/ping`).then(() => true, () => false)) return child
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error(`bare broadcaster on ${port} did not start`)
}

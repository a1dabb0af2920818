/**
 * A new request delivered live to N connected vendors (SSE, Transmit).
 *
 *   node bench/sse_fanout.mjs [--clients=2000] [--rounds=5] [--db=sqlite|mysql] [--redis]
 *
 * Seeds one store with N adviser users (each with an API token), opens N event streams and
 * subscribes each vendor to its own channel, then creates `rounds` requests through the API and
 * measures, per client, the time from the server's broadcast (`sentAt` in the message) to the
 * message arriving, and how many clients never got it (5 s). With --redis, two servers share
 * Redis: half of the clients listen on the second server while requests are created on the first.
 * Then, in the same run, the same clients and rounds against a bare node:http broadcaster
 * (bench/bare_sse_server.mjs, two processes on Redis with --redis): the ratio of the p99s is
 * the figure that holds from one machine to another.
 */
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawn } from 'node:child_process'
import { arg, benchEnv, percentile, prepareDatabase, ROOT, startServer } from './lib.mjs'

const clients = Number(arg('clients', 2000))
const rounds = Number(arg('rounds', 5))
const db = arg('db', 'sqlite')
const withRedis = Boolean(arg('redis', false))
const env = benchEnv(db, withRedis ? { REDIS_HOST: '127.0.0.1', SESSION_DRIVER: 'memory' } : { SESSION_DRIVER: 'memory' })

console.log(`SSE fan-out: ${clients} clients, ${rounds} requests, ${db}${withRedis ? ', 2 servers + Redis' : ''}`)
const fixtures = prepareDatabase(db, env, [`--advisers=${clients}`])
const ports = withRedis ? [3401, 3402] : [3401]
const servers = []
for (const port of ports) servers.push(await startServer(port, env))

const received = new Map() // requestId -> Map(clientIndex -> latency)
let connected = 0

/** Reads an SSE stream; `onMessage(payload)` for each `data:` block. Answers a close function. */
function readStream(response, onMessage) {
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }))
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const line = block.split('\n').find((l) => l.startsWith('data: '))
        if (line) onMessage(JSON.parse(line.slice(6)).payload)
      }
    }
  })()
  return () => reader.cancel().catch(() => {})
}

const closers = []
function record(index) {
  return (payload) => {
    if (payload?.type !== 'pendingQuotationRequests') return
    if (!received.has(payload.requestId)) received.set(payload.requestId, new Map())
    received.get(payload.requestId).set(index, Date.now() - payload.sentAt)
  }
}

async function connect(index, { userId, token }) {
  const port = ports[index % ports.length]
  const uid = randomUUID()
  const headers = { authorization: `Bearer ${token}` }
  const response = await fetch(`http://127.0.0.1:${port}/__transmit/events?uid=${uid}`, { headers })
  closers.push(readStream(response, record(index)))
  const subscribed = await fetch(`http://127.0.0.1:${port}/__transmit/subscribe`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ uid, channel: `vendors/${userId}/pending` }),
  })
  if (subscribed.status !== 204) throw new Error(`subscribe answered ${subscribed.status}`)
  connected++
}

const started = Date.now()
for (let i = 0; i < fixtures.advisers.length; i += 100) {
  await Promise.all(fixtures.advisers.slice(i, i + 100).map((adviser, j) => connect(i + j, adviser)))
}
console.log(`connected ${connected} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`)

const latencies = []
let lost = 0
for (let round = 0; round < rounds; round++) {
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
  const deadline = Date.now() + 5000
  while ((received.get(data.id)?.size ?? 0) < connected && Date.now() < deadline) await sleep(10)
  const got = received.get(data.id) ?? new Map()
  latencies.push(...got.values())
  lost += connected - got.size
  console.log(`request ${data.code}: ${got.size}/${connected} delivered, p99 ${percentile([...got.values()], 99)} ms`)
  await sleep(500)
}

function summarize(values, lostCount) {
  return {
    clients: connected,
    messages: values.length,
    lost: lostCount,
    p50_ms: percentile(values, 50),
    p95_ms: percentile(values, 95),
    p99_ms: percentile(values, 99),
    max_ms: Math.max(...values),
  }
}
const app = summarize(latencies, lost)
console.log(`app ${JSON.stringify(app)}`)
for (const close of closers.splice(0)) close()
for (const server of servers) server.kill('SIGKILL')

/*
 * The baseline, same run, same clients, same rounds: a bare node:http SSE broadcaster
 * (bench/bare_sse_server.mjs; two processes sharing Redis with --redis), one message per
 * vendor channel per round, measured the same way (from `sentAt` to arrival).
 */
const barePorts = withRedis ? [3408, 3409] : [3409]
const bare = barePorts.map((port) =>
  spawn(process.execPath, ['bench/bare_sse_server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...(withRedis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
)
for (const port of barePorts) {
  for (let i = 0; i < 100; i++) {
    if (await fetch(`http://127.0.0.1:${port}/ping`).then(() => true, () => false)) break
    await sleep(50)
  }
}
received.clear()
connected = 0
const channels = fixtures.advisers.map(({ userId }) => `vendors/${userId}/pending`)
for (let i = 0; i < fixtures.advisers.length; i += 100) {
  await Promise.all(
    fixtures.advisers.slice(i, i + 100).map(async ({ userId }, j) => {
      const index = i + j
      const port = barePorts[index % barePorts.length]
      const response = await fetch(`http://127.0.0.1:${port}/events?channel=vendors/${userId}/pending`)
      closers.push(readStream(response, record(index)))
      connected++
    })
  )
}
const bareLatencies = []
let bareLost = 0
for (let round = 0; round < rounds; round++) {
  const requestId = 1_000_000 + round
  await fetch(`http://127.0.0.1:${barePorts[0]}/broadcast`, {
    method: 'POST',
    body: JSON.stringify({ channels, payload: { type: 'pendingQuotationRequests', requestId, storeId: 1 } }),
  })
  const deadline = Date.now() + 5000
  while ((received.get(requestId)?.size ?? 0) < connected && Date.now() < deadline) await sleep(10)
  const got = received.get(requestId) ?? new Map()
  bareLatencies.push(...got.values())
  bareLost += connected - got.size
  console.log(`bare round ${round + 1}: ${got.size}/${connected} delivered, p99 ${percentile([...got.values()], 99)} ms`)
  await sleep(500)
}
const baseline = summarize(bareLatencies, bareLost)
console.log(`bare ${JSON.stringify(baseline)}`)
console.log(
  `ratio p99 app/bare: ${(app.p99_ms / baseline.p99_ms).toFixed(2)}× (aim ≤ 2×), lost ${app.lost} (aim 0)`
)
for (const close of closers) close()
for (const server of bare) server.kill('SIGKILL')
process.exit(0)

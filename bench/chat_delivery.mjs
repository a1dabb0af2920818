/**
 * Chat messages delivered live (issue 12): N open conversations, one message each per second.
 *
 *   node bench/chat_delivery.mjs [--conversations=500] [--seconds=20] [--warmup=5] [--db=sqlite|mysql] [--redis] [--dev]
 *
 * Seeds N conversations on marketplace requests (`quotationRequest`, a store's questions to the
 * buyer): N buyers, each with one open request and an API token, and N stores of the request's
 * brand, each with its owner's token (bench:seed --requests --quoting-stores, then the requests
 * handed to a buyer each). Every buyer opens a Transmit stream and subscribes, as the buyer's
 * page does, to the conversation's channel `chat/quotationRequest/{requestId}/{storeId}` and to
 * the bell's `users/{id}/notifications`. The store of each conversation sends one message a second
 * through the API (POST /api/repuestosGo/chat, JSON, bearer token), the N conversations spread
 * evenly over the second: N messages a second in all, for `--seconds`. Delivery time = from just
 * before the send request starts to the `chat.message` with that text (each text carries its own
 * tag) arriving on the buyer's stream, over every message answered 201 (a late one counts at its
 * real time). Lost = answered 201 but not arrived within 5 s (`late`: of those, the ones that did
 * arrive, later); sends that got no 201 (refused, or the connection timed out) count apart.
 *
 * The baseline runs in the same run with the same client: a bare node:http SSE server
 * (bench/bare_sse_server.mjs, POST /send with { channel, message } → 201, the message written to
 * the channel's streams) with its own N streams, open at the same time as the app's. The phases
 * alternate (app, bare, app, bare; `--seconds` split in two for each side), so both meet the same
 * load from whatever else runs on the machine: the ratio of the p99s is the figure that holds from
 * one machine to another (aim ≤ 2×, nothing lost). Before them, `--warmup` seconds of the same
 * load on each side are not counted (a fresh server's code is not optimised yet, and the first
 * message of each conversation also writes the buyer's notice). Each phase also reports the CPU
 * time its side's servers used per message (/proc, Linux): what a message costs, whatever else
 * shares the machine. With --redis, two app servers share Redis and half of the buyers listen on
 * the second one while every message is sent to the first (bare: two processes on Redis pub/sub).
 * The app runs from the production build (`node ace build`, see lib.mjs) unless --dev. The
 * database is the bench's own (tmp/bench-chat.sqlite3, or repuestos_bench_chat on MySQL).
 */
import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawn, spawnSync } from 'node:child_process'
import { arg, benchEnv, percentile, readStream, ROOT, run, startServer } from './lib.mjs'

const conversations = Number(arg('conversations', 500))
const seconds = Number(arg('seconds', 20))
const warmup = Number(arg('warmup', 5))
const db = arg('db', 'sqlite')
const withRedis = Boolean(arg('redis', false))
const production = !arg('dev', false)
/** A message not on the buyer's stream this long after its send started is lost. */
const LOST_AFTER_MS = 5000
/** Two phases a side, `seconds` in all for each. */
const PHASES = ['app', 'bare', 'app', 'bare']
// The notices' jobs go to the bench database's own queue table even with Redis: no worker runs,
// and nothing else on the shared Redis should pick them up.
const env = benchEnv(db, {
  SESSION_DRIVER: 'memory',
  QUEUE_DRIVER: 'database',
  ...(withRedis ? { REDIS_HOST: '127.0.0.1' } : {}),
})

const children = []
const stopChildren = () => children.forEach((child) => child.kill('SIGKILL'))
process.on('exit', stopChildren)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1))

console.log(
  `Chat delivery: ${conversations} conversations × 1 message/s, ${seconds} s a side, ${db}` +
    `${withRedis ? ', 2 servers + Redis' : ''}${production ? ', production build' : ', --dev'}`
)
const fixtures = await prepare()
const channelOf = (c) => `chat/quotationRequest/${c.requestId}/${c.storeId}`

const ports = withRedis ? [3480, 3481] : [3480]
const appServers = []
for (const port of ports) appServers.push(await startServer(port, env, { production }))
const barePorts = withRedis ? [3488, 3489] : [3489]
const bareServers = []
for (const port of barePorts) bareServers.push(await startBare(port))
children.push(...appServers, ...bareServers)

/**
 * One side of the comparison. `sent`: text → { startedAt, status, arrivedAt } of every message
 * sent; the phases' figures are read from it.
 */
function side(name, servers) {
  return { name, servers, connected: 0, sent: new Map(), unexpected: 0, phases: [] }
}
const app = side('app', appServers)
const bare = side('bare', bareServers)

function record(target) {
  return (payload) => {
    if (payload?.type !== 'chat.message') return
    const entry = target.sent.get(payload.message?.message)
    if (!entry) target.unexpected++
    else if (entry.arrivedAt === undefined) entry.arrivedAt = performance.now()
  }
}

const closers = []
async function connectApp(index, conversation) {
  const port = ports[index % ports.length]
  const uid = randomUUID()
  const headers = { authorization: `Bearer ${conversation.buyerToken}` }
  const response = await fetch(`http://127.0.0.1:${port}/__transmit/events?uid=${uid}`, { headers })
  if (response.status !== 200) throw new Error(`event stream answered ${response.status}`)
  closers.push(readStream(response, record(app)))
  // the conversation's channel, and the bell's (the header of every page of a signed-in user)
  for (const channel of [channelOf(conversation), `users/${conversation.buyerId}/notifications`]) {
    const subscribed = await fetch(`http://127.0.0.1:${port}/__transmit/subscribe`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ uid, channel }),
    })
    if (subscribed.status !== 204) throw new Error(`subscribe ${channel} answered ${subscribed.status}`)
  }
  app.connected++
}

async function connectBare(index, conversation) {
  const port = barePorts[index % barePorts.length]
  const response = await fetch(`http://127.0.0.1:${port}/events?channel=${channelOf(conversation)}`)
  closers.push(readStream(response, record(bare)))
  bare.connected++
}

const started = Date.now()
for (let i = 0; i < fixtures.length; i += 100) {
  const batch = fixtures.slice(i, i + 100)
  await Promise.all(batch.map((conversation, j) => connectApp(i + j, conversation)))
  await Promise.all(batch.map((conversation, j) => connectBare(i + j, conversation)))
}
console.log(`connected ${app.connected} + ${bare.connected} buyers in ${((Date.now() - started) / 1000).toFixed(1)} s`)

/** The app's send: the store's owner asks the buyer, as the chat panel does (JSON body). */
function sendApp(conversation, text) {
  return fetch(`http://127.0.0.1:${ports[0]}/api/repuestosGo/chat`, {
    method: 'POST',
    headers: {
      'authorization': `Bearer ${conversation.storeToken}`,
      'content-type': 'application/json',
      'accept': 'application/json',
    },
    body: JSON.stringify({
      kind: 'quotationRequest',
      transactionId: conversation.requestId,
      storeId: conversation.storeId,
      message: text,
    }),
  })
}

function sendBare(conversation, text) {
  return fetch(`http://127.0.0.1:${barePorts[0]}/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: channelOf(conversation), message: text }),
  })
}

/**
 * One phase: every conversation sends one message a second for `duration` seconds, conversation
 * i at i/N of each second. A send that falls behind (the client's loop was busy) goes at once;
 * its delivery time still starts when it really started.
 */
async function phase(target, number, duration) {
  const send = target === app ? sendApp : sendBare
  const entries = []
  const responses = []
  const statuses = new Map()
  const total = duration * fixtures.length
  const slot = 1000 / fixtures.length
  const begin = performance.now() + 50
  const cpuBefore = cpuMs(target.servers)
  for (let n = 0; n < total; n++) {
    const second = Math.floor(n / fixtures.length)
    const index = n % fixtures.length
    const due = begin + second * 1000 + index * slot
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    const conversation = fixtures[index]
    const text = `¿El repuesto es original o genérico? ref ${number < 0 ? 'w' : `p${number}`}c${index}s${second}`
    const entry = { startedAt: performance.now(), status: 0, respondedAt: undefined, arrivedAt: undefined }
    target.sent.set(text, entry)
    entries.push(entry)
    responses.push(
      send(conversation, text).then(
        async (response) => {
          const body = await response.text().catch(() => '')
          entry.status = response.status
          entry.respondedAt = performance.now()
          if (response.status !== 201 && !statuses.has(response.status)) {
            statuses.set(response.status, body.slice(0, 200))
          }
        },
        (error) => {
          entry.status = -1
          entry.respondedAt = performance.now()
          if (!statuses.has(-1)) statuses.set(-1, String(error?.cause?.code ?? error?.message ?? error))
        }
      )
    )
  }
  const deadline = performance.now() + LOST_AFTER_MS
  await Promise.all(responses)
  // until every 201 is on its stream, or LOST_AFTER_MS after the last send started
  while (
    entries.some((e) => e.status === 201 && e.arrivedAt === undefined) &&
    performance.now() < deadline
  ) {
    await sleep(20)
  }
  const cpuAfter = cpuMs(target.servers)
  const summary = summarize(entries, duration)
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  summary.cpu_ms_per_msg = cpu === null ? null : Math.round((cpu / Math.max(entries.length, 1)) * 100) / 100
  target.phases.push({ entries, summary, cpu })
  console.log(
    `${target.name} ${number < 0 ? 'warm-up' : `phase ${number + 1}`}: sent ${summary.sent} in ${summary.send_seconds} s ` +
      `(${summary.rate_per_s}/s), 201 ${summary.ok}, lost ${summary.lost}${summary.late ? ` (${summary.late} late)` : ''}, ` +
      `p50 ${summary.p50_ms} ms, p99 ${summary.p99_ms} ms, answer p99 ${summary.answer_p99_ms} ms, ` +
      `server CPU ${summary.cpu_ms_per_msg} ms/message` +
      (summary.not_201 ? `, non-201 ${summary.not_201} ${JSON.stringify(Object.fromEntries(statuses))}` : '')
  )
}

/**
 * CPU time (ms) the processes have used so far, from /proc (Linux; null elsewhere): with the
 * messages of a phase, what one message costs each side's servers, whatever else shares the
 * machine.
 */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100
function cpuMs(processes) {
  try {
    return processes.reduce((sum, child) => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
    }, 0)
  } catch {
    return null
  }
}

const round1 = (value) =>
  Number.isFinite(value) ? Math.round(value * 10) / 10 : value === Infinity ? 'never' : null

function summarize(entries, duration) {
  const ok = entries.filter((e) => e.status === 201)
  const delivered = ok.filter((e) => e.arrivedAt !== undefined && e.arrivedAt - e.startedAt <= LOST_AFTER_MS)
  // every message answered 201, a late one at its real time, one that never came as infinite
  const latencies = ok.map((e) => (e.arrivedAt === undefined ? Infinity : e.arrivedAt - e.startedAt))
  const answers = entries.filter((e) => e.respondedAt !== undefined).map((e) => e.respondedAt - e.startedAt)
  const spread = entries.length ? entries.at(-1).startedAt - entries[0].startedAt : 0
  return {
    sent: entries.length,
    ok: ok.length,
    not_201: entries.length - ok.length,
    lost: ok.length - delivered.length,
    late: ok.filter((e) => e.arrivedAt !== undefined && e.arrivedAt - e.startedAt > LOST_AFTER_MS).length,
    send_seconds: round1(spread / 1000),
    rate_per_s: round1(entries.length / Math.max(spread / 1000, duration - 1 / fixtures.length)),
    p50_ms: round1(percentile(latencies, 50)),
    p95_ms: round1(percentile(latencies, 95)),
    p99_ms: round1(percentile(latencies, 99)),
    max_ms: round1(latencies.reduce((max, value) => Math.max(max, value), -Infinity)),
    answer_p50_ms: round1(percentile(answers, 50)),
    answer_p99_ms: round1(percentile(answers, 99)),
    latencies,
  }
}

// Warm-up, not counted: the production server's code is not optimised yet, and the first
// message of each conversation writes its receiver's notice (later ones fall within its 10 min).
for (const target of warmup > 0 ? [app, bare] : []) {
  await phase(target, -1, warmup)
  target.phases = []
  await sleep(1000)
}

const perPhase = [Math.ceil(seconds / 2), Math.floor(seconds / 2)]
for (const [i, name] of PHASES.entries()) {
  const target = name === 'app' ? app : bare
  const duration = perPhase[target.phases.length] ?? perPhase[0]
  if (duration > 0) await phase(target, i, duration)
  await sleep(1000)
}

function total(target) {
  const entries = target.phases.flatMap((p) => p.entries)
  const { latencies, ...summary } = summarize(entries, seconds)
  delete summary.send_seconds
  delete summary.rate_per_s
  const cpu = target.phases.every((p) => p.cpu !== null)
    ? target.phases.reduce((sum, p) => sum + p.cpu, 0) / Math.max(entries.length, 1)
    : null
  return {
    conversations: target.connected,
    ...summary,
    unexpected: target.unexpected,
    server_cpu_ms_per_msg: cpu === null ? null : Math.round(cpu * 100) / 100,
  }
}
const appTotal = total(app)
const bareTotal = total(bare)
console.log(`app ${JSON.stringify(appTotal)}`)
console.log(`bare ${JSON.stringify(bareTotal)}`)
const ratio =
  typeof appTotal.p99_ms === 'number' && typeof bareTotal.p99_ms === 'number'
    ? `${(appTotal.p99_ms / bareTotal.p99_ms).toFixed(2)}×`
    : 'none (a p99 message never arrived)'
console.log(
  `ratio p99 app/bare: ${ratio} (aim ≤ 2×), lost app ${appTotal.lost} / bare ${bareTotal.lost} (aim 0), ` +
    `non-201 app ${appTotal.not_201} / bare ${bareTotal.not_201}`
)
for (const close of closers) close()
process.exit(0)

/**
 * A fresh database, this bench's own: bench:seed's N open marketplace requests and N stores of
 * their brand (owners with tokens), then N buyers with a token each, one request each. Answers
 * the conversations: { requestId, storeId, buyerId, buyerToken, storeToken }.
 */
async function prepare() {
  if (db === 'mysql') {
    env.MYSQL_DB_NAME = 'repuestos_bench_chat'
    const sql = 'DROP DATABASE IF EXISTS repuestos_bench_chat; CREATE DATABASE repuestos_bench_chat CHARACTER SET utf8mb4'
    const result = spawnSync('mysql', ['-uroot', '-h127.0.0.1', `-P${process.env.MYSQL_PORT ?? 3306}`, '-e', sql])
    if (result.status !== 0) throw new Error(`mysql: ${result.stderr}`)
  } else {
    env.SQLITE_FILE = 'tmp/bench-chat.sqlite3'
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${ROOT}tmp/bench-chat.sqlite3${suffix}`, { force: true })
  }
  run(['ace', 'migration:run', '--force'], env)
  run(['ace', 'bench:seed', `--requests=${conversations}`, `--quoting-stores=${conversations}`], env)
  const seeded = JSON.parse(readFileSync(`${ROOT}tmp/bench-fixtures.json`, 'utf8'))
  if (seeded.requestIds.length !== conversations || seeded.quotingStores.length !== conversations) {
    throw new Error('bench:seed did not write the requests and stores asked for')
  }

  // The buyers: rows and tokens as the app's models write them (@adonisjs/auth's own token format)
  const { default: knex } = await import('knex')
  const { AccessToken } = await import('@adonisjs/auth/access_tokens')
  const connection =
    db === 'mysql'
      ? knex({
          client: 'mysql2',
          connection: {
            host: '127.0.0.1',
            port: Number(process.env.MYSQL_PORT ?? 3306),
            user: 'root',
            database: 'repuestos_bench_chat',
            charset: 'utf8mb4',
            timezone: 'Z',
          },
        })
      : knex({
          client: 'better-sqlite3',
          connection: { filename: `${ROOT}tmp/bench-chat.sqlite3` },
          useNullAsDefault: true,
        })
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  const buyers = []
  for (let start = 0; start < conversations; start += 250) {
    const rows = Array.from({ length: Math.min(250, conversations - start) }, (_, i) => ({
      full_name: `Comprador Chat ${start + i}`,
      email: `comprador${start + i}.chat@repuestos.local`,
      mobile: `33${String(start + i).padStart(8, '0')}`,
      password: null,
      user_kind: 'buyer',
      city_id: seeded.cityId,
      email_verified: true,
      mobile_verified: true,
      created_at: now,
      updated_at: now,
    }))
    await connection('users').insert(rows)
    const ids = await connection('users')
      .whereIn('email', rows.map((row) => row.email))
      .orderBy('id')
      .select('id')
    buyers.push(...ids.map((row) => Number(row.id)))
  }
  const result = []
  for (const [i, buyerId] of buyers.entries()) {
    const transient = AccessToken.createTransientToken(buyerId, 40, '7 days')
    const at = new Date()
    const [tokenId] = await connection('auth_access_tokens').insert({
      tokenable_id: buyerId,
      type: 'auth_token',
      name: null,
      hash: transient.hash,
      abilities: JSON.stringify(['*']),
      created_at: at,
      updated_at: at,
      last_used_at: null,
      expires_at: transient.expiresAt,
    })
    const token = new AccessToken({
      identifier: Number(tokenId),
      tokenableId: buyerId,
      type: 'auth_token',
      hash: transient.hash,
      secret: transient.secret,
      prefix: 'rpt_',
      name: null,
      createdAt: at,
      updatedAt: at,
      lastUsedAt: null,
      expiresAt: transient.expiresAt,
    })
    const requestId = seeded.requestIds[i]
    await connection('quotation_requests').where('id', requestId).update({ user_id: buyerId })
    result.push({
      requestId,
      storeId: seeded.quotingStores[i].storeId,
      buyerId,
      buyerToken: token.value.release(),
      storeToken: seeded.quotingStores[i].token,
    })
  }
  await connection.destroy()
  return result
}

/** The bare server (with Redis pub/sub between the processes when --redis). */
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
  throw new Error(`bare server on ${port} did not start`)
}

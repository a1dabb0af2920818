/**
 * Nothing lost when the server dies: SIGKILL right after requests are created, then count what
 * the vendors were told once the queue worker (re)starts.
 *
 *   node bench/sigkill_notifications.mjs [--requests=24] [--vendors=6] [--db=sqlite|mysql] [--kill-at=half|first|<ms>]
 *
 * 1. Seeds one store with an owner and `vendors - 1` advisers (all eligible for every request).
 * 2. Starts the server (QUEUE_DRIVER=database, no worker running) and fires `requests` submits
 *    at once, each with its own idempotency key; the server is SIGKILLed as soon as half of the
 *    answers (or the first) arrived, so commits, deliveries and answers are cut at every stage.
 * 3. Restarts the server; every client retries its submit with the same key (as the wizard does
 *    on a network error): a committed request is replayed, an uncommitted one is created.
 * 4. Starts the queue worker and waits until the outbox and the queue are empty.
 * 5. Counts, per committed request: vendors notified (in-app), WhatsApp messages and e-mails,
 *    and any vendor told twice. Exit code 1 when something was lost or duplicated.
 */
import { randomUUID } from 'node:crypto'
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { arg, benchEnv, prepareDatabase, ROOT, startServer } from './lib.mjs'

const requests = Number(arg('requests', 24))
const vendors = Number(arg('vendors', 6))
const db = arg('db', 'sqlite')
const env = benchEnv(db, { SESSION_DRIVER: 'memory', QUEUE_DRIVER: 'database', LOG_LEVEL: 'fatal' })
const port = 3405
/**
 * half: kill when half the answers are in (the default); first: on the first answer; a number:
 * that many milliseconds after the submits start (lands inside commits and deliveries).
 */
const killAt = arg('kill-at', 'half')

console.log(`SIGKILL experiment: ${requests} requests, ${vendors} vendors each, ${db}`)
const fixtures = prepareDatabase(db, env, [`--advisers=${vendors - 1}`])

async function query(sql) {
  if (db === 'mysql') {
    const mysql = await import('mysql2/promise')
    const connection = await mysql.createConnection({
      host: '127.0.0.1',
      user: 'root',
      database: 'repuestos_bench',
    })
    const [rows] = await connection.query(sql)
    await connection.end()
    return rows
  }
  const { default: Database } = await import('better-sqlite3')
  const database = new Database(`${ROOT}tmp/bench.sqlite3`, { readonly: true })
  const rows = database.prepare(sql).all()
  database.close()
  return rows
}

const keys = Array.from({ length: requests }, () => randomUUID())
function submit(key, i) {
  return fetch(`http://127.0.0.1:${port}/api/repuestosGo/quotationRequest`, {
    method: 'POST',
    headers: {
      'authorization': `Bearer ${fixtures.tokens.buyer}`,
      'content-type': 'application/json',
      'accept': 'application/json',
    },
    body: JSON.stringify({
      idempotency_key: key,
      vehicle_brand_id: fixtures.brandId,
      vehicle_model: `Mazda 3 #${i}`,
      vehicle_year: 2020,
      vehicle_license_plate: 'ABC123',
      vehicle_owner_identification: '1020304050',
      details: [{ name: 'Pastillas de freno', amount: 1 }],
      name: 'Comprador Bench',
      city_id: fixtures.cityId,
      email: 'comprador.bench@repuestos.local',
      mobile: '3009000001',
    }),
  })
}

// 2. the kill
let server = await startServer(port, env)
let answered = 0
await new Promise((resolve) => {
  keys.forEach((key, i) => {
    submit(key, i)
      .then((response) => {
        answered += 1
        const at = killAt === 'first' ? 1 : killAt === 'half' ? Math.ceil(requests / 2) : -1
        if (answered === at) {
          server.kill('SIGKILL')
          resolve()
        }
        return response.text()
      })
      .catch(() => {})
  })
  if (/^\d+$/.test(String(killAt))) {
    setTimeout(() => {
      server.kill('SIGKILL')
      resolve()
    }, Number(killAt))
  }
  setTimeout(resolve, 30_000)
})
await sleep(300)
const [{ n: committedAtKill }] = await query('select count(*) as n from quotation_requests')
const [{ n: undeliveredAtKill }] = await query(
  'select count(*) as n from outbox_events where processed_at is null'
)
const [{ n: notifiedAtKill }] = await query(
  'select count(distinct url) as n from queue_notifications'
)
console.log(
  `killed (${killAt}) after ${answered} answers: ${committedAtKill} requests committed, ${notifiedAtKill} with notifications, ${undeliveredAtKill} outbox events not delivered`
)

// 3. clients retry with the same keys
server = await startServer(port, env)
const retries = await Promise.all(keys.map((key, i) => submit(key, i)))
const statuses = retries.map((response) => response.status)
const replayed = statuses.filter((status) => status === 200).length
const created = statuses.filter((status) => status === 201).length
const refused = statuses.filter((status) => status !== 200 && status !== 201)
console.log(`retries: ${replayed} replayed, ${created} created, ${refused.length} refused ${refused}`)
server.kill('SIGTERM')
await sleep(500)

// 4. the worker
const worker = spawn(process.execPath, ['ace', 'queue:work'], { cwd: ROOT, env, stdio: 'ignore' })
const deadline = Date.now() + 120_000
for (;;) {
  const [{ n: pendingEvents }] = await query(
    'select count(*) as n from outbox_events where processed_at is null'
  )
  const [{ n: pendingJobs }] = await query(
    "select count(*) as n from queue_jobs where status in ('pending', 'active', 'delayed')"
  )
  if (Number(pendingEvents) === 0 && Number(pendingJobs) === 0) break
  if (Date.now() > deadline) {
    console.log(`timeout: ${pendingEvents} events and ${pendingJobs} jobs still pending`)
    break
  }
  await sleep(500)
}
await sleep(1500)
worker.kill('SIGTERM')

// 5. the count
const requestsRows = await query('select id, code from quotation_requests order by id')
const notifications = await query(
  'select url, user_id, count(*) as n from queue_notifications group by url, user_id'
)
const messages = await query('select channel, recipient, body from outbox_messages')
const users = new Map((await query('select id, email, mobile from users')).map((u) => [Number(u.id), u]))
let lostRequests = 0
let missingNotifications = 0
let duplicateNotifications = 0
let missingMessages = 0
let duplicateMessages = 0
for (const request of requestsRows) {
  const url = `/repuestosGo/quotationRequest/${request.id}`
  const told = notifications.filter((row) => row.url === url)
  if (told.length === 0) lostRequests += 1
  missingNotifications += Math.max(0, vendors - told.length)
  duplicateNotifications += told.filter((row) => Number(row.n) > 1).length
  // who should have a message: every vendor told, by e-mail; by WhatsApp those whose number
  // the local driver serves (numbers ending in 0000 play numbers without WhatsApp)
  const expected = {
    email: told.map((row) => users.get(Number(row.user_id)).email),
    whatsapp: told
      .map((row) => users.get(Number(row.user_id)).mobile)
      .filter((mobile) => !mobile.endsWith('0000'))
      .map((mobile) => `57${mobile}`),
  }
  for (const channel of ['whatsapp', 'email']) {
    const sent = messages.filter((m) => m.channel === channel && m.body.includes(request.code))
    const byRecipient = new Map()
    for (const m of sent) byRecipient.set(m.recipient, (byRecipient.get(m.recipient) ?? 0) + 1)
    missingMessages += expected[channel].filter((recipient) => !byRecipient.has(recipient)).length
    duplicateMessages += [...byRecipient.values()].filter((count) => count > 1).length
  }
}
const summary = {
  requests_committed: requestsRows.length,
  committed_at_kill: Number(committedAtKill),
  undelivered_at_kill: Number(undeliveredAtKill),
  requests_never_notified: lostRequests,
  missing_notifications: missingNotifications,
  duplicate_notifications: duplicateNotifications,
  missing_messages: missingMessages,
  duplicate_messages: duplicateMessages,
}
console.log(JSON.stringify(summary))
const ok =
  requestsRows.length === requests &&
  lostRequests + missingNotifications + duplicateNotifications + missingMessages + duplicateMessages === 0
console.log(ok ? 'OK: nothing lost, nothing twice' : 'FAILED')
process.exit(ok ? 0 : 1)

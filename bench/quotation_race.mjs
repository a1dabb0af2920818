/**
 * Ten vendors racing to quote the same requests, against a bare AdonisJS route in the same run.
 *
 *   node bench/quotation_race.mjs [--vendors=10] [--requests=50] [--db=mysql|sqlite] [--dev]
 *
 * The app runs from the production build (`node ace build`, see lib.mjs) unless --dev. The CPU
 * the app process and MariaDB spent per call in each phase is printed beside its latencies.
 *
 * MariaDB: database `repuestos_bench` (emptied) on 127.0.0.1, port MYSQL_PORT (default 3306).
 *
 * Seeds `requests` open marketplace requests (two parts each, plus 20 to warm the server up with
 * one vendor's sends) and `vendors` GO stores selling their brand (bench:seed), starts the
 * server, then:
 *   - ping: `vendors` connections call GET /__bench/ping (BENCH_ROUTES=1) in a closed loop,
 *     `vendors × requests` calls in all (after a warm-up);
 *   - send: each vendor (bearer token) walks the same requests in the same order and sends a
 *     quotation on each (POST /api/repuestosGo/Quotation, its own idempotency key), so the
 *     `vendors` connections race on every request: 3 win it (201), the others get 409
 *     'Solicitud cerrada'.
 * Prints p50/p95/p99 of both (and of the sends' 201s and 409s apart) and the ratio of the p95s,
 * the CPU per call of the app process (all its threads: V8's helpers collect garbage beside the
 * main thread) and of its main thread alone, then checks in the database that no
 * request has more than 3 quotations, that every raced request has exactly 3 and is closed, and
 * that one outbox event was written per quotation.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { arg, benchEnv, percentile, prepareDatabase, ROOT, startServer } from './lib.mjs'
import { pingLoop, raceSends } from './quotation_send.mjs'

const vendors = Number(arg('vendors', 10))
const requests = Number(arg('requests', 50))
const db = arg('db', 'mysql')
const env = benchEnv(db, { BENCH_ROUTES: 'true', SESSION_DRIVER: 'memory', QUEUE_DRIVER: 'database' })

const production = !arg('dev', false)
console.log(`Quotation race: ${vendors} vendors × ${requests} requests, ${db}${production ? ', production build' : ', --dev'}`)
const WARM_UP = 20
const fixtures = prepareDatabase(db, env, [
  `--requests=${requests + WARM_UP}`,
  `--quoting-stores=${vendors}`,
])
const port = 3412
const server = await startServer(port, env, { production })
const base = `http://127.0.0.1:${port}`

/** Rows of a query on the bench database (mysql or sqlite3 command line), as arrays of text. */
function sql(query) {
  if (db === 'mysql') {
    const port = `-P${process.env.MYSQL_PORT ?? 3306}`
    return execFileSync('mysql', ['-uroot', '-h127.0.0.1', port, '-N', '-B', 'repuestos_bench', '-e', query], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  }
  const out = execFileSync('sqlite3', ['-separator', '\t', `${ROOT}tmp/bench.sqlite3`, query], {
    encoding: 'utf8',
  })
  return out.trim().split('\n').filter(Boolean).map((line) => line.split('\t'))
}

/** The request's first part (the seed gives each request two, created in order). */
const firstPart = new Map(
  sql('select quotation_request_id, min(id) from quotation_request_details group by quotation_request_id').map(
    ([request, detail]) => [Number(request), Number(detail)]
  )
)
/** The first WARM_UP requests warm the server up (one quotation each), the rest are raced. */
const warmUpIds = fixtures.requestIds.slice(0, WARM_UP)
const requestIds = fixtures.requestIds.slice(WARM_UP)

async function ping(total) {
  return pingLoop(base, total, vendors)
}

async function race(ids = requestIds, racers = fixtures.quotingStores) {
  const latencies = []
  const statuses = {}
  const byStatus = {}
  await raceSends(base, {
    ids,
    racers,
    firstPart,
    onAnswer(status, answer, ms) {
      latencies.push(ms)
      ;(byStatus[status] ??= []).push(ms)
      const key = status === 409 ? `409 ${answer.message}` : String(status)
      statuses[key] = (statuses[key] ?? 0) + 1
      if (![201, 409].includes(status)) {
        console.error('unexpected answer', status, JSON.stringify(answer).slice(0, 300))
      }
    },
  })
  return { latencies, statuses, byStatus }
}

/**
 * CPU seconds used so far by the app server (all threads, and its main thread) and by MariaDB
 * (Linux /proc, 100 ticks a second).
 */
function cpuTimes() {
  const of = (path) => {
    try {
      const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ')
      return (Number(fields[11]) + Number(fields[12])) / 100
    } catch {
      return NaN
    }
  }
  const mariadb = db === 'mysql' ? execFileSync('pgrep', ['-x', 'mariadbd'], { encoding: 'utf8' }).trim().split('\n')[0] : null
  return {
    app: of(`/proc/${server.pid}/stat`),
    main: of(`/proc/${server.pid}/task/${server.pid}/stat`),
    db: mariadb ? of(`/proc/${mariadb}/stat`) : NaN,
    wall: performance.now() / 1000,
  }
}
/** The CPU a call cost the app (and MariaDB) during a phase, and the phase's wall time. */
function cpuPerCall(since, calls) {
  const now = cpuTimes()
  const ms = (seconds) => ((seconds * 1000) / calls).toFixed(2)
  return `(app CPU ${ms(now.app - since.app)} ms a call, its main thread ${ms(now.main - since.main)} ms, MariaDB ${ms(now.db - since.db)} ms, ${(now.wall - since.wall).toFixed(2)} s)`
}

const summary = (values) => ({
  calls: values.length,
  p50_ms: Number(percentile(values, 50).toFixed(1)),
  p95_ms: Number(percentile(values, 95).toFixed(1)),
  p99_ms: Number(percentile(values, 99).toFixed(1)),
})

await ping(200) // warm-up, discarded
await race(warmUpIds, fixtures.quotingStores.slice(0, 1)) // warm-up, discarded
let phase = cpuTimes()
const pingResult = summary(await ping(vendors * requests))
console.log('ping', JSON.stringify(pingResult), cpuPerCall(phase, vendors * requests))
phase = cpuTimes()
const { latencies, statuses, byStatus } = await race()
const sendResult = summary(latencies)
console.log('send', JSON.stringify(sendResult), JSON.stringify(statuses), cpuPerCall(phase, latencies.length))
for (const [status, values] of Object.entries(byStatus)) console.log(`  ${status}`, JSON.stringify(summary(values)))
console.log(`send p95 / ping p95: ${(sendResult.p95_ms / pingResult.p95_ms).toFixed(2)}×`)

const counts = sql(
  `select r.id, r.is_closed, count(q.id) from quotation_requests r left join quotations q on q.quotation_request_id = r.id where r.id in (${requestIds.join(',')}) group by r.id, r.is_closed`
)
const over = counts.filter(([, , n]) => Number(n) > 3)
const notThree = counts.filter(([, , n]) => Number(n) !== Math.min(3, vendors))
const open = counts.filter(([, closed]) => !Number(closed))
const raced = requestIds.join(',')
const [[quotations]] = sql(`select count(*) from quotations where quotation_request_id in (${raced})`)
const [[events]] = sql(
  `select count(*) from outbox_events where name = 'quotations.quotation_sent' and id > ${WARM_UP}`
)
console.log(
  `database: ${counts.length} requests, ${quotations} quotations, ${events} outbox events; ` +
    `over the cap: ${over.length}, not at the cap: ${notThree.length}, left open: ${vendors >= 3 ? open.length : 'n/a'}`
)
const ok =
  over.length === 0 &&
  notThree.length === 0 &&
  (vendors < 3 || open.length === 0) &&
  Number(quotations) === Number(events)
console.log(ok ? 'caps held' : 'CAPS BROKEN')
server.kill('SIGKILL')
process.exit(ok ? 0 : 1)

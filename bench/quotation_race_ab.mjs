/**
 * Two checkouts of the app side by side — this one and `--against` (e.g. a `git worktree` of an
 * older commit, with node_modules linked and its .env) — to compare what a quotation send costs
 * on a machine whose speed drifts from one run to the next (this VM's did by up to 1.5× within
 * an hour, more than the changes measured: docs/benchmarks.md).
 *
 *   node bench/quotation_race_ab.mjs --against=/tmp/old [--rounds=16] [--per=5] [--no-build]
 *
 * Each checkout is built (`node ace build`) and served from its build, on its own MariaDB
 * database (`repuestos_bench_a`, `repuestos_bench_b`, emptied) with the fixtures of
 * quotation_race.mjs. After a warm-up, `rounds` rounds take the two servers in turn (A B, then
 * B A): on each, 10 connections call the bare route 10 × `per` times, then the 10 vendors race
 * on `per` fresh requests (30 % win, 70 % get 'Solicitud cerrada'), with a pause for the outbox
 * deliveries. Prints, per checkout, the CPU per call of the server's main thread and of the
 * whole process (Linux /proc) in each phase, and the latencies. The phases are short: compare
 * the CPU figures; the p95 ratio of quotation_race.mjs needs its longer phases.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { arg, percentile, ROOT } from './lib.mjs'
import { pingLoop, raceSends } from './quotation_send.mjs'

const against = arg('against', null)
if (!against) {
  console.error('usage: node bench/quotation_race_ab.mjs --against=<other checkout>')
  process.exit(2)
}
const rounds = Number(arg('rounds', 16))
const per = Number(arg('per', 5))
const VENDORS = 10
const WARM_UP = 20
const sides = [
  { name: `A ${ROOT}`, root: ROOT, database: 'repuestos_bench_a', port: 3501 },
  { name: `B ${against}`, root: against.endsWith('/') ? against : `${against}/`, database: 'repuestos_bench_b', port: 3502 },
]
const mysqlArgs = ['-uroot', '-h127.0.0.1', `-P${process.env.MYSQL_PORT ?? 3306}`]

function run(root, args, env) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0) throw new Error(`${root}: ${args.join(' ')} failed:\n${result.stderr}`)
}

/** The checkout's .env (a build reads none), under the bench's own settings. */
function dotenv(root) {
  return Object.fromEntries(
    readFileSync(`${root}.env`, 'utf8')
      .split('\n')
      .map((line) => line.match(/^([A-Z0-9_]+)=(.*)$/))
      .filter(Boolean)
      .map((match) => [match[1], match[2]])
  )
}

for (const side of sides) {
  spawnSync('mysql', [...mysqlArgs, '-e', `DROP DATABASE IF EXISTS ${side.database}; CREATE DATABASE ${side.database} CHARACTER SET utf8mb4`])
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DB_CONNECTION: 'mysql',
    MYSQL_DB_NAME: side.database,
    BENCH_ROUTES: 'true',
    SESSION_DRIVER: 'memory',
    QUEUE_DRIVER: 'database',
  }
  run(side.root, ['ace', 'migration:run', '--force'], env)
  run(side.root, ['ace', 'bench:seed', `--requests=${rounds * per + WARM_UP}`, `--quoting-stores=${VENDORS}`], env)
  side.fixtures = JSON.parse(readFileSync(`${side.root}tmp/bench-fixtures.json`, 'utf8'))
  if (!arg('no-build', false)) run(side.root, ['ace', 'build', '--ignore-ts-errors'], { ...process.env, NODE_ENV: 'production' })
  if (!existsSync(`${side.root}build/node_modules`)) symlinkSync(`${ROOT}node_modules`, `${side.root}build/node_modules`)
  side.server = spawn(process.execPath, ['bin/server.js'], {
    cwd: `${side.root}build`,
    env: { ...dotenv(side.root), ...env, NODE_ENV: 'production', ALLOW_LOCAL_DRIVERS: 'true', PORT: String(side.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${side.port}/api/localization/zones?pageSize=1`)).ok) break
    } catch {}
    if (i > 200) throw new Error(`${side.name}: the server did not start`)
    await sleep(100)
  }
  const parts = spawnSync('mysql', [...mysqlArgs, '-N', '-B', side.database, '-e', 'select quotation_request_id, min(id) from quotation_request_details group by quotation_request_id'], { encoding: 'utf8' })
  side.firstPart = new Map(parts.stdout.trim().split('\n').map((line) => line.split('\t').map(Number)))
}

/** CPU milliseconds of a process (`/proc/<pid>/stat`) or of its main thread. */
function cpu(pid, { main = false } = {}) {
  const fields = readFileSync(main ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function race(side, ids, racers) {
  const latencies = []
  await raceSends(`http://127.0.0.1:${side.port}`, {
    ids,
    racers,
    firstPart: side.firstPart,
    onAnswer(status, _answer, ms) {
      latencies.push(ms)
      if (![201, 409].includes(status)) console.error(side.name, 'unexpected answer', status)
    },
  })
  return latencies
}

const ping = (side, total) => pingLoop(`http://127.0.0.1:${side.port}`, total, VENDORS)

/** Runs `work` on the side, adding the CPU its server spent to `into`. */
async function measured(side, into, work) {
  const main = cpu(side.server.pid, { main: true })
  const all = cpu(side.server.pid)
  const latencies = await work()
  into.main += cpu(side.server.pid, { main: true }) - main
  into.all += cpu(side.server.pid) - all
  into.latencies.push(...latencies)
}

for (const side of sides) {
  await ping(side, 300)
  await race(side, side.fixtures.requestIds.slice(0, WARM_UP), side.fixtures.quotingStores.slice(0, 1))
  side.ping = { main: 0, all: 0, latencies: [] }
  side.send = { main: 0, all: 0, latencies: [] }
}
for (let round = 0; round < rounds; round++) {
  for (const side of round % 2 ? [...sides].reverse() : sides) {
    await measured(side, side.ping, () => ping(side, VENDORS * per))
    const ids = side.fixtures.requestIds.slice(WARM_UP + round * per, WARM_UP + (round + 1) * per)
    await measured(side, side.send, async () => {
      const latencies = await race(side, ids, side.fixtures.quotingStores)
      await sleep(300) // the outbox deliveries the sends started
      return latencies
    })
  }
}
for (const side of sides) {
  const line = (phase) => {
    const calls = phase.latencies.length
    return `main thread ${(phase.main / calls).toFixed(2)} ms a call, process ${(phase.all / calls).toFixed(2)} ms; p50 ${percentile(phase.latencies, 50).toFixed(1)} ms, p95 ${percentile(phase.latencies, 95).toFixed(1)} ms`
  }
  console.log(side.name)
  console.log(`  ping: ${line(side.ping)}`)
  console.log(`  send: ${line(side.send)}`)
  console.log(`  send ÷ ping, main thread CPU: ${(side.send.main / side.send.latencies.length / (side.ping.main / side.ping.latencies.length)).toFixed(2)}×`)
  side.server.kill('SIGKILL')
}
process.exit(0)

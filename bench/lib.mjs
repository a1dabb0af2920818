/**
 * Shared pieces of the benchmarks: child processes, environment, timing helpers.
 * Run by hand (see docs/benchmarks.md); they never run in CI.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

export const ROOT = new URL('../', import.meta.url).pathname

export function benchEnv(db, extra = {}) {
  const base = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', ...extra }
  if (db === 'mysql') return { ...base, DB_CONNECTION: 'mysql', MYSQL_DB_NAME: 'repuestos_bench' }
  return { ...base, DB_CONNECTION: 'sqlite', SQLITE_FILE: 'tmp/bench.sqlite3' }
}

export function run(args, env) {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (result.status !== 0) {
    throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout.toString()
}

export function prepareDatabase(db, env, seedFlags) {
  if (db === 'mysql') {
    spawnSync('mysql', [
      '-uroot',
      '-h127.0.0.1',
      `-P${process.env.MYSQL_PORT ?? 3306}`,
      '-e',
      'DROP DATABASE IF EXISTS repuestos_bench; CREATE DATABASE repuestos_bench CHARACTER SET utf8mb4',
    ])
  } else {
    spawnSync('rm', ['-f', 'tmp/bench.sqlite3', 'tmp/bench.sqlite3-wal', 'tmp/bench.sqlite3-shm'], {
      cwd: ROOT,
    })
  }
  run(['ace', 'migration:run', '--force'], env)
  run(['ace', 'bench:seed', ...seedFlags], env)
  return JSON.parse(readFileSync(`${ROOT}tmp/bench-fixtures.json`, 'utf8'))
}

/**
 * The production build (`node ace build`, once per bench run) and the environment it runs with:
 * NODE_ENV=production, the local outside services allowed (ALLOW_LOCAL_DRIVERS), the APP_KEY of
 * .env (a build reads no .env) and absolute paths for what was relative to the project.
 * `--no-build` on a bench's command line serves the build/ already there.
 */
let built = process.argv.includes('--no-build') // --no-build: the build/ already there
export function productionEnv(env) {
  if (!built || !existsSync(`${ROOT}build/bin/server.js`)) {
    run(['ace', 'build', '--ignore-ts-errors'], { ...process.env, NODE_ENV: 'production' })
    const modules = `${ROOT}build/node_modules`
    if (!existsSync(modules)) symlinkSync(`${ROOT}node_modules`, modules)
    built = true
  }
  // a build reads no .env: its settings come underneath the bench's own
  const dotenv = Object.fromEntries(
    readFileSync(`${ROOT}.env`, 'utf8')
      .split('\n')
      .map((line) => line.match(/^([A-Z0-9_]+)=(.*)$/))
      .filter(Boolean)
      .map((match) => [match[1], match[2]])
  )
  return {
    ...dotenv,
    ...env,
    NODE_ENV: 'production',
    ALLOW_LOCAL_DRIVERS: 'true',
    ...(env.SQLITE_FILE && !env.SQLITE_FILE.startsWith('/')
      ? { SQLITE_FILE: `${ROOT}${env.SQLITE_FILE}` }
      : {}),
  }
}

/**
 * Starts the app's HTTP server and waits until it answers: the TypeScript sources through
 * ts-exec in development, or with `{ production: true }` the production build as it runs in
 * production (what the figures of docs/benchmarks.md measure unless they say otherwise).
 */
export async function startServer(port, env, { production = false, waitSeconds = 20 } = {}) {
  // BENCH_SERVER_FLAGS: extra node flags for the app server only, e.g. '--prof' to profile it
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean)
  const child = production
    ? spawn(process.execPath, [...flags, 'bin/server.js'], {
        cwd: `${ROOT}build`,
        env: { ...productionEnv(env), PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : spawn(process.execPath, [...flags, '--import=@poppinss/ts-exec', 'bin/server.ts'], {
        cwd: ROOT,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
  for (let i = 0; i < waitSeconds * 10; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/localization/zones?pageSize=1`)
      if (response.ok) return child
    } catch {}
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`server on ${port} did not start`)
}

export function percentile(values, p) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function arg(name, fallback) {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`))
  if (found) return found.slice(name.length + 3)
  if (process.argv.includes(`--${name}`)) return true
  return fallback
}

/** Reads an SSE stream; `onMessage(payload)` for each `data:` block. Answers a close function. */
export function readStream(response, onMessage) {
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

/** Runs one SQL script with the mysql client (MariaDB at 127.0.0.1); `raw`: tab-separated, no header. */
export function mysql(statement, { database, raw = false } = {}) {
  const args = ['-uroot', '-h127.0.0.1', `-P${process.env.MYSQL_PORT ?? 3306}`]
  if (database) args.push(database)
  if (raw) args.push('-N', '-B')
  const result = spawnSync('mysql', [...args, '-e', statement], { maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`${statement.slice(0, 200)}\n${result.stderr}`)
  return result.stdout.toString()
}

/**
 * `connections` closed loops calling `url` for `seconds`: the latencies, the calls that did not
 * answer 200 and the time it took.
 */
export async function closedLoop(url, { connections, seconds, headers = {} }) {
  const latencies = []
  let failures = 0
  const start = performance.now()
  const end = start + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now()
        const response = await fetch(url, { headers: { accept: 'application/json', ...headers } })
        await response.arrayBuffer()
        latencies.push(performance.now() - sent)
        if (response.status !== 200) failures++
      }
    })
  )
  return {
    count: latencies.length,
    elapsed: (performance.now() - start) / 1000,
    latencies,
    failures,
  }
}

/**
 * The calls `names` at every size, taken in turns: `rounds` rounds in which each (call, size)
 * pair gets `seconds / rounds` of `loop(index, name, seconds)` (a closedLoop), so the two sizes of
 * a call share the machine's state. Then, per size and call, printed and returned: req/s, p95,
 * failures and the statements one call sends (`queries[index][name]`, counted before).
 * `afterSize(index)` prints more lines under a size.
 */
export async function loadInTurns({
  sizes,
  names,
  rounds,
  seconds,
  loop,
  queries,
  dbOf,
  afterSize,
}) {
  const totals = sizes.map(() =>
    Object.fromEntries(
      names.map((name) => [name, { count: 0, elapsed: 0, latencies: [], failures: 0 }])
    )
  )
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      for (const index of sizes.keys()) {
        const part = await loop(index, name, seconds / rounds)
        const total = totals[index][name]
        total.count += part.count
        total.elapsed += part.elapsed
        total.latencies.push(...part.latencies)
        total.failures += part.failures
      }
    }
  }
  const results = {}
  for (const [index, size] of sizes.entries()) {
    console.log(`\n== ${size} requests (${dbOf(size)})`)
    results[size] = {}
    for (const name of names) {
      const total = totals[index][name]
      results[size][name] = {
        rps: Math.round(total.count / total.elapsed),
        p95_ms: Number(percentile(total.latencies, 95).toFixed(1)),
        failures: total.failures,
        queries: queries[index][name].length,
      }
      console.log(name, JSON.stringify(results[size][name]))
    }
    afterSize?.(index)
  }
  return results
}

/**
 * The statements one call sends to MariaDB: MariaDB's general log, for the connections of the
 * server that uses `database` only (read after the call: the pool may have opened one during it).
 */
export async function statementsOf(url, database, headers = {}) {
  const before = mysql('SELECT @@global.general_log, @@global.log_output', { raw: true })
    .trim()
    .split('\t')
  mysql("SET GLOBAL log_output = 'TABLE'; SET GLOBAL general_log = 1")
  const since = mysql('SELECT NOW(6)', { raw: true }).trim()
  await sleep(50)
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers } })
  await response.arrayBuffer()
  await sleep(50)
  mysql(`SET GLOBAL general_log = ${before[0]}; SET GLOBAL log_output = '${before[1]}'`)
  const threads = mysql(`SELECT ID FROM information_schema.PROCESSLIST WHERE DB = '${database}'`, {
    raw: true,
  })
    .trim()
    .split('\n')
    .filter(Boolean)
    .join(',')
  if (!threads) return []
  return mysql(
    `SELECT REPLACE(REPLACE(CONVERT(argument USING utf8mb4), '\\n', ' '), '\\t', ' ') FROM mysql.general_log
    WHERE event_time >= '${since}' AND command_type = 'Query' AND thread_id IN (${threads})
    AND argument NOT LIKE 'SET %' ORDER BY event_time`,
    { database: 'mysql', raw: true }
  )
    .split('\n')
    .filter((line) => line.trim())
}

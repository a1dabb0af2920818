/**
 * Shared pieces of the benchmarks: child processes, environment, timing helpers.
 * Run by hand (see bench/README.md); they never run in CI.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

export const ROOT = new URL('../', import.meta.url).pathname

export function benchEnv(db, extra = {}) {
  const base = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', ...extra }
  if (db === 'mysql') return { ...base, DB_CONNECTION: 'mysql', MYSQL_DB_NAME: 'repuestos_bench' }
  return { ...base, DB_CONNECTION: 'sqlite', SQLITE_FILE: 'tmp/bench.sqlite3' }
}

export function run(args, env) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0) {
    throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout.toString()
}

export function prepareDatabase(db, env, seedFlags) {
  if (db === 'mysql') {
    spawnSync('mysql', ['-uroot', '-h127.0.0.1', '-e', 'DROP DATABASE IF EXISTS repuestos_bench; CREATE DATABASE repuestos_bench CHARACTER SET utf8mb4'])
  } else {
    spawnSync('rm', ['-f', 'tmp/bench.sqlite3', 'tmp/bench.sqlite3-wal', 'tmp/bench.sqlite3-shm'], { cwd: ROOT })
  }
  run(['ace', 'migration:run', '--force'], env)
  run(['ace', 'bench:seed', ...seedFlags], env)
  return JSON.parse(readFileSync(`${ROOT}tmp/bench-fixtures.json`, 'utf8'))
}

/** Starts the app's HTTP server (TypeScript through ts-exec) and waits until it answers. */
export async function startServer(port, env) {
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 200; i++) {
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

import { execFile } from 'node:child_process'
import { existsSync, readdirSync, statSync, symlinkSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import env from '#start/env'

const run = promisify(execFile)
const root = process.cwd()

/** What the build is made of: a build older than any of these is rebuilt. */
const SOURCES = [
  'app',
  'bin',
  'commands',
  'config',
  'database',
  'inertia',
  'providers',
  'resources',
  'start',
  'adonisrc.ts',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
]

function newestChange(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

let building: Promise<string> | null = null

/**
 * The production build (`node ace build`) in build/, made once per test run and shared by the
 * specs that run it; a build newer than every source file is reused as it is (a build takes
 * 10 s on an idle machine, minutes on a busy one). Answers the build folder.
 */
export function productionBuild() {
  building ??= (async () => {
    const dir = join(root, 'build')
    const entry = join(dir, 'bin', 'server.js')
    const builtAt = statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0
    if (builtAt <= Math.max(...SOURCES.map((source) => newestChange(join(root, source))))) {
      await run(process.execPath, ['ace', 'build'], { cwd: root, maxBuffer: 32 * 1024 * 1024 })
    }
    const modules = join(dir, 'node_modules')
    if (!existsSync(modules)) symlinkSync(join(root, 'node_modules'), modules)
    return dir
  })()
  return building
}

/** A port nobody uses now: a test must talk to its own built server, not another one. */
export async function freePort() {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * The environment of a built server as production runs it (a build reads no .env): the test
 * run's APP_KEY, local outside services allowed, quiet logs, no Redis.
 */
export function productionEnv(port: number, extra: Record<string, string>) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    APP_KEY: env.get('APP_KEY').release(),
    LOG_LEVEL: 'fatal',
    REDIS_HOST: '',
    ALLOW_LOCAL_DRIVERS: 'true',
    ...extra,
  }
}

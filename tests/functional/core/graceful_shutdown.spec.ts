import { test } from '@japa/runner'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'

/**
 * SIGTERM stops the server the way an orchestrator expects: it stops accepting, ends the live
 * streams (clients reconnect elsewhere), lets requests in flight finish, and exits within 10 s.
 * The queue worker finishes its running job first.
 */
const PORT = 3493
const ENV = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'fatal',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILE: 'tmp/test-shutdown.sqlite3',
  SESSION_DRIVER: 'memory',
  QUEUE_DRIVER: 'database',
  REDIS_HOST: '',
}

function exited(child: ChildProcess) {
  return new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() }))
  )
}

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/`)
      return
    } catch {
      await sleep(100)
    }
  }
  throw new Error('the server did not start')
}

test.group('Graceful shutdown', (group) => {
  group.setup(() => {
    spawnSync('rm', ['-f', 'tmp/test-shutdown.sqlite3'])
    const migrated = spawnSync(process.execPath, ['ace', 'migration:run', '--force'], {
      env: ENV,
      encoding: 'utf8',
    })
    if (migrated.status !== 0) throw new Error(migrated.stderr)
  })

  test('the server ends live streams, finishes the request in flight and exits', async ({
    assert,
  }) => {
    const server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      env: ENV,
      stdio: 'ignore',
    })
    const exit = exited(server)
    try {
      await waitForServer()

      // a live stream
      const stream = await fetch(`http://127.0.0.1:${PORT}/__transmit/events?uid=cierre-1`)
      const reader = stream.body!.getReader()
      await reader.read()
      const streamEnded = (async () => {
        for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return Date.now()
      })()

      // a request in flight: its body is still arriving when the signal comes
      const body = JSON.stringify({ uid: 'cierre-1', channel: 'canal-de-prueba' })
      const inFlight = new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: PORT,
            method: 'POST',
            path: '/__transmit/subscribe',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode!))
          }
        )
        request.on('error', reject)
        request.write(body.slice(0, 10))
        setTimeout(() => request.end(body.slice(10)), 1500)
      })
      await sleep(300)

      const signalled = Date.now()
      server.kill('SIGTERM')
      const status = await inFlight
      assert.isBelow(status, 500, 'the request in flight got its answer')
      assert.isBelow((await streamEnded) - signalled, 5000, 'the live stream was ended')
      const { code, at } = await exit
      assert.equal(code, 0)
      assert.isBelow(at - signalled, 10_000, 'exited within 10 s')
    } finally {
      server.kill('SIGKILL')
    }
  }).timeout(60_000)

  test('`node ace serve` stops with its server child, ending the live streams', async ({
    assert,
  }) => {
    const serve = spawn(process.execPath, ['ace', 'serve'], { env: ENV, stdio: 'ignore' })
    try {
      await waitForServer()
      const stream = await fetch(`http://127.0.0.1:${PORT}/__transmit/events?uid=cierre-2`)
      const reader = stream.body!.getReader()
      await reader.read()
      const signalled = Date.now()
      serve.kill('SIGTERM')
      for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) break
      assert.isBelow(Date.now() - signalled, 10_000, 'the stream ended')
      let refused = false
      for (let i = 0; i < 40 && !refused; i++) {
        await sleep(250)
        refused = await fetch(`http://127.0.0.1:${PORT}/`).then(
          () => false,
          () => true
        )
      }
      assert.isTrue(refused, 'nothing listens any more')
      assert.isBelow(Date.now() - signalled, 11_000)
    } finally {
      serve.kill('SIGKILL')
    }
  }).timeout(90_000)

  test('the worker finishes its running job, then exits', async ({ assert }) => {
    const worker = spawn(process.execPath, ['ace', 'queue:work'], {
      env: ENV,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const exit = exited(worker)
    try {
      // signalled once it runs (its SIGTERM handling is set before the command starts), however
      // long a busy machine takes to boot it
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the worker did not start in 30 s')),
          30_000
        )
        let output = ''
        worker.stdout!.on('data', (chunk) => {
          output += String(chunk)
          if (output.includes('Starting worker')) {
            clearTimeout(timer)
            resolve()
          }
        })
      })
      worker.stdout!.resume()
      await sleep(1000)
      const signalled = Date.now()
      worker.kill('SIGTERM')
      const { code, at } = await exit
      assert.equal(code, 0)
      assert.isBelow(at - signalled, 10_000, 'exited within 10 s')
      const active = await db
        .connection()
        .query()
        .from('queue_jobs')
        .where('status', 'active')
        .count('* as n')
        .catch(() => [{ n: 0 }])
      assert.equal(Number(active[0].n), 0)
    } finally {
      worker.kill('SIGKILL')
    }
  }).timeout(60_000)
})

import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { freePort, productionBuild, productionEnv } from '#tests/helpers/production_build'
import { CHECKOUT, checkoutWorld, orderBody } from '../orders/checkout_helpers.js'

/**
 * Issue 19, "Stopping": SIGTERM 30 ms after 20 orders and 6 PDF exports were sent (and once their
 * connections are made) to the production build (NODE_ENV=production, `node bin/server.js`, on
 * the test run's database).
 * Every one of them is answered 2xx, the process exits within 10 s, and no Chromium process of
 * it is left. Before, 13 of 20 orders got ECONNRESET, the PDFs 500, and the server with its
 * browser was still up after 15 s.
 */
const ORDERS = 20
const PDFS = 6
const PASSWORD = 'Cierre2026!'

/** Parent of every process, read from /proc. */
function parents() {
  const parent = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // pid (comm) state ppid …: comm may hold spaces and parentheses
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parent.set(Number(name), Number(fields[1]))
    } catch {
      // the process ended while being read
    }
  }
  return parent
}

/** Every process started (directly or not) by `pid`. */
function descendants(pid: number) {
  const parent = parents()
  const found = new Set<number>()
  let grew = true
  while (grew) {
    grew = false
    for (const [child, of] of parent) {
      if (!found.has(child) && (of === pid || found.has(of))) {
        found.add(child)
        grew = true
      }
    }
  }
  return found
}

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')
  } catch {
    return false
  }
}

/** Connections `call` has made so far (TCP handshake done: the server's kernel holds them). */
let connectionsMade = 0

/**
 * One request on a connection of its own (no kept-alive one: a request written on a connection
 * the server found idle and closed is lost in any HTTP/1.1 server), answered with its status and
 * body, or the connection's error code.
 */
function call(
  port: number,
  {
    method = 'GET',
    path,
    headers,
    body,
  }: { method?: string; path: string; headers: Record<string, string>; body?: string }
) {
  return new Promise<{ status: number | string; bytes: Buffer }>((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode!, bytes: Buffer.concat(chunks) })
        )
        response.on('error', (error: Error & { code?: string }) =>
          resolve({ status: error.code ?? error.message, bytes: Buffer.alloc(0) })
        )
      }
    )
    request.on('error', (error: Error & { code?: string }) =>
      resolve({ status: error.code ?? error.message, bytes: Buffer.alloc(0) })
    )
    request.once('socket', (socket) => socket.once('connect', () => (connectionsMade += 1)))
    request.end(body)
  })
}

/** The Set-Cookie values of a response, kept as a Cookie header. */
class CookieJar {
  #cookies = new Map<string, string>()
  keep(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [name, value] = header.split(';')[0].split(/=(.*)/s)
      this.#cookies.set(name, value)
    }
  }
  get(name: string) {
    return this.#cookies.get(name)
  }
  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

test.group('Stopping the production build', (group) => {
  freshDatabase(group)

  test('SIGTERM with orders and PDFs in flight: all answered, exit ≤ 10 s, no browser left', async ({
    assert,
  }) => {
    const build = await productionBuild()
    const world = await checkoutWorld()
    // one unit per order, 20 orders from the same quotation
    await db.from('quotation_details').where('id', world.items[0].id).update({ amount: 40 })
    const buyerToken = (await User.accessTokens.create(world.buyer)).value!.release()
    const owner = world.seller.owner
    owner.password = PASSWORD
    owner.emailVerified = true
    await owner.save()

    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    // the file this run's database is in, exactly as the test process opened it: the .env's
    // empty `SQLITE_FILE=` once gave the server the project's folder (SQLITE_CANTOPEN on login)
    const sqlite = app.config.get<string>('database.connections.sqlite.connection.filename')
    const server: ChildProcess = spawn(process.execPath, ['bin/server.js'], {
      cwd: build,
      env: productionEnv(port, {
        SESSION_DRIVER: 'cookie',
        LOG_LEVEL: 'error',
        QUEUE_DRIVER: 'database',
        SQLITE_FILE: sqlite,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // what the server printed (its errors), shown when an answer is not the expected one
    let printed = ''
    const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-20_000))
    server.stdout!.on('data', keep)
    server.stderr!.on('data', keep)
    const exit = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.once('exit', (code) => resolve({ code, at: Date.now() }))
    )
    try {
      for (let i = 0; ; i++) {
        if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
        if (
          await fetch(`${base}/`).then(
            (r) => r.ok,
            () => false
          )
        )
          break
        if (i > 300) throw new Error('the built server did not start')
        await sleep(100)
      }

      // the store owner's session, as the page's 'Exportar PDF' link uses it
      const jar = new CookieJar()
      jar.keep(await fetch(`${base}/`))
      const logIn = () =>
        fetch(`${base}/users/page/loginAjax`, {
          method: 'POST',
          headers: {
            'cookie': jar.header(),
            'content-type': 'application/json',
            'accept': 'application/json',
            'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
          },
          body: JSON.stringify({ username: owner.email, password: PASSWORD }),
        })
      const login = await logIn()
      // the server's log is written by a worker thread: give it a moment before showing it
      if (login.status !== 200) await sleep(1500)
      assert.equal(login.status, 200, `${await login.clone().text()}\n${printed}`)
      jar.keep(login)
      const pdf = async () => {
        const { status, bytes } = await call(port, {
          path: `/repuestosGo/quotation/downloadQuotationInPDF/${world.quotation.id}`,
          headers: { cookie: jar.header() },
        })
        return { status, isPdf: bytes.subarray(0, 5).toString() === '%PDF-' }
      }
      // the first PDF launches the shared browser
      assert.deepEqual(await pdf(), { status: 200, isPdf: true }, printed)
      const browser = [...descendants(server.pid!)]
      assert.isNotEmpty(browser, 'the shared browser runs')

      const order = () =>
        call(port, {
          method: 'POST',
          path: CHECKOUT.createNewOrder,
          headers: {
            'authorization': `Bearer ${buyerToken}`,
            'content-type': 'application/json',
            'accept': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(
            orderBody(world, { quotationDetails: [{ id: world.items[0].id, purchased_amount: 1 }] })
          ),
        }).then(({ status }) => status)
      const before = connectionsMade
      const orders = Array.from({ length: ORDERS }, order)
      const pdfs = Array.from({ length: PDFS }, pdf)
      // in flight means connected: on a busy machine 30 ms may not see every request's
      // connection made yet, and one made after the server stopped listening is refused (or,
      // made in between, reset) in any server. So the signal waits until each of them has its
      // connection, counted by the client (once in CI the kernel's table, /proc/net/tcp, showed
      // none of the 26 for 10 s; the error now prints the server's output and exit code).
      await sleep(30)
      const made = () => connectionsMade - before
      for (let waited = 0; made() < ORDERS + PDFS; waited += 5) {
        if (waited > 10_000) {
          throw new Error(
            `only ${made()} of ${ORDERS + PDFS} connections were made ` +
              `(server exit code ${server.exitCode})\n${printed}`
          )
        }
        await sleep(5)
      }
      for (const pid of descendants(server.pid!)) if (!browser.includes(pid)) browser.push(pid)
      const signalled = Date.now()
      server.kill('SIGTERM')

      assert.deepEqual(await Promise.all(orders), Array(ORDERS).fill(201), printed)
      assert.deepEqual(
        await Promise.all(pdfs),
        Array(PDFS).fill({ status: 200, isPdf: true }),
        printed
      )
      const { code, at } = await exit
      assert.equal(code, 0)
      assert.isAtMost(at - signalled, 10_000, 'exited within 10 s')
      assert.deepEqual(
        browser.filter((pid) => alive(pid)),
        [],
        'no Chromium process of the server is left'
      )
      assert.lengthOf(await db.from('cart_shopping_headers'), ORDERS)
    } finally {
      server.kill('SIGKILL')
    }
  }).timeout(300_000)
})

/**
 * The stores' receivers of bench/webhook_fanout.mjs, in a process of their own (forked with an
 * IPC channel): neither the app nor the bare sender shares a thread with them, so both sides of
 * the comparison meet the same receivers.
 *
 * Messages from the parent:
 *   { type: 'start', servers, secrets: [[storeId, secret], …] } → { type: 'ports', ports }
 *   { type: 'secrets', secrets: [[storeId, secret], …] } → { type: 'secrets' }
 *   { type: 'side', side } → { type: 'side', side }   (arrivals from now on count for `side`)
 * To the parent, every 10 ms while deliveries come: { type: 'arrivals', list: [{ side, eventId,
 * storeId, at, ok, requestId, body }] } (`body`: the raw body,
 * on the first arrival of each event only), `at` = performance.timeOrigin + performance.now() (ms since
 * the epoch, comparable across processes of one machine) stamped when the body has ended, before
 * the reference verifier checks it (examples/store_integration/webhook_verifier.mjs).
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { verifyWebhook } from '../../examples/store_integration/webhook_verifier.mjs'

const secrets = new Map()
/** Events whose body was already handed over (the same body goes to every store). */
const bodySent = new Set()
let side = 'idle'
let pending = []
let flushing = null

function flush() {
  flushing = null
  if (pending.length === 0) return
  process.send({ type: 'arrivals', list: pending })
  pending = []
}

function receive(req, res) {
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    const at = performance.timeOrigin + performance.now()
    const storeId = Number((req.url ?? '').split('/').pop())
    const rawBody = Buffer.concat(chunks)
    const result = verifyWebhook({ secret: secrets.get(storeId), headers: req.headers, rawBody })
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
    pending.push({
      side,
      storeId,
      at,
      ok: result.ok,
      eventId: result.ok ? result.event.id : String(req.headers['repuestos-webhook-id']),
      requestId: result.ok ? (result.event.data?.request_id ?? null) : null,
      body: result.ok && !bodySent.has(result.event.id) ? rawBody.toString('utf8') : undefined,
    })
    if (result.ok) bodySent.add(result.event.id)
    flushing ??= setTimeout(flush, 10)
  })
}

process.on('message', async (message) => {
  if (message.type === 'start') {
    for (const [storeId, secret] of message.secrets) secrets.set(Number(storeId), secret)
    const ports = []
    for (let i = 0; i < message.servers; i++) {
      const server = http.createServer(receive)
      server.keepAliveTimeout = 1000
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
      ports.push(server.address().port)
    }
    process.send({ type: 'ports', ports })
  } else if (message.type === 'secrets') {
    for (const [storeId, secret] of message.secrets) secrets.set(Number(storeId), secret)
    process.send({ type: 'secrets' })
  } else if (message.type === 'side') {
    flush()
    side = message.side
    process.send({ type: 'side', side })
  }
})
process.on('disconnect', () => process.exit(0))

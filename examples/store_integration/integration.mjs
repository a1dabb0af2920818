// Example store integration for Repuestos (issue 24 item 5): a store's own service that
//
//   1. receives the platform's webhooks on POST /webhooks and verifies each one
//      (./webhook_verifier.mjs), answering 2xx at once and doing the work afterwards;
//   2. ignores a repeated delivery of an event it already has (same event id: a retry or a
//      'Reenviar' from the delivery log);
//   3. on `request.created` reads the request through the API (scope requests:read) and sends a
//      quotation for its parts (scope quotations:write), priced from ./price_list.mjs;
//   4. on `quotation.purchased` reads the order (orders:read) and confirms it (orders:write);
//   5. on `order.status_changed` logs the order's new status.
//
// Dependency-free: node:http, node:crypto and fetch (Node 20+). Run it with ./main.mjs, or start
// it in-process with `startIntegration(options)` (the end-to-end test does).
import http from 'node:http'
import { createHash } from 'node:crypto'
import { verifyWebhook } from './webhook_verifier.mjs'
import { apiClient, ApiError } from './api_client.mjs'
import { DEFAULT_PRICE, DEFAULT_PRICES, priceFor } from './price_list.mjs'

/** Largest webhook body accepted (the platform's are a few kB). */
const MAX_BODY_BYTES = 1024 * 1024

/** The statuses from which the store may confirm an order (app/orders/rules/order_status.ts). */
const CONFIRMABLE = new Set(['pending', 'paid'])

/** One JSON line per log entry on stdout: easy to read and to ship to a log service. */
export function jsonLogger(stream = process.stdout) {
  return (level, msg, fields = {}) => {
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`)
  }
}

/**
 * A deterministic UUID (version 5 layout) from a text: the same event always sends the same
 * `idempotency_key`, so a quotation sent twice (our own retry) is created once.
 */
export function idempotencyKey(text) {
  const hex = createHash('sha1').update(text).digest('hex').slice(0, 32).split('')
  hex[12] = '5'
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** Reads a request's body as a Buffer, refusing anything larger than `limit`. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > limit) {
        reject(new Error('body too large'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * Starts the service.
 *
 * @param {object} options
 * @param {string} options.appUrl         the platform's base URL (APP_URL)
 * @param {string} options.storeToken     a store token with requests:read, quotations:write,
 *                                        orders:read and orders:write (STORE_TOKEN)
 * @param {string} options.webhookSecret  the endpoint's secret, `whsec_…` (WEBHOOK_SECRET)
 * @param {number} [options.port]         0 (default) picks a free port (PORT)
 * @param {string} [options.host]         default 127.0.0.1
 * @param {string} [options.apiPrefix]    default /api/repuestosGo (the product's API paths)
 * @param {Record<string, {unitPrice: string, brand: string}>} [options.prices]
 * @param {{unitPrice: string, brand: string}} [options.defaultPrice]
 * @param {number} [options.warrantyDays] one of the platform's warranty options (default 30)
 * @param {string} [options.deliveryTime] one of the platform's delivery time keys (default days_1_2)
 * @param {(level: string, msg: string, fields?: object) => void} [options.log]
 * @returns {Promise<{ url: string, close: () => Promise<void>, events: object[],
 *   idle: () => Promise<void> }>} `url`: where the platform must POST the webhooks;
 *   `events`: one entry per event id received (its type, how many deliveries of it arrived,
 *   what was done); `idle()`: resolves when the work of every received event has ended.
 */
export async function startIntegration(options) {
  const {
    appUrl,
    storeToken,
    webhookSecret,
    port = 0,
    host = '127.0.0.1',
    apiPrefix = '/api/repuestosGo',
    prices = DEFAULT_PRICES,
    defaultPrice = DEFAULT_PRICE,
    warrantyDays = 30,
    deliveryTime = 'days_1_2',
    log = jsonLogger(),
  } = options
  for (const [name, value] of Object.entries({ appUrl, storeToken, webhookSecret })) {
    if (!value) throw new Error(`startIntegration: missing option ${name}`)
  }

  const api = apiClient({ appUrl, token: storeToken })
  /** Every event received, by id. A real service keeps this in its database (unique key). */
  const byId = new Map()
  const events = []
  const working = new Set()

  // ---- what the store does for each event -------------------------------------------------

  async function onRequestCreated(event) {
    const { request_id: requestId } = event.data
    // the request as the store sees it (requests:read)
    const { data: request } = await api.get(`${apiPrefix}/QuotationRequest/${requestId}`)
    const parts = request.details ?? []
    if (parts.length === 0) {
      log('warn', 'La solicitud no tiene repuestos: no se cotiza', {
        event_id: event.id,
        requestId,
      })
      return { quoted: false }
    }
    const quotationDetails = parts.map((part) => {
      const price = priceFor(part.name, prices, defaultPrice)
      return {
        quotation_request_detail_id: part.id,
        name: part.name,
        brand: price.brand,
        amount: Number(part.amount ?? part.quantity ?? 1),
        unit_price: price.unitPrice,
        warranty: warrantyDays,
        delivery_time: deliveryTime,
      }
    })
    // the quotation (quotations:write); shipping included in the prices
    const answer = await api.post(`${apiPrefix}/Quotation`, {
      quotation_request_id: requestId,
      idempotency_key: idempotencyKey(`${event.id}:quotation`),
      shipping_option: 'included',
      observations: 'Cotización automática de nuestro sistema',
      quotationDetails,
    })
    const quotationId = answer?.data?.id ?? answer?.id ?? null
    log('info', 'Cotización enviada', {
      event_id: event.id,
      requestId,
      quotationId,
      items: quotationDetails.map((item) => `${item.amount} × ${item.name} a ${item.unit_price}`),
    })
    return { quoted: true, quotationId }
  }

  async function onQuotationPurchased(event) {
    const orderId = event.data.order_id
    // the order as the store sees it (orders:read)
    const { data: order } = await api.get(`${apiPrefix}/sales/${orderId}`)
    log('info', 'Pedido recibido', {
      event_id: event.id,
      orderId,
      status: order.status,
      total: order.total ?? event.data.total,
    })
    if (!CONFIRMABLE.has(order.status)) {
      log('info', 'El pedido no se puede confirmar desde su estado actual', {
        event_id: event.id,
        orderId,
        status: order.status,
      })
      return { confirmed: false, status: order.status }
    }
    // confirm it (orders:write); `from` makes the change fail (409) if somebody was faster
    try {
      const changed = await api.patch(`${apiPrefix}/sales/${orderId}/status`, {
        status: 'confirmed',
        from: order.status,
      })
      const status = changed?.data?.status ?? 'confirmed'
      log('info', 'Pedido confirmado', { event_id: event.id, orderId, status })
      return { confirmed: true, status }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        log('info', 'Otro usuario cambió el pedido antes', { event_id: event.id, orderId })
        return { confirmed: false, status: 'stale' }
      }
      throw error
    }
  }

  async function onOrderStatusChanged(event) {
    const { order_id: orderId, from, to, note, changed_by: changedBy } = event.data
    log('info', 'Cambió el estado del pedido', {
      event_id: event.id,
      orderId,
      from,
      to,
      note,
      changedBy,
    })
    return { status: to }
  }

  const HANDLERS = {
    'request.created': onRequestCreated,
    'quotation.purchased': onQuotationPurchased,
    'order.status_changed': onOrderStatusChanged,
  }

  async function work(entry, event) {
    const handler = HANDLERS[event.type]
    if (!handler) {
      entry.status = 'ignored'
      log('info', 'Evento sin acción en este ejemplo', { event_id: event.id, type: event.type })
      return
    }
    try {
      entry.result = await handler(event)
      entry.status = 'done'
    } catch (error) {
      entry.status = 'failed'
      entry.error = String(error?.message ?? error)
      log('error', 'No se pudo procesar el evento', {
        event_id: event.id,
        type: event.type,
        error: entry.error,
      })
    } finally {
      entry.finishedAt = new Date().toISOString()
    }
  }

  // ---- the webhook endpoint -----------------------------------------------------------------

  async function receive(req, res) {
    let rawBody
    try {
      rawBody = await readBody(req, MAX_BODY_BYTES)
    } catch {
      res.writeHead(413).end()
      return
    }
    // verify over the raw body, before parsing it
    const verified = verifyWebhook({ secret: webhookSecret, headers: req.headers, rawBody })
    if (!verified.ok) {
      log('warn', 'Webhook rechazado', { reason: verified.reason })
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(verified.reason)
      return
    }
    const event = verified.event
    const seen = byId.get(event.id)
    if (seen) {
      // a retry or a 'Reenviar': already ours, answer 200 and do nothing again
      seen.deliveries += 1
      log('info', 'Evento repetido: ya lo teníamos', { event_id: event.id, type: event.type })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"duplicate":true}')
      return
    }
    const entry = {
      id: event.id,
      type: event.type,
      deliveries: 1,
      status: 'received',
      receivedAt: new Date().toISOString(),
      finishedAt: null,
      result: null,
      error: null,
    }
    byId.set(event.id, entry)
    events.push(entry)
    log('info', 'Evento recibido', { event_id: event.id, type: event.type })
    // answer first (the platform waits at most 10 s and retries anything else), then work
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}')
    const job = work(entry, event).finally(() => working.delete(job))
    working.add(job)
  }

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (req.method === 'POST' && path === '/webhooks') {
      receive(req, res).catch((error) => {
        log('error', 'Error al recibir el webhook', { error: String(error?.message ?? error) })
        if (!res.headersSent) res.writeHead(500).end()
      })
      return
    }
    if (req.method === 'GET' && path === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
      return
    }
    res.writeHead(404).end()
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `http://${shownHost}:${address.port}/webhooks`
  log('info', 'Integración lista', { url, appUrl })

  return {
    url,
    events,
    async idle() {
      while (working.size > 0) await Promise.allSettled([...working])
    },
    async close() {
      const closed = new Promise((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
      while (working.size > 0) await Promise.allSettled([...working])
    },
  }
}

// Reference verifier of Repuestos webhooks. Dependency-free (node:crypto only): copy it into
// your own service.
//
//   import { verifyWebhook } from './webhook_verifier.mjs'
//   const result = verifyWebhook({ secret, headers: req.headers, rawBody })
//   if (!result.ok) return res.writeHead(400).end(result.reason)
//   // result.event: { id, type, created_at, data } — de-duplicate on result.event.id
//
// Each delivery carries:
//   Repuestos-Webhook-Id: evt_…          (the same for every retry and resend of the event)
//   Repuestos-Webhook-Timestamp: 1764400000   (unix seconds of this attempt)
//   Repuestos-Webhook-Signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
// Verify over the raw body exactly as received (before any JSON parsing).
import { createHmac, timingSafeEqual } from 'node:crypto'

const HEADER_ID = 'repuestos-webhook-id'
const HEADER_TIMESTAMP = 'repuestos-webhook-timestamp'
const HEADER_SIGNATURE = 'repuestos-webhook-signature'

/** A header's value whatever the casing of its name (Node lower-cases them; a Fetch Headers too). */
function header(headers, name) {
  if (!headers) return undefined
  if (typeof headers.get === 'function') return headers.get(name) ?? undefined
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value
  }
  return undefined
}

/**
 * Checks one delivery.
 * @param {{ secret: string, headers: Record<string, string | string[] | undefined> | Headers,
 *   rawBody: string | Buffer, now?: number, toleranceSeconds?: number }} input
 *   `now`: unix seconds (default: the clock); `toleranceSeconds`: how far the timestamp may be
 *   from `now`, either way (default 300 = 5 minutes).
 * @returns {{ ok: true, event: any } | { ok: false, reason: string }}
 */
export function verifyWebhook({ secret, headers, rawBody, now, toleranceSeconds = 300 }) {
  if (!secret) return { ok: false, reason: 'missing secret' }
  const id = header(headers, HEADER_ID)
  const timestamp = header(headers, HEADER_TIMESTAMP)
  const signature = header(headers, HEADER_SIGNATURE)
  if (!id) return { ok: false, reason: `missing header ${HEADER_ID}` }
  if (!timestamp) return { ok: false, reason: `missing header ${HEADER_TIMESTAMP}` }
  if (!signature) return { ok: false, reason: `missing header ${HEADER_SIGNATURE}` }
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'invalid timestamp' }

  const current = now ?? Math.floor(Date.now() / 1000)
  if (Math.abs(current - Number(timestamp)) > toleranceSeconds) {
    return { ok: false, reason: 'timestamp outside the tolerance' }
  }

  const body = Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : String(rawBody ?? '')
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest()
  const candidates = String(signature)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .map((part) => part.slice(3))
  const matches = candidates.some((hex) => {
    if (!/^[0-9a-f]+$/i.test(hex) || hex.length !== expected.length * 2) return false
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected)
  })
  if (!matches) return { ok: false, reason: 'bad signature' }

  let event
  try {
    event = JSON.parse(body)
  } catch {
    return { ok: false, reason: 'body is not JSON' }
  }
  if (!event || event.id !== id) return { ok: false, reason: 'event id does not match its header' }
  return { ok: true, event }
}

import { createHmac } from 'node:crypto'

/**
 * How a delivery is signed (issue 24 item 4), pure: HMAC-SHA256 with the endpoint's secret over
 * `<timestamp>.<raw body>`, hex, sent as `Repuestos-Webhook-Signature: v1=<hex>` with the unix
 * timestamp (seconds) in `Repuestos-Webhook-Timestamp`. A receiver recomputes it and refuses a
 * timestamp more than 5 minutes away (examples/store_integration/webhook_verifier.mjs).
 */
export const WEBHOOK_HEADERS = {
  id: 'Repuestos-Webhook-Id',
  timestamp: 'Repuestos-Webhook-Timestamp',
  signature: 'Repuestos-Webhook-Signature',
} as const

export const WEBHOOK_USER_AGENT = 'Repuestos-Webhooks/1'

export function webhookSignature(secret: string, timestamp: number, rawBody: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

/** Every header of one attempt of a delivery. */
export function webhookHeaders(input: {
  secret: string
  eventId: string
  rawBody: string
  timestamp: number
}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': WEBHOOK_USER_AGENT,
    [WEBHOOK_HEADERS.id]: input.eventId,
    [WEBHOOK_HEADERS.timestamp]: String(input.timestamp),
    [WEBHOOK_HEADERS.signature]: `v1=${webhookSignature(input.secret, input.timestamp, input.rawBody)}`,
  }
}

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import { outboxSettled } from '#core/outbox/outbox'
import { webhooksSettled } from '#integrations/services/webhook_dispatcher'
import app from '@adonisjs/core/services/app'
import { webhookMismatch } from '#tests/helpers/openapi_check'

/** The reference verifier of the example integration (plain ESM, no types). */
type Verify = (input: {
  secret: string
  headers: Record<string, unknown>
  rawBody: string
  now?: number
  toleranceSeconds?: number
}) => { ok: true; event: any } | { ok: false; reason: string }
const verifierUrl = new URL('examples/store_integration/webhook_verifier.mjs', app.appRoot).href
export const { verifyWebhook } = (await import(verifierUrl)) as { verifyWebhook: Verify }

export interface Received {
  headers: http.IncomingHttpHeaders
  rawBody: string
  body: any
}

/**
 * A store's own server: node:http on 127.0.0.1, a random port. It answers each POST with the
 * next status of `statuses` (the last one repeats; 200 by default) and keeps what it got.
 */
export class Receiver {
  received: Received[] = []
  /** Bodies the OpenAPI document's `webhooks` deny (checked when the receiver closes). */
  mismatches: string[] = []
  statuses: number[] = [200]
  #server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8')
      let body: any = null
      try {
        body = JSON.parse(rawBody)
      } catch {}
      this.received.push({ headers: request.headers, rawBody, body })
      const mismatch = webhookMismatch(body)
      if (mismatch) this.mismatches.push(mismatch)
      const status = this.statuses.length > 1 ? this.statuses.shift()! : this.statuses[0]
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end('ok')
    })
  })

  async start() {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
    return this
  }

  get url() {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/webhooks`
  }

  close() {
    return new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}

/** A receiver started for the test and closed at its end. */
export async function receiver(
  cleanup: (fn: () => Promise<void>) => void,
  statuses: number[] = [200]
) {
  const started = await new Receiver().start()
  started.statuses = statuses
  cleanup(async () => {
    await webhooksSettled()
    await started.close()
    if (started.mismatches.length > 0) throw new Error(started.mismatches.join('\n'))
  })
  return started
}

export const WEBHOOKS = (store: Store | number) =>
  `/api/store/store/${typeof store === 'number' ? store : store.id}/webhooks`

export const ALL_EVENTS = [
  'request.created',
  'quotation.purchased',
  'order.status_changed',
  'chat.message',
]

/** The owner adds an endpoint through the API; answers its id and secret (shown once). */
export async function addWebhook(
  client: any,
  owner: User,
  store: Store,
  url: string,
  events: string[] = ALL_EVENTS
): Promise<{ id: number; secret: string }> {
  const response = await client
    .post(WEBHOOKS(store))
    .json({ url, events })
    .loginAs(owner)
    .withCsrfToken()
    .accept('json')
  response.assertStatus(201)
  return response.body().data
}

/** Every background send ended. */
export async function sent() {
  await webhooksSettled()
  await outboxSettled()
}

/** The store's delivery rows, oldest first. */
export function deliveriesOf(storeId: number) {
  return db.from('webhook_deliveries').where('store_id', storeId).orderBy('id', 'asc')
}

/** Makes every pending delivery due now (plays the wait of the backoff). */
export function makeDue() {
  return db
    .from('webhook_deliveries')
    .where('status', 'pending')
    .update({ next_attempt_at: '2000-01-01 00:00:00' })
}

import { randomBytes, randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import webhooksConfig from '#config/webhooks'
import { Outbox } from '#core/outbox/outbox'
import { chunks } from '#core/rules/chunks'
import {
  retryDelay,
  type WebhookEnvelope,
  type WebhookEvent,
} from '#integrations/rules/webhook_rules'
import { webhookHeaders } from '#integrations/rules/webhook_signature'
import { postWebhook, type WebhookPostResult } from '#integrations/services/webhook_sender'

/**
 * Webhook deliveries (issue 24 item 4): written by the outbox handlers of the events
 * (app/integrations/listeners/webhook_events.ts), then sent without making anyone wait.
 *
 * - `fanOut` writes one row per subscribed active endpoint of the stores concerned, in multi-row
 *   INSERTs of INSERT_CHUNK rows (SQLite refuses more than 500 in one) that ignore (endpoint,
 *   event id) pairs already there (an outbox handler run twice writes nothing new), claiming the
 *   rows it wrote with a token; it then sends them in the background, at most `concurrency` at
 *   once; an outbox handler waits for them `holdNextHandlersMs` at most (config/webhooks.ts).
 *   A few queries whatever the number of stores.
 * - A delivery not sent right away (the process died, an attempt failed) is sent by
 *   `relayWebhookDeliveries` when due: the queue worker's RelayWebhooks job every 5 seconds.
 * - Every sender claims what it sends (`claim_token`, `locked_until`): two workers never send one
 *   delivery at once; a claim that outlives its holder expires.
 * - 2xx = delivered (the endpoint's failures in a row go back to 0). Anything else: retried after
 *   30 s, 2 min, 10 min, 30 min, 2 h, 6 h, then 'failed'; each failure adds one to the endpoint's
 *   failures in a row and at the threshold the endpoint is paused (its deliveries wait) and its
 *   owner told once (outbox event WEBHOOK_PAUSED).
 */
export const WEBHOOK_SECRET_PURPOSE = 'webhook-secret'
export const WEBHOOK_PAUSED = 'integrations.webhook_paused'

export interface WebhookPausedPayload {
  endpointId: number
  storeId: number
  url: string
  failures: number
}

export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64url')}`
}

export function sealSecret(secret: string) {
  return encryption.encrypt(secret, undefined, WEBHOOK_SECRET_PURPOSE)
}

/**
 * The secrets opened by this process, by sealed value: a fan-out to 500 endpoints would otherwise
 * decrypt 500 secrets each time (AES + HMAC: about half the send loop's CPU). A rotation seals a
 * new value, so an old entry is simply never asked for again; the oldest entries go first past
 * SECRET_CACHE_SIZE. An unreadable secret is not kept (null; the APP_KEY may be fixed).
 */
const SECRET_CACHE_SIZE = 2000
const openedSecrets = new Map<string, string>()

export function openSecret(sealed: string): string | null {
  const known = openedSecrets.get(sealed)
  if (known !== undefined) return known
  const secret = encryption.decrypt<string>(sealed, WEBHOOK_SECRET_PURPOSE)
  if (typeof secret !== 'string') return null
  if (openedSecrets.size >= SECRET_CACHE_SIZE) {
    openedSecrets.delete(openedSecrets.keys().next().value!)
  }
  openedSecrets.set(sealed, secret)
  return secret
}

export function sqlTime(date: DateTime = DateTime.now()) {
  return date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}

function affected(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}

/** The sends started in the background and not ended yet (the tests and shutdown wait). */
const underWay = new Set<Promise<unknown>>()

export async function webhooksSettled() {
  while (underWay.size > 0) await Promise.allSettled([...underWay])
}

/** Starts `work` without waiting for it; answers its end (never a failure: that is logged). */
function inBackground(work: () => Promise<unknown>): Promise<unknown> {
  const run: Promise<unknown> = work()
    .catch((error) => logger.error({ err: error }, 'webhooks: sending failed'))
    .finally(() => underWay.delete(run))
  underWay.add(run)
  return run
}

/** Waits for `work`, `ms` at most. */
async function awaitAtMost(work: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}

interface ClaimedDelivery {
  id: number
  endpointId: number
  storeId: number
  eventId: string
  payload: string
  attempts: number
  url: string
  secret: string
}

/** How long a claim of `count` deliveries holds: long enough for all of them to time out. */
function claimSeconds(count: number) {
  const rounds = Math.ceil(count / Math.max(webhooksConfig.concurrency, 1))
  return 60 + rounds * Math.ceil(webhooksConfig.timeoutMs / 1000)
}

async function claimed(token: string): Promise<ClaimedDelivery[]> {
  const rows = await db
    .from('webhook_deliveries as d')
    .join('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .where('d.claim_token', token)
    .select(
      'd.id',
      'd.endpoint_id',
      'd.store_id',
      'd.event_id',
      'd.payload',
      'd.attempts',
      'e.url',
      'e.secret'
    )
    .orderBy('d.id', 'asc')
  return rows.map((row) => ({
    id: Number(row.id),
    endpointId: Number(row.endpoint_id),
    storeId: Number(row.store_id),
    eventId: row.event_id,
    payload: row.payload,
    attempts: Number(row.attempts),
    url: row.url,
    secret: row.secret,
  }))
}

/**
 * Writes the deliveries of one event for every active endpoint of `storeIds` subscribed to
 * `type`, and starts sending them in the background. Answers how many rows it wrote (0 when the
 * event was already fanned out: a retried outbox handler).
 */
export async function fanOut(input: {
  storeIds: number[]
  type: WebhookEvent
  eventId: string
  data: Record<string, unknown>
  /** 'Enviar prueba': one endpoint only. */
  onlyEndpointId?: number
  /**
   * Answer once the sends have ended, or after this many ms at most (the outbox handlers: the
   * event's next handlers, the notifications, then do not hold the event loop while the POSTs
   * are under way — on SQLite, a synchronous driver, they would). 0: answer at once.
   */
  holdMs?: number
}): Promise<number> {
  const storeIds = [...new Set(input.storeIds)]
  if (storeIds.length === 0) return 0
  const endpoints = (
    await db
      .from('webhook_endpoints')
      .whereIn('store_id', storeIds)
      .where('status', 'active')
      .if(input.onlyEndpointId !== undefined, (q) => q.where('id', input.onlyEndpointId!))
      .select('id', 'store_id', 'events')
  ).filter((endpoint) => parseEvents(endpoint.events).includes(input.type))
  if (endpoints.length === 0) return 0

  const envelope: WebhookEnvelope = {
    id: input.eventId,
    type: input.type,
    created_at: new Date().toISOString(),
    data: input.data,
  }
  const body = JSON.stringify(envelope)
  const token = randomUUID()
  const now = DateTime.now()
  const lockedUntil = sqlTime(now.plus({ seconds: claimSeconds(endpoints.length) }))
  const rows = endpoints.map((endpoint) => ({
    endpoint_id: endpoint.id,
    store_id: endpoint.store_id,
    event_id: input.eventId,
    event: input.type,
    payload: body,
    status: 'pending',
    attempts: 0,
    next_attempt_at: sqlTime(now),
    locked_until: lockedUntil,
    claim_token: token,
    created_at: sqlTime(now),
  }))
  for (const slice of chunks(rows)) {
    await db
      .table('webhook_deliveries')
      .multiInsert(slice)
      .knexQuery.onConflict(['endpoint_id', 'event_id'])
      .ignore()
  }
  const mine = await claimed(token)
  if (mine.length > 0) {
    const sends = inBackground(() => sendDeliveries(mine))
    if (input.holdMs) await awaitAtMost(sends, input.holdMs)
  }
  return mine.length
}

export function parseEvents(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  try {
    const parsed = JSON.parse(String(value ?? '[]'))
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

/**
 * Sends the deliveries that are due (pending, next attempt reached, endpoint active, nobody
 * holding them), oldest first, `limit` at most; `endpointId` limits it to one endpoint ('Reactivar').
 * Waits until they are sent; answers how many it sent.
 */
export async function relayWebhookDeliveries({
  limit = 500,
  endpointId,
}: { limit?: number; endpointId?: number } = {}) {
  const now = sqlTime()
  const due = await db
    .from('webhook_deliveries as d')
    .join('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .where('d.status', 'pending')
    .where('e.status', 'active')
    .where((q) => q.whereNull('d.next_attempt_at').orWhere('d.next_attempt_at', '<=', now))
    .where((q) => q.whereNull('d.locked_until').orWhere('d.locked_until', '<', now))
    .if(endpointId !== undefined, (q) => q.where('d.endpoint_id', endpointId!))
    .orderBy('d.next_attempt_at', 'asc')
    .orderBy('d.id', 'asc')
    .limit(limit)
    .select('d.id')
  if (due.length === 0) return 0
  const token = randomUUID()
  await db
    .from('webhook_deliveries')
    .whereIn(
      'id',
      due.map((row) => Number(row.id))
    )
    .where('status', 'pending')
    .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<', now))
    .update({
      claim_token: token,
      locked_until: sqlTime(DateTime.now().plus({ seconds: claimSeconds(due.length) })),
    })
  const mine = await claimed(token)
  await sendDeliveries(mine)
  return mine.length
}

/** 'Reactivar': sends what waited for the endpoint, in the background. */
export function relayEndpointSoon(endpointId: number) {
  inBackground(() => relayWebhookDeliveries({ endpointId, limit: 1000 }))
}

/**
 * 'Reenviar': the same delivery again (same event id and body; a new timestamp and signature),
 * one more attempt. Answers false when somebody is sending it right now.
 */
export async function resendDelivery(deliveryId: number) {
  const now = sqlTime()
  const token = randomUUID()
  const taken = affected(
    await db
      .from('webhook_deliveries')
      .where('id', deliveryId)
      .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<', now))
      .update({
        status: 'pending',
        next_attempt_at: now,
        claim_token: token,
        locked_until: sqlTime(DateTime.now().plus({ seconds: claimSeconds(1) })),
        updated_at: now,
      })
  )
  if (taken === 0) return false
  const mine = await claimed(token)
  inBackground(() => sendDeliveries(mine))
  return true
}

/**
 * Sends claimed deliveries, `concurrency` at once, and writes each result. Successes are written
 * in groups (one UPDATE per answered status code and batch); a failure is written at once, with
 * the endpoint's count and maybe its pause (the rest of its deliveries then wait).
 */
export async function sendDeliveries(rows: ClaimedDelivery[]) {
  if (rows.length === 0) return
  const secrets = new Map<number, string | null>()
  const paused = new Set<number>()
  const succeeded: { row: ClaimedDelivery; status: number }[] = []
  let flushing: Promise<void> = Promise.resolve()
  const flush = () => {
    const batch = succeeded.splice(0, succeeded.length)
    if (batch.length === 0) return flushing
    flushing = flushing.then(() => writeSuccesses(batch))
    return flushing
  }

  const secretOf = (row: ClaimedDelivery) => {
    if (!secrets.has(row.endpointId)) secrets.set(row.endpointId, openSecret(row.secret))
    return secrets.get(row.endpointId) ?? null
  }

  let next = 0
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]
      if (paused.has(row.endpointId)) {
        await release(row)
        continue
      }
      const secret = secretOf(row)
      const result: WebhookPostResult = secret
        ? await postWebhook(
            row.url,
            row.payload,
            webhookHeaders({
              secret,
              eventId: row.eventId,
              rawBody: row.payload,
              timestamp: Math.floor(Date.now() / 1000),
            }),
            {
              timeoutMs: webhooksConfig.timeoutMs,
              refusePrivateHosts: webhooksConfig.refusePrivateHosts,
              allowLoopbackHttp: webhooksConfig.allowLoopbackHttp,
            }
          )
        : { status: null, ok: false, error: 'secreto ilegible' }
      if (result.ok) {
        succeeded.push({ row, status: result.status! })
        if (succeeded.length >= 50) await flush()
      } else if (await writeFailure(row, result)) {
        paused.add(row.endpointId)
      }
    }
  }
  const workers = Math.min(Math.max(webhooksConfig.concurrency, 1), rows.length)
  await Promise.all(Array.from({ length: workers }, () => worker()))
  await flush()
}

/** A delivery left unsent (its endpoint was just paused): it waits, unclaimed. */
async function release(row: ClaimedDelivery) {
  await db
    .from('webhook_deliveries')
    .where('id', row.id)
    .update({ locked_until: null, claim_token: null })
}

async function writeSuccesses(batch: { row: ClaimedDelivery; status: number }[]) {
  const now = sqlTime()
  const byStatus = new Map<number, number[]>()
  for (const { row, status } of batch)
    byStatus.set(status, [...(byStatus.get(status) ?? []), row.id])
  for (const [status, ids] of byStatus) {
    await db
      .from('webhook_deliveries')
      .whereIn('id', ids)
      .update({
        status: 'delivered',
        attempts: db.raw('attempts + 1'),
        last_status_code: status,
        last_error: null,
        delivered_at: now,
        next_attempt_at: null,
        locked_until: null,
        claim_token: null,
        updated_at: now,
      })
  }
  await db
    .from('webhook_endpoints')
    .whereIn('id', [...new Set(batch.map(({ row }) => row.endpointId))])
    .where('consecutive_failures', '>', 0)
    .update({ consecutive_failures: 0 })
}

/** Writes a failed attempt; answers whether it paused the endpoint. */
async function writeFailure(row: ClaimedDelivery, result: WebhookPostResult) {
  const attempts = row.attempts + 1
  const wait = retryDelay(attempts, webhooksConfig.backoffSeconds)
  const now = DateTime.now()
  await db
    .from('webhook_deliveries')
    .where('id', row.id)
    .update({
      attempts: db.raw('attempts + 1'),
      status: wait === null ? 'failed' : 'pending',
      next_attempt_at: wait === null ? null : sqlTime(now.plus({ seconds: wait })),
      last_status_code: result.status,
      last_error: (result.error ?? 'error').slice(0, 255),
      locked_until: null,
      claim_token: null,
      updated_at: sqlTime(now),
    })
  await db
    .from('webhook_endpoints')
    .where('id', row.endpointId)
    .update({ consecutive_failures: db.raw('consecutive_failures + 1') })
  return pauseIfFailing(row.endpointId)
}

/**
 * Pauses an active endpoint whose failures in a row reached the threshold, and records (same
 * transaction) the outbox event that tells its owner: only the call that paused it tells.
 */
async function pauseIfFailing(endpointId: number) {
  const outbox = new Outbox()
  const eventId = await db.transaction(async (trx) => {
    const paused = affected(
      await trx
        .from('webhook_endpoints')
        .where('id', endpointId)
        .where('status', 'active')
        .where('consecutive_failures', '>=', webhooksConfig.pauseAfterFailures)
        .update({ status: 'paused', paused_at: sqlTime(), updated_at: sqlTime() })
    )
    if (paused === 0) return null
    const endpoint = await trx
      .from('webhook_endpoints')
      .where('id', endpointId)
      .select('id', 'store_id', 'url', 'consecutive_failures')
      .first()
    const payload: WebhookPausedPayload = {
      endpointId,
      storeId: Number(endpoint.store_id),
      url: endpoint.url,
      failures: Number(endpoint.consecutive_failures),
    }
    return outbox.record(trx, WEBHOOK_PAUSED, { ...payload })
  })
  if (eventId === null) return false
  outbox.deliverSoon(eventId, { webhookEndpointId: endpointId })
  return true
}

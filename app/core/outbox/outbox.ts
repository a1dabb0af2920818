import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * The transactional outbox. A change that users must hear about (a new request reaching the
 * vendors' notifications, WhatsApp and e-mail…) writes its event with `recordOutboxEvent` inside
 * the change's own transaction, so the event exists exactly when the change does. Delivery:
 *
 * - right after the commit, the process that made the change delivers it (`deliverOutboxEvent`),
 *   so notifications stay immediate and live counts reach the browsers. Actions start it with
 *   `Outbox.deliverSoon` and answer without waiting for it: the user's answer never waits on the
 *   notifications of others (their rows, WhatsApp and e-mail jobs are durable writes of their
 *   own). `outboxSettled()` waits for the deliveries under way (the app's shutdown, the tests);
 * - the queue worker runs `RelayOutbox` when it starts and every 10 seconds (app/core/jobs/
 *   relay_outbox.ts): any event still undelivered after a few seconds (the process died after
 *   the commit, a handler failed) is delivered then, with retries and a growing wait.
 *
 * Whoever delivers first claims the event (`locked_until`), so two deliverers never run it at the
 * same time; a claim that outlives its holder (killed mid-delivery) expires after a minute.
 * Handlers must be idempotent per recipient (a delivery can be retried after a partial run): the
 * notification handlers key every row and every send on (event, recipient).
 */
export interface OutboxEvent<Payload = Record<string, unknown>> {
  id: number
  name: string
  payload: Payload
  attempts: number
}

export type OutboxHandler = (event: OutboxEvent<any>) => Promise<unknown>

const handlers = new Map<string, (() => Promise<OutboxHandler>)[]>()

/** A module reacts to an event name (start/events.ts wires them, lazily loaded). */
export function onOutboxEvent(name: string, load: () => Promise<OutboxHandler>) {
  handlers.set(name, [...(handlers.get(name) ?? []), load])
}

const CLAIM_SECONDS = 60
const MAX_WAIT_SECONDS = 600

function sqlTime(date: DateTime) {
  return date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}

function affected(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}

/**
 * The outbox as a service, for actions to inject (tests swap it to play a process that dies
 * right after its commit).
 */
export class Outbox {
  /**
   * The events this instance recorded (one action's): its own delivery hands them over instead
   * of reading them back. An event whose transaction rolled back is never delivered and goes
   * with the instance.
   */
  #recorded = new Map<number, KnownEvent>()

  async record(trx: TransactionClientContract, name: string, payload: Record<string, unknown>) {
    const id = await recordOutboxEvent(trx, name, payload)
    // as the table keeps it (a JSON text), so the handlers see what the relay would hand them
    this.#recorded.set(id, { name, payload: JSON.parse(JSON.stringify(payload)) })
    return id
  }

  deliver(id: number) {
    const known = this.#recorded.get(id)
    this.#recorded.delete(id)
    return deliverOutboxEvent(id, known)
  }

  /**
   * Starts delivering the event now, in the background: the caller answers without waiting. A
   * failure is logged and left to the relay (the event stays undelivered in the table).
   */
  deliverSoon(id: number, context: Record<string, unknown> = {}) {
    const delivery: Promise<unknown> = this.deliver(id)
      .catch((error) => {
        logger.error(
          { err: error, outboxEventId: id, ...context },
          'outbox: immediate delivery failed'
        )
      })
      .finally(() => underWay.delete(delivery))
    underWay.add(delivery)
  }

  relay(options?: { olderThanSeconds?: number; limit?: number }) {
    return relayPendingOutboxEvents(options)
  }
}

/** The deliveries `deliverSoon` started and that have not ended yet. */
const underWay = new Set<Promise<unknown>>()

/** Resolves once every delivery under way (and any it led to) has ended. */
export async function outboxSettled() {
  while (underWay.size > 0) await Promise.allSettled([...underWay])
}

/** Writes the event with the change's transaction; answers its id. */
export async function recordOutboxEvent(
  trx: TransactionClientContract,
  name: string,
  payload: Record<string, unknown>
) {
  const [id] = await trx
    .insertQuery()
    .table('outbox_events')
    .insert({
      name,
      payload: JSON.stringify(payload),
      attempts: 0,
      created_at: sqlTime(DateTime.now()),
    })
  return Number(id)
}

export type DeliveryResult = 'delivered' | 'claimed_elsewhere' | 'failed'

async function readEvent(id: number): Promise<OutboxEvent> {
  const row = await db.from('outbox_events').where('id', id).first()
  return {
    id: Number(row.id),
    name: row.name,
    payload: JSON.parse(row.payload),
    attempts: Number(row.attempts),
  }
}

async function storedAttempts(id: number) {
  const row = await db.from('outbox_events').where('id', id).select('attempts').first()
  return Number(row?.attempts ?? 1)
}

/** An event's name and payload, as the process that recorded it knows them. */
interface KnownEvent {
  name: string
  payload: Record<string, unknown>
}

/**
 * Delivers one event if nobody else holds it and it is not done. A failing handler leaves it
 * for the relay, which retries after 10 s, 20 s, 40 s… (at most 10 minutes apart). `known`: the
 * event as its recorder wrote it (Outbox.deliver, right after the commit), so it is not read
 * back; its `attempts` is then 1 — the recorder's claim is the first — and a failure reads the
 * stored count for the wait.
 */
export async function deliverOutboxEvent(id: number, known?: KnownEvent): Promise<DeliveryResult> {
  const now = DateTime.now()
  const claimed = affected(
    await db
      .from('outbox_events')
      .where('id', id)
      .whereNull('processed_at')
      .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<', sqlTime(now)))
      .update({
        locked_until: sqlTime(now.plus({ seconds: CLAIM_SECONDS })),
        attempts: db.raw('attempts + 1'),
      })
  )
  if (claimed === 0) return 'claimed_elsewhere'

  const event: OutboxEvent = known ? { id, ...known, attempts: 1 } : await readEvent(id)
  try {
    for (const [index, load] of (handlers.get(event.name) ?? []).entries()) {
      // a turn of the event loop before each next handler: what the previous one started in the
      // background (a webhook fan-out's first connections) goes out before this one's queries,
      // which on SQLite (a synchronous driver) hold the loop while they run
      if (index > 0) await nextTurn()
      const handle = await load()
      await handle(event)
    }
    await db
      .from('outbox_events')
      .where('id', id)
      .update({ processed_at: sqlTime(DateTime.now()), locked_until: null, last_error: null })
    return 'delivered'
  } catch (error) {
    // a known event's count is the stored one (its recorder's claim may not be the first)
    const attempts = known ? await storedAttempts(id) : event.attempts
    const wait = Math.min(10 * 2 ** Math.max(attempts - 1, 0), MAX_WAIT_SECONDS)
    logger.error({ err: error, outboxEventId: id, name: event.name }, 'outbox: delivery failed')
    await db
      .from('outbox_events')
      .where('id', id)
      .update({
        locked_until: sqlTime(DateTime.now().plus({ seconds: wait })),
        last_error: String((error as Error)?.message ?? error).slice(0, 2000),
      })
    return 'failed'
  }
}

/**
 * Delivers what was left behind: events older than `olderThanSeconds` (the process that
 * committed them normally delivers them first) that nobody holds. Answers how many it delivered.
 */
export async function relayPendingOutboxEvents({
  olderThanSeconds = 5,
  limit = 200,
}: { olderThanSeconds?: number; limit?: number } = {}) {
  const now = DateTime.now()
  const rows = await db
    .from('outbox_events')
    .select('id')
    .whereNull('processed_at')
    .where('created_at', '<=', sqlTime(now.minus({ seconds: olderThanSeconds })))
    .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<', sqlTime(now)))
    .orderBy('id', 'asc')
    .limit(limit)
  let delivered = 0
  for (const row of rows) {
    if ((await deliverOutboxEvent(Number(row.id))) === 'delivered') delivered += 1
  }
  return delivered
}

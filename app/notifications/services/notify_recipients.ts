import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { DateTime } from 'luxon'
import { chunks } from '#core/rules/chunks'
import type { Job } from '@adonisjs/queue'
import type NotificationPush from '#notifications/services/notification_push'
import type { MessageJob, MessageJobPayload } from '#notifications/jobs/message_job'

/** One notice of an outbox handler, the same for each of its recipients. */
export interface RecipientsNotice<Payload extends MessageJobPayload> {
  /** Who is told: each once (a repeated id counts once). */
  userIds: number[]
  /**
   * The delivery's key (the outbox event, e.g. `order-status:${event.id}`): each recipient's
   * notification and sends are keyed on `${key}:u${userId}`.
   */
  key: string
  topic: string
  message: string
  url: string | null
  /** The notification's payload (stored as JSON). */
  payload: Record<string, unknown>
  /**
   * The message job sending the WhatsApp message and the e-mail, one per recipient; none for an
   * in-app notice only (a report export ready to download).
   */
  job?: (abstract new (...args: any[]) => MessageJob<Payload>) & Pick<typeof Job, 'dispatchMany'>
  jobPayload?: (userId: number, dedupeKey: string) => Payload
  /** What a failed push of the counts is logged with, and its module ('notifications'). */
  logContext?: Record<string, unknown>
  logScope?: string
}

/**
 * What every notifying outbox handler does for its recipients (NotifyVendorsOfNewRequest,
 * NotifyBuyerOfQuotation, NotifyStoreOfOrder, NotifyOrderStatus, NotifyStoreOfInfraction):
 * - one queue notification each, written in multi-row INSERTs of at most INSERT_CHUNK rows
 *   (SQLite refuses more than 500 rows in one; `#core/rules/chunks`);
 * - then the new counts on each one's channel `users/{id}/notifications` (one grouped query; a
 *   failure is logged, never thrown);
 * - side by side, one message job each (dispatched in batches) for WhatsApp and e-mail, when
 *   the notice has a `job` (an in-app notice has none), in batches of INSERT_CHUNK jobs.
 * The outbox may deliver an event more than once: each notification and each send is keyed on
 * (event, recipient) — `dedupe_key` — so a person is told once whatever happens. A failure to
 * write or dispatch is thrown: the outbox retries the event. Returns the ids told.
 */
export async function notifyRecipients<Payload extends MessageJobPayload>(
  push: NotificationPush,
  notice: RecipientsNotice<Payload>
): Promise<number[]> {
  const userIds = [...new Set(notice.userIds)]
  if (userIds.length === 0) return []
  const dedupeKey = (userId: number) => `${notice.key}:u${userId}`
  const now = DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
  const payload = JSON.stringify(notice.payload)
  const rows = userIds.map((userId) => ({
    user_id: userId,
    topic: notice.topic,
    message: notice.message,
    url: notice.url,
    payload,
    read_at: null,
    done_at: null,
    created_at: now,
    dedupe_key: dedupeKey(userId),
  }))
  const written = (async () => {
    for (const [index, slice] of chunks(rows).entries()) {
      // a turn of the event loop between slices: on SQLite (a synchronous driver) thousands of
      // rows would otherwise hold it, and the sends started before (webhooks) with it
      if (index > 0) await nextTurn()
      await db
        .table('queue_notifications')
        .multiInsert(slice)
        .knexQuery.onConflict('dedupe_key')
        .ignore()
    }
  })()
  const dispatched = async () => {
    if (!notice.job || !notice.jobPayload) return
    const jobs = userIds.map((userId) => notice.jobPayload!(userId, dedupeKey(userId)))
    // the database queue writes a batch as one multi-row INSERT: the same limit
    for (const slice of chunks(jobs)) await notice.job.dispatchMany(slice).run()
  }
  await Promise.all([
    written.then(() =>
      push.countsChanged(userIds).catch((error) => {
        const scope = notice.logScope ?? 'notifications'
        logger.error(
          { err: error, ...notice.logContext },
          `${scope}: could not push the new counts`
        )
      })
    ),
    dispatched(),
  ])
  return userIds
}

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import queue from '@adonisjs/queue/services/main'
import { DateTime } from 'luxon'
import { NOTIFICATION_TOPICS as T } from '#notifications/rules/topics'
import { freshDatabase } from '#tests/helpers/database'
import { ids, submit, world } from '#tests/helpers/vendor_world'

const EXTRA_ADVISERS = 520

/**
 * `count` vendor users made active advisers of `storeId`, written in bulk (a few statements,
 * each under SQLite's 500 rows per INSERT): a request then reaches each of them.
 */
async function manyAdvisers(storeId: number, count: number) {
  const now = DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
  const stamp = Date.now()
  const emails = Array.from({ length: count }, (_, n) => `asesor.${stamp}.${n}@example.com`)
  for (let start = 0; start < count; start += 250) {
    await db.table('users').multiInsert(
      emails.slice(start, start + 250).map((email, n) => ({
        full_name: `Asesor masivo ${start + n + 1}`,
        email,
        country_code: 'CO',
        user_kind: 'vendor',
        is_vendor: true,
        created_at: now,
      }))
    )
  }
  const users = await db.from('users').whereIn('email', emails).select('id')
  for (let start = 0; start < users.length; start += 250) {
    await db.table('store_advisers').multiInsert(
      users.slice(start, start + 250).map((user, n) => ({
        store_id: storeId,
        user_id: user.id,
        name: `Asesor masivo ${start + n + 1}`,
        is_active: true,
        created_at: now,
      }))
    )
  }
  return users.map((user) => Number(user.id))
}

test.group('New request: notifications to more than 500 vendors', (group) => {
  freshDatabase(group)

  test('a request reaching 523 vendor users tells each once, and the event is delivered', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await world()
    const storeA = await db.from('stores').where('user_id', w.ownerA.id).select('id').firstOrFail()
    const advisers = await manyAdvisers(Number(storeA.id), EXTRA_ADVISERS)
    const fake = queue.fake()
    cleanup(() => queue.restore())

    const request = await submit(client, w.buyer, w.body())

    const expected = [...ids(w.told), ...advisers].sort((a, b) => a - b)
    assert.isAbove(expected.length, 500)
    const told = await db
      .from('queue_notifications')
      .where('topic', T.newQuotationRequest)
      .orderBy('user_id', 'asc')
      .select('user_id')
    assert.deepEqual(
      told.map((row) => Number(row.user_id)),
      expected,
      'one notification per vendor user, none missing past the 500th'
    )
    const event = await db
      .from('outbox_events')
      .where('name', 'quotations.request_created')
      .select('processed_at', 'last_error')
      .firstOrFail()
    assert.isNull(event.last_error)
    assert.isNotNull(event.processed_at, 'the event is delivered, not retried forever')
    // one message job per vendor user (in batches), and the buyer's receipt
    fake.assertPushedCount(expected.length + 1)
    fake.assertPushed('SendNewRequestToVendor', {
      payload: (payload: any) =>
        payload.requestId === request.id && payload.userId === advisers[advisers.length - 1],
    })
  })
})

import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import OutboxMessage from '#core/models/outbox_message'
import { Outbox } from '#core/outbox/outbox'
import RelayOutbox from '#core/jobs/relay_outbox'
import QueueNotification from '#notifications/models/queue_notification'
import QuotationRequest from '#quotations/models/quotation_request'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import { freshDatabase } from '#tests/helpers/database'
import { makeBuyer } from '#tests/helpers/requests'
import { outboxTo, submit, SUBMIT, world } from '#tests/helpers/vendor_world'

/**
 * Nothing lost, nothing twice: the vendors' notifications, WhatsApp messages and e-mails of a
 * new request travel through the transactional outbox (app/core/outbox).
 */

/** A process that dies right after its commit: the event is written, never delivered. */
class DiesAfterCommit extends Outbox {
  async deliver() {
    return 'claimed_elsewhere' as const
  }
}

/** What each eligible vendor received: notifications of this request, messages of all. */
async function received(w: Awaited<ReturnType<typeof world>>, requestId: number) {
  const result = []
  for (const vendor of w.told) {
    const notifications = await QueueNotification.query()
      .where('user_id', vendor.id)
      .where('url', `/repuestosGo/quotationRequest/${requestId}`)
    result.push({
      vendor: vendor.fullName,
      notifications: notifications.length,
      whatsapp: vendor.mobileVerified
        ? (await outboxTo(`57${vendor.mobile}`, 'whatsapp')).length
        : 0,
      email: (await outboxTo(vendor.email, 'email')).length,
    })
  }
  return result
}

/** One notification of the request each, and `requests` messages per channel in all. */
function once(w: Awaited<ReturnType<typeof world>>, requests = 1) {
  return w.told.map((vendor) => ({
    vendor: vendor.fullName,
    notifications: 1,
    whatsapp: vendor.mobileVerified ? requests : 0,
    email: requests,
  }))
}

async function relayAsTheWorkerDoes() {
  const job = await app.container.make(RelayOutbox)
  // the worker's relay takes events older than a few seconds; here: all of them
  await db.from('outbox_events').update({ created_at: '2000-01-01 00:00:00' })
  await job.execute()
  return job.delivered
}

test.group('Transactional outbox', (group) => {
  freshDatabase(group)
  group.each.teardown(() => app.container.restoreAll())

  test('20 parallel submits with one key: one request, vendors told once, 19 replays', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const body = w.body({ idempotency_key: '11111111-1111-4111-8111-111111111111' })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post(SUBMIT).json(body).loginAs(w.buyer).withCsrfToken().accept('json')
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 200).length, 19, String(statuses))
    const created = responses.filter((response) => response.status() === 201)
    assert.lengthOf(created, 1)
    const id = created[0].body().data.id
    for (const response of responses) {
      assert.equal(response.body().data.id, id)
      assert.equal(response.body().replayed, response.status() === 200)
    }
    assert.lengthOf(await QuotationRequest.all(), 1)
    assert.deepEqual(await received(w, id), once(w))
  }).timeout(60_000)

  test("another account's key is refused with 409 and creates nothing", async ({
    client,
    assert,
  }) => {
    const w = await world()
    await submit(
      client,
      w.buyer,
      w.body({ idempotency_key: '22222222-2222-4222-8222-222222222222' })
    )
    const other = await makeBuyer()
    const response = await client
      .post(SUBMIT)
      .json(w.body({ idempotency_key: '22222222-2222-4222-8222-222222222222' }))
      .loginAs(other)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(409)
    assert.match(response.body().message, /otra cuenta/)
    assert.lengthOf(await QuotationRequest.all(), 1)
  })

  test('killed after the commit: the restarted worker delivers every event exactly once', async ({
    client,
    assert,
  }) => {
    const w = await world()
    app.container.swap(Outbox, () => new DiesAfterCommit())
    const first = await submit(
      client,
      w.buyer,
      w.body({ idempotency_key: '33333333-3333-4333-8333-333333333333' })
    )
    const second = await submit(
      client,
      w.buyer,
      w.body({ idempotency_key: '44444444-4444-4444-8444-444444444444' })
    )
    app.container.restore(Outbox)

    assert.equal(
      await QueueNotification.query()
        .count('* as n')
        .then(([r]) => Number(r.$extras.n)),
      0
    )
    assert.equal(
      (
        await OutboxMessage.query()
          .whereNot('channel', 'whatsapp')
          .whereNot('recipient', w.buyer.email!)
      ).length,
      0
    )

    assert.equal(await relayAsTheWorkerDoes(), 2)
    assert.deepEqual(await received(w, first.id), once(w, 2))
    assert.deepEqual(await received(w, second.id), once(w, 2))

    // the worker restarts again (or two relays overlap): nothing more goes out
    assert.equal(await relayAsTheWorkerDoes(), 0)
    await db.from('outbox_events').update({ processed_at: null, locked_until: null })
    assert.equal(await relayAsTheWorkerDoes(), 2, 'a redelivered event')
    assert.deepEqual(await received(w, first.id), once(w, 2))
    assert.deepEqual(await received(w, second.id), once(w, 2))
  }).timeout(60_000)

  test('a delivery that fails is retried by the relay and still tells each vendor once', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const real = await app.container.make(EligibleVendorsQuery)
    // the database fails while the request is answered (the best-effort live push and the
    // delivery after the commit both meet it), then recovers before the relay runs
    let healthy = false
    app.container.swap(EligibleVendorsQuery, () => {
      return {
        handle: async (requestId: number) => {
          if (!healthy) throw new Error('base de datos ocupada')
          return real.handle(requestId)
        },
      } as unknown as EligibleVendorsQuery
    })
    const request = await submit(
      client,
      w.buyer,
      w.body({ idempotency_key: '55555555-5555-4555-8555-555555555555' })
    )
    const [event] = await db.from('outbox_events')
    assert.isNull(event.processed_at)
    assert.include(event.last_error, 'base de datos ocupada')

    healthy = true
    await db.from('outbox_events').update({ locked_until: null })
    assert.equal(await relayAsTheWorkerDoes(), 1)
    assert.deepEqual(await received(w, request.id), once(w))
  }).timeout(60_000)
})

import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { Outbox, outboxSettled } from '#core/outbox/outbox'
import RelayOutbox from '#core/jobs/relay_outbox'
import type User from '#users/models/user'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import { freshDatabase } from '#tests/helpers/database'
import { detailFixtures } from '#tests/helpers/vendor_detail'
import { outboxTo } from '#tests/helpers/vendor_world'
import { eventually, SseSession } from '#tests/helpers/sse'
import { GatedOutbox, waitForOutbox } from '#tests/helpers/outbox'
import { rows, send, sendBody, vendorsOf } from './quotations_helpers.js'

/** A process that dies right after its commit: the event is written, never delivered. */
class DiesAfterCommit extends Outbox {
  async deliver() {
    return 'claimed_elsewhere' as const
  }
}

/** What the buyer received about quotations: notifications, WhatsApp messages, e-mails. */
async function received(buyer: User) {
  return {
    notifications: (
      await rows('queue_notifications', { user_id: buyer.id, topic: 'QR.newQuotation.' })
    ).length,
    whatsapp: (await outboxTo(`57${buyer.mobile}`, 'whatsapp')).length,
    email: (await outboxTo(buyer.email, 'email')).length,
  }
}

async function relayEverything() {
  const job = await app.container.make(RelayOutbox)
  await db.from('outbox_events').update({ created_at: '2000-01-01 00:00:00' })
  await job.execute()
  return job.delivered
}

test.group('Buyer notified of a quotation through the outbox', (group) => {
  freshDatabase(group)
  group.each.teardown(() => app.container.restoreAll())

  test('a sent quotation tells the buyer exactly once, in the app, by WhatsApp and by e-mail', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures()
    const response = await send(client, vendor.owner, sendBody(request))
    response.assertStatus(201)
    const code = response.body().data.code
    assert.deepEqual(await received(buyer), { notifications: 1, whatsapp: 1, email: 1 })
    const [notice] = await rows('queue_notifications', { user_id: buyer.id })
    assert.equal(notice.url, `/repuestosGo/quotationRequestDetail/${request.id}`)
    assert.equal(
      notice.message,
      `Recibiste la cotización Nº ${code} de ${vendor.store.name} para tu solicitud Nº ${request.code}`
    )
    const [whatsapp] = await outboxTo(`57${buyer.mobile}`, 'whatsapp')
    assert.include(whatsapp.body, `/repuestosGo/quotationRequestDetail/${request.id}`)
    assert.notInclude(whatsapp.body, 'BP-1234', 'never the part number')
    const [email] = await outboxTo(buyer.email, 'email')
    assert.equal(email.subject, `Nueva cotización para tu solicitud Nº ${request.code}`)

    // the same event delivered again (a retry): nobody is told twice
    await db.from('outbox_events').update({ processed_at: null, locked_until: null })
    assert.equal(await relayEverything(), 1)
    assert.deepEqual(await received(buyer), { notifications: 1, whatsapp: 1, email: 1 })
  })

  test('a replayed send answers the first quotation and emits nothing', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer, brand } = await detailFixtures()
    const body = sendBody(request, { idempotency_key: '66666666-6666-4666-8666-666666666666' })
    const first = await send(client, vendor.owner, body)
    first.assertStatus(201)
    const replay = await send(client, vendor.owner, body)
    replay.assertStatus(200)
    assert.isTrue(replay.body().replayed)
    assert.equal(replay.body().data.id, first.body().data.id)
    const viaHeader = await client
      .post('/api/repuestosGo/Quotation')
      .json({ ...body, idempotency_key: undefined })
      .header('Idempotency-Key', '66666666-6666-4666-8666-666666666666')
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    viaHeader.assertStatus(200)
    assert.equal(viaHeader.body().data.id, first.body().data.id)
    assert.lengthOf(await rows('outbox_events'), 1)
    assert.deepEqual(await received(buyer), { notifications: 1, whatsapp: 1, email: 1 })

    // another vendor who may quote the request, with the same key
    const [stranger] = await vendorsOf(brand, 1)
    const taken = await send(client, stranger.owner, body)
    taken.assertStatus(409)
    assert.match(taken.body().message, /otra cuenta/)
  })

  test('killed after the commit: the worker relays the event and the buyer is told once', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures()
    app.container.swap(Outbox, () => new DiesAfterCommit())
    ;(await send(client, vendor.owner, sendBody(request))).assertStatus(201)
    app.container.restore(Outbox)
    assert.deepEqual(await received(buyer), { notifications: 0, whatsapp: 0, email: 0 })
    assert.equal(await relayEverything(), 1)
    assert.equal(await relayEverything(), 0)
    assert.deepEqual(await received(buyer), { notifications: 1, whatsapp: 1, email: 1 })
  })

  test('the send answers without waiting for the delivery, which then tells the buyer once', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures()
    const outbox = new GatedOutbox()
    app.container.swap(Outbox, () => outbox)
    waitForOutbox.afterEachRequest = false
    try {
      ;(await send(client, vendor.owner, sendBody(request))).assertStatus(201)
      assert.equal(outbox.started, 1, 'the delivery started with the answer')
      assert.deepEqual(await received(buyer), { notifications: 0, whatsapp: 0, email: 0 })
      outbox.open()
      await outboxSettled()
    } finally {
      waitForOutbox.afterEachRequest = true
      outbox.open()
    }
    assert.deepEqual(await received(buyer), { notifications: 1, whatsapp: 1, email: 1 })
    const [event] = await rows('outbox_events')
    assert.isNotNull(event.processed_at)
    assert.equal(await relayEverything(), 0, 'nothing left for the relay')
  })

  test('the buyer\u2019s open page hears it live: the new counts and the quotation', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures()
    buyer.emailVerified = true
    await buyer.save()
    const session = await new SseSession().login(buyer.email!, FACTORY_PASSWORD)
    await session.open()
    assert.equal(await session.subscribe(`users/${buyer.id}/notifications`), 204)
    try {
      const response = await send(client, vendor.owner, sendBody(request))
      response.assertStatus(201)
      const heard = await eventually(() =>
        session.messages.some((message) => message.payload?.type === 'quotationReceived')
      )
      assert.isTrue(heard, JSON.stringify(session.messages))
      const pushed = session.messages.find((m) => m.payload?.type === 'quotationReceived')!
      assert.deepEqual(pushed.payload, {
        type: 'quotationReceived',
        kind: 'sent',
        requestId: request.id,
        quotationId: response.body().data.id,
        quotationsCount: 1,
      })
      assert.isTrue(
        session.messages.some(
          (m) => m.payload?.type === 'notificationCounts' && m.payload.counts.total === 1
        )
      )
    } finally {
      session.close()
    }
  }).timeout(30_000)
})

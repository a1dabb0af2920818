import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import queue from '@adonisjs/queue/services/main'
import { appUrl } from '#config/app'
import OutboxMessage from '#core/models/outbox_message'
import { OutboxWhatsAppSender } from '#core/services/messaging/outbox_drivers'
import {
  WhatsAppSender,
  type WhatsAppMessage,
  type WhatsAppSendResult,
} from '#core/services/messaging/contracts'
import QueueNotification from '#notifications/models/queue_notification'
import SendNewRequestToVendor from '#notifications/jobs/send_new_request_to_vendor'
import NotificationPush from '#notifications/services/notification_push'
import { NOTIFICATION_TOPICS as T } from '#notifications/rules/topics'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { wizardFixtures } from '#tests/helpers/wizard'
import { makeNotification, NOTIFICATIONS_API } from '#tests/helpers/notifications'
import { eventually, SseSession } from '#tests/helpers/sse'
import { ids, outboxTo, submit, world } from '#tests/helpers/vendor_world'

/** A WhatsApp driver whose service is down for some numbers. */
class FailingForSomeWhatsApp extends WhatsAppSender {
  private outbox = new OutboxWhatsAppSender()
  constructor(private failing: string[]) {
    super()
  }
  async send(message: WhatsAppMessage): Promise<WhatsAppSendResult> {
    if (this.failing.includes(message.to)) throw new Error('WhatsApp no responde')
    return this.outbox.send(message)
  }
}

test.group('New request: notifications to the vendors who may quote it', (group) => {
  freshDatabase(group)

  test('one notification per eligible vendor user, with the request and its page', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const request = await submit(client, w.buyer, w.body())

    const rows = await QueueNotification.query()
      .where('topic', T.newQuotationRequest)
      .orderBy('user_id')
    assert.deepEqual(
      rows.map((row) => row.userId),
      ids(w.told)
    )
    for (const row of rows) {
      assert.equal(row.topic, T.newQuotationRequest)
      assert.equal(
        row.message,
        `Nueva solicitud de cotización Nº ${request.code}: Mazda 3 Touring 2019`
      )
      assert.equal(row.url, `/repuestosGo/quotationRequest/${request.id}`)
      assert.deepEqual(row.payload, { quotationRequestId: request.id, code: request.code })
      assert.isNull(row.doneAt)
    }

    const count = await client
      .get(`${NOTIFICATIONS_API}/QR.newQuotationRequest./countByTopic`)
      .loginAs(w.ownerA)
      .accept('json')
    assert.equal(count.body().data.count, 1)
    const buyerCount = await client
      .get(`${NOTIFICATIONS_API}/QR.newQuotationRequest./countByTopic`)
      .loginAs(w.buyer)
      .accept('json')
    assert.equal(buyerCount.body().data.count, 0, 'the buyer is not told of their own request')
    // …only of its receipt (NotifyBuyerOfRequest, tests/functional/notifications/request_receipt)
    const receipt = await QueueNotification.query().where('user_id', w.buyer.id).firstOrFail()
    assert.equal(receipt.topic, T.requestReceived)
  })

  test('each vendor told gets the new counts live on their own channel', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await world()
    const sessions = new Map<number, SseSession>()
    for (const user of [w.ownerA, w.ownerC]) {
      const session = await new SseSession().login(user.email!, 'Secreta2026')
      await session.open()
      assert.equal(await session.subscribe(`users/${user.id}/notifications`), 204)
      sessions.set(user.id, session)
    }
    cleanup(() => sessions.forEach((session) => session.close()))

    await submit(client, w.buyer, w.body())
    const told = sessions.get(w.ownerA.id)!
    assert.isTrue(await eventually(() => told.messages.length > 0))
    assert.deepEqual(told.messages[0], {
      channel: `users/${w.ownerA.id}/notifications`,
      payload: {
        type: 'notificationCounts',
        counts: { total: 1, cart: 0, messages: 0, byTopic: { [T.newQuotationRequest]: 1 } },
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.lengthOf(sessions.get(w.ownerC.id)!.messages, 0, 'a vendor not told hears nothing')
  })

  test('one job per vendor user is queued; the submit does not wait for the messages', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await world()
    const fake = queue.fake()
    cleanup(() => queue.restore())

    const request = await submit(client, w.buyer, w.body())

    // one per vendor, and the buyer's receipt
    fake.assertPushedCount(4)
    fake.assertPushed('SendRequestReceipt', {
      payload: (payload: any) => payload.userId === w.buyer.id && payload.reach === 'market',
    })
    for (const vendor of w.told) {
      fake.assertPushed('SendNewRequestToVendor', {
        payload: (payload: any) => payload.requestId === request.id && payload.userId === vendor.id,
      })
    }
    fake.assertNotPushed('SendNewRequestToVendor', {
      payload: (payload: any) => [w.ownerC.id, w.ownerD.id, w.buyer.id].includes(payload.userId),
    })
    const vendorMessages = await OutboxMessage.query().whereIn('recipient', [
      w.ownerA.email!,
      `57${w.ownerA.mobile}`,
    ])
    assert.lengthOf(vendorMessages, 0, 'nothing sent before a worker runs the jobs')
    assert.equal(
      await QueueNotification.query()
        .where('topic', T.newQuotationRequest)
        .count('* as n')
        .then(([r]) => Number(r.$extras.n)),
      3
    )
  })

  test('the jobs send WhatsApp (verified numbers only) and e-mail with the link', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const request = await submit(client, w.buyer, w.body())
    const link = `${appUrl}/repuestosGo/quotationRequest/${request.id}`

    for (const vendor of [w.ownerA, w.adviserA]) {
      const [whatsapp, ...more] = await outboxTo(`57${vendor.mobile}`, 'whatsapp')
      assert.lengthOf(more, 0, 'told once')
      assert.include(whatsapp.body, request.code)
      assert.include(whatsapp.body, 'Mazda 3 Touring 2019')
      assert.include(whatsapp.body, 'Medellín')
      assert.include(whatsapp.body, link)
    }
    assert.lengthOf(await outboxTo(`57${w.ownerB.mobile}`, 'whatsapp'), 0, 'unverified number')

    for (const vendor of w.told) {
      const [email, ...more] = await outboxTo(vendor.email, 'email')
      assert.lengthOf(more, 0)
      assert.equal(
        email.subject,
        `Nueva solicitud de cotización Nº ${request.code}: Mazda 3 Touring 2019`
      )
      assert.include(email.body, `Hola ${vendor.fullName}:`)
      assert.include(email.body, '- Pastillas de freno: 2')
      assert.include(email.body, '- Llanta: 4')
      assert.include(email.body, link)
      assert.notInclude(email.body, w.buyer.fullName, 'no buyer data for vendors')
      assert.notInclude(email.body, w.buyer.mobile!)
    }
    for (const outsider of [w.ownerC, w.ownerD]) {
      assert.lengthOf(await outboxTo(outsider.email, 'email'), 0)
      assert.lengthOf(await outboxTo(`57${outsider.mobile}`, 'whatsapp'), 0)
    }
    const toBuyer = await OutboxMessage.query()
      .whereIn('recipient', [w.buyer.email!, `57${w.buyer.mobile}`])
      .where('body', 'like', '%nueva solicitud%')
    assert.lengthOf(toBuyer, 0)
  })

  test('a failing WhatsApp send stops neither the e-mail nor the other vendors', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await world()
    app.container.swap(WhatsAppSender, () => new FailingForSomeWhatsApp([`57${w.ownerA.mobile}`]))
    cleanup(() => app.container.restore(WhatsAppSender))

    const request = await submit(client, w.buyer, w.body())

    assert.lengthOf(await outboxTo(`57${w.ownerA.mobile}`, 'whatsapp'), 0)
    assert.lengthOf(await outboxTo(w.ownerA.email, 'email'), 1, 'the e-mail still goes out')
    assert.lengthOf(await outboxTo(`57${w.adviserA.mobile}`, 'whatsapp'), 1)
    assert.lengthOf(await outboxTo(w.adviserA.email, 'email'), 1)
    assert.lengthOf(await outboxTo(w.ownerB.email, 'email'), 1)
    assert.equal(
      await QueueNotification.query()
        .where('url', `/repuestosGo/quotationRequest/${request.id}`)
        .count('* as n')
        .then(([r]) => Number(r.$extras.n)),
      3
    )
  })

  test('a job whose every send failed fails (to be retried); one that sent something does not', async ({
    assert,
    client,
    cleanup,
  }) => {
    const w = await world()
    const fake = queue.fake()
    cleanup(() => queue.restore())
    const request = await submit(client, w.buyer, w.body())
    fake.assertPushedCount(4)

    app.container.swap(WhatsAppSender, () => new FailingForSomeWhatsApp([`57${w.ownerA.mobile}`]))
    cleanup(() => app.container.restore(WhatsAppSender))
    const run = async (userId: number) => {
      const job = await app.container.make(SendNewRequestToVendor)
      job.$hydrate(
        { requestId: request.id, userId },
        {
          jobId: 'test',
          name: 'SendNewRequestToVendor',
          attempt: 1,
          queue: 'default',
          priority: 5,
          acquiredAt: new Date(),
          stalledCount: 0,
        }
      )
      await job.execute()
      return job
    }
    const partial = await run(w.ownerA.id)
    assert.deepEqual(partial.sent, ['email'])
    assert.deepEqual(
      partial.failures.map((failure) => failure.channel),
      ['whatsapp']
    )

    // ownerA without an e-mail: the only send fails, the job fails
    await w.ownerA.merge({ email: null }).save()
    await assert.rejects(() => run(w.ownerA.id), /No message reached vendor/)
  })

  test('a request nobody may quote notifies no vendor; an earlier notification stays', async ({
    client,
    assert,
    cleanup,
  }) => {
    const fixtures = await wizardFixtures()
    const seller = await makeUser({ isVendor: true })
    const earlier = await makeNotification(seller, { topic: T.newMessage })
    const fake = queue.fake()
    cleanup(() => queue.restore())
    await submit(client, fixtures.buyer, fixtures.body())
    // only the buyer's receipt, which makes no promise: no store serves the request yet
    fake.assertPushedCount(1)
    fake.assertPushed('SendRequestReceipt', {
      payload: (payload: any) =>
        payload.userId === fixtures.buyer.id && payload.reach === 'waiting',
    })
    const rows = await QueueNotification.query().orderBy('id')
    assert.deepEqual(
      rows.map((row) => [row.userId, row.topic]),
      [
        [seller.id, T.newMessage],
        [fixtures.buyer.id, T.requestReceived],
      ]
    )
    assert.equal(rows[0].id, earlier.id)
  })

  test('a failing push neither fails the submit nor stops the messages (it is logged)', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await world()
    class BrokenPush extends NotificationPush {
      async countsChanged(): Promise<never> {
        throw new Error('Transmit caído')
      }
    }
    app.container.swap(NotificationPush, () => new BrokenPush())
    cleanup(() => app.container.restore(NotificationPush))
    const fake = queue.fake()
    cleanup(() => queue.restore())

    const request = await submit(client, w.buyer, w.body())
    assert.isNumber(request.id)
    assert.lengthOf(await QueueNotification.query().where('topic', T.newQuotationRequest), 3)
    fake.assertPushedCount(4)
  })
})

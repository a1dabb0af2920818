import { test } from '@japa/runner'
import { absoluteUrl } from '#core/country/urls'
import db from '@adonisjs/lucid/services/db'
import ChatMessage from '#chat/models/chat_message'
import app from '@adonisjs/core/services/app'
import { deliverOutboxEvent, Outbox } from '#core/outbox/outbox'
import { freshDatabase } from '#tests/helpers/database'
import { outboxTo } from '#tests/helpers/vendor_world'
import { quote } from '#tests/functional/quotations/buyer_detail_helpers'
import {
  chatNotifications,
  chatWorld,
  listAs,
  markRead,
  requestChat,
  say,
  type ChatWorld,
} from './chat_helpers.js'

/**
 * Read marks and notices (doc 1 §4, §7): the receiver marks their own unread messages read
 * (others' ids are skipped, moderators mark nothing), which also marks done their chat
 * notification of that conversation. A message notifies its receiver once — a queue
 * notification 'QR.newMessage.' with their page of the conversation, a WhatsApp message and an
 * e-mail — and not again for 10 minutes while that notice is pending.
 */

/** A store's question opens 'Preguntas del vendedor' on that store's chat. */
const QUESTIONS_PAGE = (id: number, storeId: number) =>
  `/repuestosGo/quotationRequestDetail/${id}?preguntas=${storeId}`
/** A quotation's message opens that quotation's block (with its chat). */
const QUOTATION_BLOCK = (id: number, quotationId: number) =>
  `/repuestosGo/quotationRequestDetail/${id}?section=quotation-${quotationId}`
const STORE_PAGE = (id: number) => `/repuestosGo/quotationRequest/${id}?section=chat`

async function sendAs(client: any, world: ChatWorld, user: ChatWorld['buyer'], message: string) {
  const response = await say(client, user, { ...requestChat(world), message })
  response.assertStatus(201)
  return response.body().data.id as number
}

test.group('Chat read marks', (group) => {
  freshDatabase(group)

  test("the receiver marks only their own unread messages; others' ids are skipped", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const first = await sendAs(client, world, world.seller.owner, '¿Es mecánico?')
    const second = await sendAs(client, world, world.seller.owner, '¿De qué año?')
    const answer = await sendAs(client, world, world.buyer, 'Mecánico, 2019')
    // another store's question to the same buyer, not read here
    const elsewhere = await say(client, world.otherStore.owner, {
      ...requestChat(world, world.otherStore),
      message: '¿Color?',
    })
    elsewhere.assertStatus(201)

    // the vendor cannot mark the buyer's messages, nor the buyer their own answer
    const byVendor = await markRead(client, world.seller.owner, [first, second])
    byVendor.assertStatus(200)
    assert.deepEqual(byVendor.body().data.ids, [])
    const marked = await markRead(client, world.buyer, [first, second, answer, 999_999])
    marked.assertStatus(200)
    assert.sameMembers(marked.body().data.ids, [first, second])

    const read = await ChatMessage.query().where('is_read', true).orderBy('id')
    assert.deepEqual(
      read.map((message) => message.id),
      [first, second]
    )
    // already read: nothing more to mark
    const again = await markRead(client, world.buyer, [first, second])
    assert.deepEqual(again.body().data.ids, [])

    const list = await listAs(client, world.seller.owner, requestChat(world))
    assert.deepEqual(
      list.body().data.messages.map((message: any) => [message.id, message.isRead]),
      [
        [first, true],
        [second, true],
        [answer, false],
      ]
    )
    const vendorMarks = await markRead(client, world.seller.owner, [answer])
    assert.deepEqual(vendorMarks.body().data.ids, [answer])
  })

  test('a moderator and staff read without marking', async ({ client, assert }) => {
    const world = await chatWorld()
    const id = await sendAs(client, world, world.seller.owner, '¿Es mecánico?')
    const toModerator = await say(client, world.moderator, {
      ...requestChat(world),
      message: 'Revisa tu solicitud',
      receiverUserId: world.buyer.id,
    })
    toModerator.assertStatus(201)

    for (const admin of [world.moderator, world.staff]) {
      const answer = await markRead(client, admin, [id, toModerator.body().data.id])
      answer.assertStatus(200)
      assert.deepEqual(answer.body().data.ids, [])
    }
    assert.lengthOf(await ChatMessage.query().where('is_read', true), 0)
  })
})

/** A process that dies right after its commit: the event is written, never delivered. */
class DiesAfterCommit extends Outbox {
  async deliver() {
    return 'claimed_elsewhere' as const
  }
}

test.group('Chat notices', (group) => {
  freshDatabase(group)
  group.each.teardown(() => app.container.restoreAll())

  test('a first message tells its receiver once, on their page of the conversation', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    await sendAs(client, world, world.seller.owner, '¿Es mecánico?')

    const [notice, ...more] = await chatNotifications(world.buyer)
    assert.lengthOf(more, 0)
    const url = QUESTIONS_PAGE(world.request.id, world.seller.store.id)
    assert.containsSubset(notice, { topic: 'QR.newMessage.', url, done_at: null })
    assert.equal(
      notice.message,
      `Un vendedor te hizo una pregunta sobre tu solicitud Nº ${world.request.code}`
    )
    // the link opens the buyer's country site on that page
    const link = absoluteUrl(world.buyer.countryCode, url)
    const [whatsapp, ...moreWhatsApp] = await outboxTo(`57${world.buyer.mobile}`, 'whatsapp')
    assert.lengthOf(moreWhatsApp, 0)
    assert.include(whatsapp.body, `Lee la pregunta y responde: ${link}`)
    assert.notInclude(whatsapp.body, 'de Vendedor')
    const [email, ...moreEmail] = await outboxTo(world.buyer.email, 'email')
    assert.lengthOf(moreEmail, 0)
    assert.include(email.body, link)
    assert.include(email.body, `Hola ${world.buyer.fullName}:`)
    // the page answers the groups the dialog opens on: that store's question is there
    const groups = await client
      .get(`/api/repuestosGo/chat/groups/${world.request.id}`)
      .loginAs(world.buyer)
      .accept('json')
    groups.assertStatus(200)
    assert.include(
      groups.body().data.groups.map((one: any) => one.storeId),
      world.seller.store.id
    )
    // the sender is not told of their own message
    assert.lengthOf(await chatNotifications(world.seller.owner), 0)

    // the buyer's answer tells the vendor who asked, on the store's page
    await sendAs(client, world, world.buyer, 'Sí, mecánico')
    const [vendorNotice, ...others] = await chatNotifications(world.seller.owner)
    assert.lengthOf(others, 0)
    assert.equal(vendorNotice.url, STORE_PAGE(world.request.id))
    assert.lengthOf(await chatNotifications(world.seller.advisers[0].account), 0)
    assert.lengthOf(await outboxTo(world.seller.owner.email, 'email'), 1)
  })

  test('a second message within 10 minutes tells nobody again', async ({ client, assert }) => {
    const world = await chatWorld()
    await sendAs(client, world, world.seller.owner, '¿Es mecánico?')
    await sendAs(client, world, world.seller.owner, '¿De qué año?')
    await sendAs(client, world, world.seller.advisers[0].account, '¿Cilindraje?')

    assert.lengthOf(await chatNotifications(world.buyer), 1)
    assert.lengthOf(await outboxTo(`57${world.buyer.mobile}`, 'whatsapp'), 1)
    assert.lengthOf(await outboxTo(world.buyer.email, 'email'), 1)
  })

  test('the window is per conversation: two stores asking within 10 minutes are two notices', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    await sendAs(client, world, world.seller.owner, '¿Es mecánico?')
    const other = await say(client, world.otherStore.owner, {
      ...requestChat(world, world.otherStore),
      message: '¿Qué cilindraje tiene?',
    })
    other.assertStatus(201)
    await sendAs(client, world, world.seller.owner, '¿De qué año?')

    const notices = await chatNotifications(world.buyer)
    assert.lengthOf(notices, 2)
    assert.deepEqual(
      notices.map((notice: any) => JSON.parse(notice.payload).storeId),
      [world.seller.store.id, world.otherStore.store.id]
    )
    assert.lengthOf(await outboxTo(`57${world.buyer.mobile}`, 'whatsapp'), 2)
  })

  test('marking read marks the notice done, and the next message notifies again', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const first = await sendAs(client, world, world.seller.owner, '¿Es mecánico?')
    assert.lengthOf(await chatNotifications(world.buyer), 1)

    const marked = await markRead(client, world.buyer, [first])
    assert.deepEqual(marked.body().data.ids, [first])
    const [done] = await chatNotifications(world.buyer)
    assert.isNotNull(done.done_at)
    assert.isNotNull(done.read_at)

    await sendAs(client, world, world.seller.owner, '¿De qué año?')
    const notices = await chatNotifications(world.buyer)
    assert.lengthOf(notices, 2)
    assert.isNull(notices[1].done_at)
    assert.equal(notices[1].url, QUESTIONS_PAGE(world.request.id, world.seller.store.id))
    assert.lengthOf(await outboxTo(`57${world.buyer.mobile}`, 'whatsapp'), 2)
    assert.lengthOf(await outboxTo(world.buyer.email, 'email'), 2)
  })

  test('a quotation message tells the buyer on the request page', async ({ client, assert }) => {
    const world = await chatWorld()
    const quotation = await quote(world.request, world.seller.store)
    const fields = { kind: 'quotation', transactionId: quotation.id }
    ;(await say(client, world.buyer, { ...fields, message: '¿Tiene garantía?' })).assertStatus(201)
    ;(await say(client, world.seller.owner, { ...fields, message: 'Seis meses' })).assertStatus(201)

    const [toStore] = await chatNotifications(world.seller.owner)
    assert.equal(toStore.url, STORE_PAGE(world.request.id))
    const [toBuyer] = await chatNotifications(world.buyer)
    assert.equal(toBuyer.url, QUOTATION_BLOCK(world.request.id, quotation.id))
    assert.equal(
      toBuyer.message,
      `Tienes un mensaje nuevo de ${world.seller.store.name} sobre la cotización Nº ${quotation.code}`
    )
    assert.equal(
      toStore.message,
      `Tienes un mensaje nuevo del comprador sobre la cotización Nº ${quotation.code}`
    )
  })

  test('a message already read when delivered tells nobody', async ({ client, assert }) => {
    const world = await chatWorld()
    await sendAs(client, world, world.seller.owner, '¿Es mecánico?')
    await db.from('queue_notifications').delete()
    await ChatMessage.query().update({ is_read: true })
    await db.from('outbox_events').update({ processed_at: null, locked_until: null })
    const [event] = await db.from('outbox_events')
    assert.equal(await deliverOutboxEvent(Number(event.id)), 'delivered')
    assert.lengthOf(await chatNotifications(world.buyer), 0)
  })

  test('the same outbox event delivered twice tells the receiver once', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    await sendAs(client, world, world.seller.owner, '¿Es mecánico?')
    const [event, ...others] = await db.from('outbox_events')
    assert.lengthOf(others, 0)
    assert.equal(event.name, 'chat.message_sent')
    assert.isNotNull(event.processed_at)

    await db.from('outbox_events').update({ processed_at: null, locked_until: null })
    assert.equal(await deliverOutboxEvent(Number(event.id)), 'delivered')
    // and twice at the same moment
    await db.from('outbox_events').update({ processed_at: null, locked_until: null })
    const results = await Promise.all([
      deliverOutboxEvent(Number(event.id)),
      deliverOutboxEvent(Number(event.id)),
    ])
    assert.sameMembers(results, ['delivered', 'claimed_elsewhere'])

    assert.lengthOf(await chatNotifications(world.buyer), 1)
    assert.lengthOf(await outboxTo(`57${world.buyer.mobile}`, 'whatsapp'), 1)
    assert.lengthOf(await outboxTo(world.buyer.email, 'email'), 1)
  })

  test('two messages delivered at the same moment tell the receiver once', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    app.container.swap(Outbox, () => new DiesAfterCommit())
    await sendAs(client, world, world.seller.owner, '¿Es mecánico?')
    await sendAs(client, world, world.seller.advisers[0].account, '¿De qué año?')
    app.container.restore(Outbox)
    assert.lengthOf(await chatNotifications(world.buyer), 0)

    // the worker's relay and a second server deliver them side by side
    const events = await db.from('outbox_events').orderBy('id')
    assert.lengthOf(events, 2)
    const results = await Promise.all(events.map((event) => deliverOutboxEvent(Number(event.id))))
    assert.deepEqual(results, ['delivered', 'delivered'])

    assert.lengthOf(await chatNotifications(world.buyer), 1)
    assert.lengthOf(await outboxTo(`57${world.buyer.mobile}`, 'whatsapp'), 1)
    assert.lengthOf(await outboxTo(world.buyer.email, 'email'), 1)
  })
})

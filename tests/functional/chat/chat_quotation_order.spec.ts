import { test } from '@japa/runner'
import ChatMessage from '#chat/models/chat_message'
import { CHAT_TEXTS } from '#chat/rules/chat'
import { freshDatabase } from '#tests/helpers/database'
import { quote } from '#tests/functional/quotations/buyer_detail_helpers'
import { orderWorld } from '#tests/functional/orders/orders_helpers'
import { chatWorld, listAs, say, storedMessages } from './chat_helpers.js'

/**
 * The two other conversations (issue 12; doc 1 §4, doc 3 §6): a quotation's, where the buyer
 * asks and the quoting store answers, and an order's, where both sides write from the start.
 * The store is the record's: another store, or a storeId that is not the record's, is 404.
 */

test.group('Chat permissions: a quotation', (group) => {
  freshDatabase(group)

  test('the store cannot write first; the buyer asks the quoting adviser, the store answers', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const adviser = world.seller.advisers[0].account
    const quotation = await quote(world.request, world.seller.store)
    // the adviser made the quotation: the buyer's question goes to them
    await quotation.merge({ userId: adviser.id }).save()
    const fields = { kind: 'quotation', transactionId: quotation.id }

    const first = await say(client, world.seller.owner, { ...fields, message: 'Hola' })
    first.assertStatus(403)
    assert.equal(first.body().message, CHAT_TEXTS.storeAnswersOnly)
    const storeView = await listAs(client, world.seller.owner, fields)
    storeView.assertStatus(200)
    assert.containsSubset(storeView.body().data.conversation, {
      title: CHAT_TEXTS.quotationTitle,
      storeId: world.seller.store.id,
      canSend: false,
      disabledReason: CHAT_TEXTS.storeAnswersOnly,
      formVisible: false,
    })
    assert.lengthOf(await storedMessages(), 0)

    const buyerView = await listAs(client, world.buyer, fields)
    buyerView.assertStatus(200)
    assert.containsSubset(buyerView.body().data.conversation, {
      canSend: true,
      formVisible: true,
      storeLabel: 'Repuestos El Poblado',
      receiver: { label: 'Repuestos El Poblado' },
    })
    const asked = await say(client, world.buyer, {
      ...fields,
      message: '¿Las pastillas son originales?',
    })
    asked.assertStatus(201)
    const question = await ChatMessage.findOrFail(asked.body().data.id)
    assert.equal(question.receiverUserId, quotation.userId)
    assert.equal(question.receiverUserId, adviser.id)
    assert.equal(question.quotationId, quotation.id)
    assert.equal(question.storeId, world.seller.store.id)

    const answered = await say(client, world.seller.owner, { ...fields, message: 'Sí, de marca' })
    answered.assertStatus(201)
    assert.equal(
      (await ChatMessage.findOrFail(answered.body().data.id)).receiverUserId,
      world.buyer.id
    )
    const byAdviser = await say(client, adviser, { ...fields, message: 'Llegan mañana' })
    byAdviser.assertStatus(201)

    const list = await listAs(client, world.buyer, fields)
    assert.deepEqual(
      list.body().data.messages.map((message: any) => [message.senderRole, message.senderLabel]),
      [
        ['buyer', 'Comprador'],
        ['store', 'Repuestos El Poblado'],
        ['store', 'Repuestos El Poblado'],
      ]
    )
  })

  for (const state of ['expired', 'closed'] as const) {
    test(`the chat of a quotation ${state}: read, never written`, async ({ client, assert }) => {
      const world = await chatWorld()
      const quotation = await quote(world.request, world.seller.store, { states: [state] })
      const fields = { kind: 'quotation', transactionId: quotation.id }

      const sent = await say(client, world.buyer, { ...fields, message: '¿Sigue vigente?' })
      sent.assertStatus(403)
      assert.equal(sent.body().message, CHAT_TEXTS.quotationExpired)
      const list = await listAs(client, world.buyer, fields)
      list.assertStatus(200)
      assert.containsSubset(list.body().data.conversation, {
        canSend: false,
        disabledReason: CHAT_TEXTS.quotationExpired,
      })
      assert.lengthOf(await storedMessages(), 0)
    })
  }

  test("another store, a stranger or a storeId that is not the quotation's get 404", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const quotation = await quote(world.request, world.seller.store)
    const fields = { kind: 'quotation', transactionId: quotation.id }
    ;(await say(client, world.buyer, { ...fields, message: '¿Tiene garantía?' })).assertStatus(201)

    for (const user of [world.otherStore.owner, world.stranger]) {
      ;(await listAs(client, user, fields)).assertStatus(404)
      ;(await say(client, user, { ...fields, message: 'Hola' })).assertStatus(404)
    }
    const mismatch = { ...fields, storeId: world.otherStore.store.id }
    ;(await listAs(client, world.buyer, mismatch)).assertStatus(404)
    ;(await say(client, world.buyer, { ...mismatch, message: 'Hola' })).assertStatus(404)
    ;(await listAs(client, world.seller.owner, mismatch)).assertStatus(404)
    ;(
      await listAs(client, world.buyer, { ...fields, storeId: world.seller.store.id })
    ).assertStatus(200)
    ;(
      await listAs(client, world.buyer, { ...fields, transactionId: quotation.id + 1000 })
    ).assertStatus(404)
    assert.lengthOf(await storedMessages(), 1)
  })
})

test.group('Chat permissions: an order', (group) => {
  freshDatabase(group)

  test('the buyer and the selling store both write, from either side first', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, order } = await orderWorld()
    const fields = { kind: 'order', transactionId: order.id }

    const byStore = await say(client, seller.advisers[1].account, {
      ...fields,
      message: 'Tu pedido sale hoy',
    })
    byStore.assertStatus(201)
    const byBuyer = await say(client, buyer, { ...fields, message: 'Gracias, ¿a qué hora?' })
    byBuyer.assertStatus(201)
    const byOwner = await say(client, seller.owner, { ...fields, message: 'En la tarde' })
    byOwner.assertStatus(201)

    const stored = await storedMessages()
    assert.deepEqual(
      stored.map((message) => [
        message.senderUserId,
        message.receiverUserId,
        message.cartShoppingHeaderId,
        message.storeId,
      ]),
      [
        [seller.advisers[1].account.id, buyer.id, order.id, seller.store.id],
        [buyer.id, seller.advisers[1].account.id, order.id, seller.store.id],
        [seller.owner.id, buyer.id, order.id, seller.store.id],
      ]
    )
    const list = await listAs(client, buyer, fields)
    list.assertStatus(200)
    assert.containsSubset(list.body().data.conversation, {
      title: CHAT_TEXTS.orderTitle,
      storeId: seller.store.id,
      canSend: true,
      formVisible: true,
      channel: `chat/order/${order.id}/${seller.store.id}`,
    })
    assert.lengthOf(list.body().data.messages, 3)
    const sale = await listAs(client, seller.advisers[0].account, fields)
    sale.assertStatus(200)
    assert.isTrue(sale.body().data.conversation.showContactNotice)
  })

  test('a new order chat: the buyer writes first to the store owner', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, order } = await orderWorld()
    const sent = await say(client, buyer, {
      kind: 'order',
      transactionId: order.id,
      message: '¿Ya despacharon?',
    })
    sent.assertStatus(201)
    assert.equal(
      (await ChatMessage.findOrFail(sent.body().data.id)).receiverUserId,
      seller.owner.id
    )
  })

  test('another store, another buyer and a wrong storeId get 404', async ({ client, assert }) => {
    const { buyer, otherBuyer, seller, otherStore, order } = await orderWorld()
    const fields = { kind: 'order', transactionId: order.id }
    ;(await say(client, seller.owner, { ...fields, message: 'Despachado' })).assertStatus(201)

    for (const user of [otherStore.owner, otherBuyer]) {
      ;(await listAs(client, user, fields)).assertStatus(404)
      ;(await say(client, user, { ...fields, message: 'Hola' })).assertStatus(404)
    }
    ;(await listAs(client, buyer, { ...fields, storeId: otherStore.store.id })).assertStatus(404)
    ;(
      await listAs(client, otherStore.owner, { ...fields, storeId: otherStore.store.id })
    ).assertStatus(404)
    assert.lengthOf(await storedMessages(), 1)
  })
})

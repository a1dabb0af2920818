import { test } from '@japa/runner'
import { ChatMessageFactory } from '#database/factories/chat_message_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeRequest } from '#tests/helpers/requests'
import { quote } from '#tests/functional/quotations/buyer_detail_helpers'
import { CHAT, chatWorld, getAs, listAs, markRead, requestChat, say } from './chat_helpers.js'

/**
 * The buyer's 'Preguntas del vendedor' / 'Historial de Mensajes' (doc 3 §2.5, §4.3): one group
 * per store that asked, 'Vendedor n' in the order they first asked, with the buyer's unread
 * count; a store that quoted has its chat on its quotation and leaves the list.
 */

test.group('Chat groups of a request', (group) => {
  freshDatabase(group)

  test('Vendedor 1, Vendedor 2 in the order they first asked, with unread counts', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const ask = async (user: typeof world.buyer, store = world.seller, message = '¿Qué año?') =>
      (await say(client, user, { ...requestChat(world, store), message })).assertStatus(201)
    // the store created second asks first: it is 'Vendedor 1'
    await ask(world.otherStore.owner, world.otherStore)
    await ask(world.seller.owner)
    await ask(world.seller.advisers[0].account, world.seller, '¿Cilindraje?')
    await ask(world.otherStore.owner, world.otherStore, '¿Versión?')
    await ask(world.seller.owner, world.seller, '¿Color?')

    const answer = await getAs(client, world.buyer, CHAT.groups(world.request.id))
    answer.assertStatus(200)
    const { groups, noRead, disabled } = answer.body().data
    assert.deepEqual(
      groups.map((one: any) => [one.label, one.storeId, one.groupUserId, one.noRead]),
      [
        ['Vendedor 1', world.otherStore.store.id, world.otherStore.owner.id, 2],
        ['Vendedor 2', world.seller.store.id, world.seller.owner.id, 3],
      ]
    )
    assert.equal(noRead, 5)
    assert.isFalse(disabled)
    for (const one of groups) assert.isString(one.lastMessageAt)

    // the buyer reads the seller's questions: only that group's count falls
    const seller = await getAs(client, world.buyer, CHAT.index, requestChat(world))
    const ids = seller.body().data.messages.map((message: any) => message.id)
    ;(await markRead(client, world.buyer, ids)).assertStatus(200)
    const after = await getAs(client, world.buyer, CHAT.groups(world.request.id))
    assert.deepEqual(
      after.body().data.groups.map((one: any) => [one.label, one.noRead]),
      [
        ['Vendedor 1', 2],
        ['Vendedor 2', 0],
      ]
    )
    assert.equal(after.body().data.noRead, 2)
  })

  test('a store that already quoted is left out, the others keep their numbers', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    for (const store of [world.seller, world.otherStore]) {
      const asked = await say(client, store.owner, {
        ...requestChat(world, store),
        message: '¿Año?',
      })
      asked.assertStatus(201)
    }
    const quotation = await quote(world.request, world.seller.store)

    // its question is not lost: its chat, on its quotation, holds it (the notice's link falls
    // back to that block, doc 3 'their chat is on their quotation')
    for (const reader of [world.buyer, world.seller.owner]) {
      const list = await listAs(client, reader, {
        kind: 'quotation',
        transactionId: quotation.id,
        storeId: world.seller.store.id,
      })
      list.assertStatus(200)
      assert.deepEqual(
        list.body().data.messages.map((message: any) => message.message),
        ['¿Año?']
      )
    }
    // …and only its own: the other store's question stays in its group
    const other = await listAs(client, world.buyer, requestChat(world, world.otherStore))
    assert.lengthOf(other.body().data.messages, 1)

    const answer = await getAs(client, world.buyer, CHAT.groups(world.request.id))
    answer.assertStatus(200)
    assert.deepEqual(
      answer.body().data.groups.map((one: any) => [one.label, one.storeId, one.noRead]),
      [['Vendedor 1', world.otherStore.store.id, 1]]
    )
    assert.equal(answer.body().data.noRead, 1)
  })

  test('the buyer and staff see them; stores and strangers get 404', async ({ client, assert }) => {
    const world = await chatWorld()
    ;(
      await say(client, world.seller.owner, { ...requestChat(world), message: '¿Año?' })
    ).assertStatus(201)

    for (const user of [world.staff, world.moderator]) {
      const answer = await getAs(client, user, CHAT.groups(world.request.id))
      answer.assertStatus(200)
      assert.lengthOf(answer.body().data.groups, 1)
    }
    for (const user of [world.stranger, world.seller.owner, world.otherStore.owner]) {
      ;(await getAs(client, user, CHAT.groups(world.request.id))).assertStatus(404)
    }
    ;(await getAs(client, world.buyer, CHAT.groups(world.request.id + 1000))).assertStatus(404)
  })

  test('a closed request answers its groups as disabled', async ({ client, assert }) => {
    const world = await chatWorld()
    const closed = await makeRequest(world.buyer, { states: ['closed'] })
    await ChatMessageFactory.merge({
      quotationRequestId: closed.id,
      storeId: world.seller.store.id,
      senderUserId: world.seller.owner.id,
      receiverUserId: world.buyer.id,
      groupUserId: world.seller.owner.id,
    }).create()

    const answer = await getAs(client, world.buyer, CHAT.groups(closed.id))
    answer.assertStatus(200)
    assert.isTrue(answer.body().data.disabled)
    assert.deepEqual(
      answer.body().data.groups.map((one: any) => [one.label, one.noRead]),
      [['Vendedor 1', 1]]
    )
    const open = await getAs(client, world.buyer, CHAT.groups(world.request.id))
    assert.isFalse(open.body().data.disabled)
    assert.deepEqual(open.body().data.groups, [])
  })
})

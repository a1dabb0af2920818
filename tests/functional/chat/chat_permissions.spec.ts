import { test } from '@japa/runner'
import ChatMessage from '#chat/models/chat_message'
import { CHAT_TEXTS } from '#chat/rules/chat'
import { ChatMessageFactory } from '#database/factories/chat_message_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeRequest } from '#tests/helpers/requests'
import {
  CHAT,
  chatWorld,
  getAs,
  listAs,
  requestChat,
  say,
  storedMessages,
  type ChatWorld,
} from './chat_helpers.js'

/**
 * Who may read and write a store's questions on a quotation request (issue 12; doc 1 §4–§7,
 * doc 3 §2.5, §6): the store's owner and advisers ask, the buyer only answers, staff read, the
 * message-module admins read with names and write to a chosen participant. Anybody else meets
 * a 404 on every route, as if the conversation did not exist.
 */

/** The seller's owner asks the buyer a question; answers the message's id. */
async function ownerAsks(client: any, world: ChatWorld, message = '¿El vehículo es mecánico?') {
  const response = await say(client, world.seller.owner, { ...requestChat(world), message })
  response.assertStatus(201)
  return response.body().data.id as number
}

test.group('Chat permissions: a quotation request', (group) => {
  freshDatabase(group)

  test("the seller's owner and adviser ask the buyer; the buyer is the receiver", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const adviser = world.seller.advisers[0].account

    const byOwner = await say(client, world.seller.owner, {
      kind: 'quotationRequest',
      transactionId: world.request.id,
      message: '¿El vehículo es mecánico?',
    })
    byOwner.assertStatus(201)
    assert.containsSubset(byOwner.body().data, {
      message: '¿El vehículo es mecánico?',
      mine: true,
      addressedToMe: false,
      senderRole: 'store',
      senderIsAdmin: false,
      isRead: false,
      attachedFile: [],
    })

    const byAdviser = await say(client, adviser, {
      ...requestChat(world),
      message: '¿Necesita también los tornillos?',
    })
    byAdviser.assertStatus(201)

    const stored = await storedMessages()
    assert.deepEqual(
      stored.map((message) => [
        message.senderUserId,
        message.receiverUserId,
        message.storeId,
        message.quotationRequestId,
        message.groupUserId,
      ]),
      [
        [
          world.seller.owner.id,
          world.buyer.id,
          world.seller.store.id,
          world.request.id,
          world.seller.owner.id,
        ],
        [
          adviser.id,
          world.buyer.id,
          world.seller.store.id,
          world.request.id,
          world.seller.owner.id,
        ],
      ]
    )
  })

  test('the buyer cannot write first, answers after, and the answer goes to who last wrote', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const adviser = world.seller.advisers[0].account

    const first = await say(client, world.buyer, { ...requestChat(world), message: 'Hola' })
    first.assertStatus(403)
    assert.equal(first.body().message, CHAT_TEXTS.buyerAnswersOnly)
    assert.lengthOf(await storedMessages(), 0)

    const before = await listAs(client, world.buyer, requestChat(world))
    before.assertStatus(200)
    assert.containsSubset(before.body().data.conversation, {
      canSend: false,
      disabledReason: CHAT_TEXTS.buyerAnswersOnly,
      formVisible: false,
      storeLabel: 'Vendedor',
      buyerLabel: 'Comprador',
    })

    await ownerAsks(client, world)
    ;(await say(client, adviser, { ...requestChat(world), message: '¿Qué año es?' })).assertStatus(
      201
    )
    const answer = await say(client, world.buyer, { ...requestChat(world), message: 'Es 2019' })
    answer.assertStatus(201)
    assert.containsSubset(answer.body().data, { senderRole: 'buyer', mine: true })
    assert.equal((await ChatMessage.findOrFail(answer.body().data.id)).receiverUserId, adviser.id)

    // now the owner writes last: the next answer is theirs
    await ownerAsks(client, world, '¿Es gasolina o diésel?')
    const second = await say(client, world.buyer, { ...requestChat(world), message: 'Gasolina' })
    second.assertStatus(201)
    assert.equal(
      (await ChatMessage.findOrFail(second.body().data.id)).receiverUserId,
      world.seller.owner.id
    )

    const after = await listAs(client, world.buyer, requestChat(world))
    assert.containsSubset(after.body().data.conversation, {
      canSend: true,
      disabledReason: null,
      formVisible: true,
    })
    assert.deepEqual(
      after.body().data.messages.map((message: any) => [message.senderRole, message.mine]),
      [
        ['store', false],
        ['store', false],
        ['buyer', true],
        ['store', false],
        ['buyer', true],
      ]
    )
  })

  test("another store never reaches the seller's conversation, and has its own", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    await ownerAsks(client, world)
    const intruder = world.otherStore.owner

    ;(await listAs(client, intruder, requestChat(world))).assertStatus(404)
    const sent = await say(client, intruder, { ...requestChat(world), message: 'Hola' })
    sent.assertStatus(404)
    ;(await getAs(client, intruder, CHAT.participants, requestChat(world))).assertStatus(404)
    assert.lengthOf(await storedMessages(), 1)

    const own = await listAs(client, intruder, requestChat(world, world.otherStore))
    own.assertStatus(200)
    assert.deepEqual(own.body().data.messages, [])
    assert.containsSubset(own.body().data.conversation, {
      storeId: world.otherStore.store.id,
      channel: `chat/quotationRequest/${world.request.id}/${world.otherStore.store.id}`,
      canSend: true,
      showContactNotice: true,
    })
    // without a storeId, the store it acts for
    const resolved = await listAs(client, intruder, {
      kind: 'quotationRequest',
      transactionId: world.request.id,
    })
    resolved.assertStatus(200)
    assert.equal(resolved.body().data.conversation.storeId, world.otherStore.store.id)
    assert.deepEqual(resolved.body().data.messages, [])
  })

  test('a stranger gets 404 everywhere', async ({ client, assert }) => {
    const world = await chatWorld()
    const id = await ownerAsks(client, world)
    const { stranger } = world

    ;(await listAs(client, stranger, requestChat(world))).assertStatus(404)
    ;(await say(client, stranger, { ...requestChat(world), message: 'Hola' })).assertStatus(404)
    ;(await getAs(client, stranger, CHAT.participants, requestChat(world))).assertStatus(404)
    ;(await getAs(client, stranger, CHAT.groups(world.request.id))).assertStatus(404)
    ;(await getAs(client, stranger, CHAT.file(id))).assertStatus(404)
    const deleted = await client
      .delete(CHAT.destroy(id))
      .loginAs(stranger)
      .withCsrfToken()
      .accept('json')
    deleted.assertStatus(404)
    assert.lengthOf(await storedMessages(), 1)
    assert.isNull((await ChatMessage.findOrFail(id)).deletedAt)
    // an unknown request answers the same
    ;(
      await listAs(client, world.buyer, {
        kind: 'quotationRequest',
        transactionId: world.request.id + 1000,
        storeId: world.seller.store.id,
      })
    ).assertStatus(404)
  })

  for (const state of ['closed', 'expired'] as const) {
    test(`the chat of a ${state} request reads but is disabled`, async ({ client, assert }) => {
      const world = await chatWorld()
      const done = await makeRequest(world.buyer, {
        states: [state],
        brandId: world.request.brandId,
      })
      // asked while it was open
      await ChatMessageFactory.merge({
        quotationRequestId: done.id,
        storeId: world.seller.store.id,
        senderUserId: world.seller.owner.id,
        receiverUserId: world.buyer.id,
        groupUserId: world.seller.owner.id,
      }).create()
      const fields = { ...requestChat(world), transactionId: done.id }

      for (const user of [world.seller.owner, world.buyer]) {
        const sent = await say(client, user, { ...fields, message: 'Sigue en pie?' })
        sent.assertStatus(403)
        assert.equal(sent.body().message, CHAT_TEXTS.requestClosed)
        const list = await listAs(client, user, fields)
        list.assertStatus(200)
        assert.lengthOf(list.body().data.messages, 1)
        assert.containsSubset(list.body().data.conversation, {
          canSend: false,
          disabledReason: CHAT_TEXTS.requestClosed,
        })
      }
      assert.lengthOf(await storedMessages(), 1)
      const groups = await getAs(client, world.buyer, CHAT.groups(done.id))
      groups.assertStatus(200)
      assert.isTrue(groups.body().data.disabled)
    })
  }

  test('staff without the message right read and never write', async ({ client, assert }) => {
    const world = await chatWorld()
    await ownerAsks(client, world)

    const list = await listAs(client, world.staff, requestChat(world))
    list.assertStatus(200)
    assert.lengthOf(list.body().data.messages, 1)
    assert.containsSubset(list.body().data.conversation, {
      canSend: false,
      disabledReason: CHAT_TEXTS.staffReadOnly,
      adminWriter: false,
      canDelete: false,
      buyerLabel: 'Comprador',
    })
    assert.isNull(list.body().data.messages[0].receiverLabel)

    const sent = await say(client, world.staff, {
      ...requestChat(world),
      message: 'Hola',
      receiverUserId: world.buyer.id,
    })
    sent.assertStatus(403)
    assert.equal(sent.body().message, CHAT_TEXTS.staffReadOnly)
    const participants = await getAs(client, world.staff, CHAT.participants, requestChat(world))
    participants.assertStatus(403)
    assert.equal(participants.body().message, CHAT_TEXTS.staffReadOnly)
    ;(await getAs(client, world.staff, CHAT.groups(world.request.id))).assertStatus(200)
    assert.lengthOf(await storedMessages(), 1)
  })

  test('a moderator reads with names and writes to a participant they choose', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const adviser = world.seller.advisers[0].account
    await ownerAsks(client, world)

    const list = await listAs(client, world.moderator, requestChat(world))
    list.assertStatus(200)
    const { conversation, messages } = list.body().data
    assert.containsSubset(conversation, {
      buyerLabel: 'Ana Compradora',
      storeLabel: 'Repuestos El Poblado',
      adminWriter: true,
      canDelete: true,
      canSend: true,
      formVisible: true,
    })
    assert.include(messages[0].senderLabel, world.seller.owner.fullName)
    assert.include(messages[0].senderLabel, 'Repuestos El Poblado')
    assert.equal(messages[0].receiverLabel, 'Ana Compradora')

    const nobody = await say(client, world.moderator, { ...requestChat(world), message: 'Hola' })
    nobody.assertStatus(422)
    assert.equal(nobody.body().message, CHAT_TEXTS.chooseRecipient)
    assert.containsSubset(nobody.body().errors, [
      { field: 'receiverUserId', message: CHAT_TEXTS.chooseRecipient },
    ])
    const outsider = await say(client, world.moderator, {
      ...requestChat(world),
      message: 'Hola',
      receiverUserId: world.stranger.id,
    })
    outsider.assertStatus(422)
    assert.equal(outsider.body().message, CHAT_TEXTS.chooseRecipient)
    assert.lengthOf(await storedMessages(), 1)

    const toAdviser = await say(client, world.moderator, {
      ...requestChat(world),
      message: 'Recuerda responder dentro de la plataforma.',
      receiverUserId: adviser.id,
    })
    toAdviser.assertStatus(201)
    assert.containsSubset(toAdviser.body().data, {
      senderIsAdmin: true,
      senderRole: 'admin',
      mine: true,
    })
    assert.include(toAdviser.body().data.senderLabel, 'Mónica Moderadora')
    assert.include(toAdviser.body().data.receiverLabel, adviser.fullName)
    const toBuyer = await say(client, world.moderator, {
      ...requestChat(world),
      message: 'Gracias por tu paciencia.',
      receiverUserId: world.buyer.id,
    })
    toBuyer.assertStatus(201)
    const stored = await storedMessages()
    assert.deepEqual(
      stored.slice(1).map((message) => [message.receiverUserId, message.senderIsAdmin]),
      [
        [adviser.id, true],
        [world.buyer.id, true],
      ]
    )
  })

  test('participants: the buyer and the store people, for moderators', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const adviser = world.seller.advisers[0].account

    const answer = await getAs(client, world.moderator, CHAT.participants, requestChat(world))
    answer.assertStatus(200)
    assert.deepEqual(answer.body().data, [
      { userId: world.buyer.id, label: 'Comprador: Ana Compradora', role: 'buyer' },
      {
        userId: world.seller.owner.id,
        label: `Repuestos El Poblado: ${world.seller.owner.fullName}`,
        role: 'store',
      },
      { userId: adviser.id, label: `Repuestos El Poblado: ${adviser.fullName}`, role: 'store' },
    ])
    for (const user of [world.buyer, world.seller.owner]) {
      const refused = await getAs(client, user, CHAT.participants, requestChat(world))
      refused.assertStatus(403)
      assert.equal(refused.body().message, CHAT_TEXTS.staffReadOnly)
    }
    ;(await getAs(client, world.staff, CHAT.participants, requestChat(world))).assertStatus(403)
    ;(await getAs(client, world.stranger, CHAT.participants, requestChat(world))).assertStatus(404)
  })

  test('detection flag: own always, another user only for staff', async ({ client, assert }) => {
    const world = await chatWorld()
    await world.stranger.merge({ infringementDetection: false }).save()

    const own = await getAs(client, world.buyer, CHAT.detection(world.buyer.id))
    own.assertStatus(200)
    assert.isTrue(own.body().data)
    const ownOff = await getAs(client, world.stranger, CHAT.detection(world.stranger.id))
    ownOff.assertStatus(200)
    assert.isFalse(ownOff.body().data)

    ;(await getAs(client, world.buyer, CHAT.detection(world.stranger.id))).assertStatus(404)
    ;(await getAs(client, world.seller.owner, CHAT.detection(world.buyer.id))).assertStatus(404)
    for (const admin of [world.staff, world.moderator]) {
      const other = await getAs(client, admin, CHAT.detection(world.stranger.id))
      other.assertStatus(200)
      assert.isFalse(other.body().data)
    }
    ;(await getAs(client, world.staff, CHAT.detection(world.stranger.id + 1000))).assertStatus(404)
  })
})

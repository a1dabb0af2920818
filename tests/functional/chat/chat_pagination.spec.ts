import { test } from '@japa/runner'
import { ChatMessageFactory } from '#database/factories/chat_message_factory'
import { freshDatabase } from '#tests/helpers/database'
import { queriesDuring } from '#tests/helpers/requests'
import { chatWorld, listAs, requestChat, type ChatWorld } from './chat_helpers.js'

/**
 * Pages of a conversation (doc 1 §9): page 1 holds the newest 20, each page oldest → newest; a
 * vendor on a quotation request sees 200. The list costs the same number of queries whatever
 * its length, moderators' names included.
 */

/**
 * `count` messages of the seller's conversation, alternating the owner's questions, the
 * adviser's and the buyer's answers (oldest first); answers their ids.
 */
async function conversationOf(world: ChatWorld, count: number) {
  const adviser = world.seller.advisers[0].account
  const sides = [
    { senderUserId: world.seller.owner.id, receiverUserId: world.buyer.id },
    { senderUserId: world.buyer.id, receiverUserId: world.seller.owner.id },
    { senderUserId: adviser.id, receiverUserId: world.buyer.id },
  ]
  const messages = await ChatMessageFactory.merge(
    Array.from({ length: count }, (_, index) => ({
      ...sides[index % sides.length],
      quotationRequestId: world.request.id,
      storeId: world.seller.store.id,
      groupUserId: world.seller.owner.id,
      message: `Mensaje ${index + 1}`,
    }))
  ).createMany(count)
  return messages.map((message) => message.id)
}

test.group('Chat pages', (group) => {
  freshDatabase(group)

  test('45 messages: page 1 has the newest 20, page 3 the oldest 5', async ({ client, assert }) => {
    const world = await chatWorld()
    const ids = await conversationOf(world, 45)
    const page = async (n: number) => {
      const response = await listAs(client, world.buyer, { ...requestChat(world), page: n })
      response.assertStatus(200)
      return response.body().data
    }

    const first = await page(1)
    assert.deepEqual(
      first.messages.map((message: any) => message.id),
      ids.slice(25)
    )
    assert.equal(first.messages[19].message, 'Mensaje 45')
    assert.containsSubset(first, { hasMore: true, page: 1, pageSize: 20 })
    const second = await page(2)
    assert.deepEqual(
      second.messages.map((message: any) => message.id),
      ids.slice(5, 25)
    )
    assert.isTrue(second.hasMore)
    const third = await page(3)
    assert.deepEqual(
      third.messages.map((message: any) => message.id),
      ids.slice(0, 5)
    )
    assert.containsSubset(third, { hasMore: false, page: 3, pageSize: 20 })
    const fourth = await page(4)
    assert.deepEqual(fourth.messages, [])
    assert.isFalse(fourth.hasMore)

    // an asked page size is kept for buyers
    const bigger = await listAs(client, world.buyer, { ...requestChat(world), pageSize: 50 })
    assert.lengthOf(bigger.body().data.messages, 45)
    assert.isFalse(bigger.body().data.hasMore)
  })

  test('a vendor on a quotation request gets pages of 200', async ({ client, assert }) => {
    const world = await chatWorld()
    const ids = await conversationOf(world, 45)
    for (const vendor of [world.seller.owner, world.seller.advisers[0].account]) {
      const response = await listAs(client, vendor, { ...requestChat(world), pageSize: 10 })
      response.assertStatus(200)
      const { messages, pageSize, hasMore } = response.body().data
      assert.equal(pageSize, 200)
      assert.isFalse(hasMore)
      assert.deepEqual(
        messages.map((message: any) => message.id),
        ids
      )
    }
  })

  test("a moderator's list costs the same queries for 20 and 200 messages", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const list = async () => {
      const response = await listAs(client, world.moderator, {
        ...requestChat(world),
        pageSize: 200,
      })
      response.assertStatus(200)
      return response.body().data
    }
    await conversationOf(world, 20)
    let small: any
    const few = await queriesDuring(async () => (small = await list()))
    await conversationOf(world, 180)
    let large: any
    const many = await queriesDuring(async () => (large = await list()))

    assert.lengthOf(small.messages, 20)
    assert.lengthOf(large.messages, 200)
    assert.isTrue(
      few.some((sql) => /from [`"]?chat_messages/i.test(sql)),
      'the list was measured'
    )
    assert.equal(many.length, few.length, many.join('\n'))
    // names of every side, from the preloaded users
    const labels = new Set(large.messages.map((message: any) => message.senderLabel))
    assert.sameMembers(
      [...labels],
      [
        'Ana Compradora',
        `Repuestos El Poblado (${world.seller.owner.fullName})`,
        `Repuestos El Poblado (${world.seller.advisers[0].account.fullName})`,
      ]
    )
  })
})

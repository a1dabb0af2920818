import { test } from '@japa/runner'
import type User from '#users/models/user'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import { freshDatabase } from '#tests/helpers/database'
import { eventually, SseSession } from '#tests/helpers/sse'
import { CHAT, chatWorld } from './chat_helpers.js'

/**
 * The live conversation through a real Transmit stream of the test server (issue 12; contract
 * "Live messages"): `chat/{kind}/{transactionId}/{storeId}` carries 'chat.message', 'chat.read'
 * and 'chat.deleted' to the conversation's participants and moderators; anybody else, and a
 * malformed channel, is refused.
 */

/**
 * Logs `user` in with the factory password (the login form wants a verified e-mail) and opens
 * their event stream.
 */
async function streamOf(user: User, cleanup: (fn: () => void) => void) {
  if (!user.emailVerified) await user.merge({ emailVerified: true }).save()
  const session = await new SseSession().login(user.email!, FACTORY_PASSWORD)
  await session.open()
  cleanup(() => session.close())
  return session
}

const ofType = (session: SseSession, type: string) =>
  session.messages.filter((message) => message.payload?.type === type)

test.group('Chat live channel', (group) => {
  freshDatabase(group)

  test('the buyer sees the question arrive, the vendor sees it read, both see a deletion', async ({
    assert,
    cleanup,
  }) => {
    const world = await chatWorld()
    const channel = `chat/quotationRequest/${world.request.id}/${world.seller.store.id}`
    const buyer = await streamOf(world.buyer, cleanup)
    const vendor = await streamOf(world.seller.owner, cleanup)
    assert.equal(await buyer.subscribe(channel), 204)
    assert.equal(await buyer.subscribe(`users/${world.buyer.id}/notifications`), 204)
    assert.equal(await vendor.subscribe(channel), 204)

    const sent = await vendor.request('POST', CHAT.index, {
      kind: 'quotationRequest',
      transactionId: world.request.id,
      message: '¿El vehículo es mecánico?',
    })
    assert.equal(sent.status, 201)
    const id = ((await sent.json()) as { data: { id: number } }).data.id

    assert.isTrue(await eventually(() => ofType(buyer, 'chat.message').length > 0))
    const [arrived] = ofType(buyer, 'chat.message')
    assert.equal(arrived.channel, channel)
    assert.containsSubset(arrived.payload.message, {
      id,
      message: '¿El vehículo es mecánico?',
      senderUserId: world.seller.owner.id,
      receiverUserId: world.buyer.id,
      senderRole: 'store',
      senderIsAdmin: false,
      isRead: false,
      attachedFile: [],
    })
    // no names travel on the channel
    assert.notProperty(arrived.payload.message, 'senderLabel')
    assert.isTrue(await eventually(() => ofType(buyer, 'chat.unread').length > 0))
    assert.containsSubset(ofType(buyer, 'chat.unread')[0].payload, {
      kind: 'quotationRequest',
      transactionId: world.request.id,
      storeId: world.seller.store.id,
    })

    const read = await buyer.request('POST', CHAT.markRead, { ids: [id] })
    assert.equal(read.status, 200)
    assert.isTrue(await eventually(() => ofType(vendor, 'chat.read').length > 0))
    assert.deepEqual(ofType(vendor, 'chat.read')[0], {
      channel,
      payload: { type: 'chat.read', ids: [id] },
    })

    const moderator = await streamOf(world.moderator, cleanup)
    assert.equal(await moderator.subscribe(channel), 204)
    const deleted = await moderator.request('DELETE', CHAT.destroy(id))
    assert.equal(deleted.status, 200)
    for (const session of [buyer, vendor, moderator]) {
      assert.isTrue(await eventually(() => ofType(session, 'chat.deleted').length > 0))
      assert.deepEqual(ofType(session, 'chat.deleted')[0].payload, { type: 'chat.deleted', id })
    }
  }).timeout(20_000)

  test('strangers, another store and malformed channels are refused', async ({
    assert,
    cleanup,
  }) => {
    const world = await chatWorld()
    const channel = `chat/quotationRequest/${world.request.id}/${world.seller.store.id}`

    const stranger = await streamOf(world.stranger, cleanup)
    assert.notInclude([200, 204], await stranger.subscribe(channel))
    const intruder = await streamOf(world.otherStore.owner, cleanup)
    assert.notInclude([200, 204], await intruder.subscribe(channel))
    // the other store's own conversation on the same request is theirs
    assert.equal(
      await intruder.subscribe(
        `chat/quotationRequest/${world.request.id}/${world.otherStore.store.id}`
      ),
      204
    )

    const buyer = await streamOf(world.buyer, cleanup)
    for (const malformed of [
      'chat/x/1/1',
      `chat/quotationRequest/abc/${world.seller.store.id}`,
      `chat/quotationRequest/${world.request.id}/0`,
      `chat/quotationRequest/${world.request.id + 1000}/${world.seller.store.id}`,
      `chat/quotation/${world.request.id}/${world.seller.store.id}`,
    ]) {
      assert.notInclude([200, 204], await buyer.subscribe(malformed), malformed)
    }
    // staff read the conversation, so they may listen to it
    const staff = await streamOf(world.staff, cleanup)
    assert.equal(await staff.subscribe(channel), 204)
    assert.equal(await buyer.subscribe(channel), 204)

    // a refused listener never receives the conversation's messages
    const sent = await buyer.request('POST', CHAT.index, {
      kind: 'quotationRequest',
      transactionId: world.request.id,
      storeId: world.seller.store.id,
      message: 'Hola',
    })
    assert.equal(sent.status, 403)
    const vendor = await streamOf(world.seller.owner, cleanup)
    const asked = await vendor.request('POST', CHAT.index, {
      kind: 'quotationRequest',
      transactionId: world.request.id,
      message: '¿Es mecánico?',
    })
    assert.equal(asked.status, 201)
    assert.isTrue(await eventually(() => ofType(staff, 'chat.message').length > 0))
    await new Promise((resolve) => setTimeout(resolve, 200)) // room for a wrong delivery
    assert.lengthOf(ofType(stranger, 'chat.message'), 0)
    assert.lengthOf(ofType(intruder, 'chat.message'), 0)
  }).timeout(20_000)
})

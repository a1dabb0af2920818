import { test } from '@japa/runner'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import type User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin } from '#tests/helpers/requests'
import { eventually, SseSession } from '#tests/helpers/sse'
import { ORDER_PATHS, orderWorld } from '#tests/functional/orders/orders_helpers'

/**
 * Issue 19: both sides' order pages follow the order's status live, on the order's private
 * channel `orders/{id}/status` — only its buyer and the selling store's people may join.
 */
test.group('Live channel of an order', (group) => {
  freshDatabase(group)

  const sessions: SseSession[] = []
  group.each.teardown(() => {
    sessions.splice(0).forEach((session) => session.close())
  })
  /** Logs in by e-mail (the factories' users verify only their WhatsApp). */
  const login = async (user: User) => {
    if (!user.emailVerified) await user.merge({ emailVerified: true }).save()
    return new SseSession().login(user.email!, FACTORY_PASSWORD)
  }
  const listen = async (user: User) => {
    const session = await login(user)
    sessions.push(session)
    return session.open()
  }

  test('the buyer and the store people join; anybody else, staff included, is refused', async ({
    assert,
  }) => {
    const world = await orderWorld()
    const channel = `orders/${world.order.id}/status`
    const admin = await makeAdmin()
    // Transmit answers a refused subscription with a 4xx (400 today)
    const refused = (status: number) => status >= 400 && status < 500
    const expected: [User, boolean][] = [
      [world.buyer, true],
      [world.seller.owner, true],
      [world.seller.advisers[0].account, true],
      [world.seller.advisers[1].account, true],
      [world.otherBuyer, false],
      [world.otherStore.owner, false],
      [admin, false],
    ]
    for (const [user, allowed] of expected) {
      const session = await listen(user)
      const status = await session.subscribe(channel)
      if (allowed) assert.equal(status, 204, user.fullName ?? '')
      else assert.isTrue(refused(status), `${user.fullName}: ${status}`)
    }
    const buyer = await listen(world.buyer)
    assert.isTrue(refused(await buyer.subscribe('orders/999999/status')), 'an unknown order')
    assert.isTrue(refused(await buyer.subscribe('orders/abc/status')), 'a malformed id')
  }).timeout(30000)

  test('confirmed, shipped, delivered: each change reaches both sides on the channel', async ({
    assert,
  }) => {
    const world = await orderWorld()
    const channel = `orders/${world.order.id}/status`
    const buyer = await listen(world.buyer)
    const adviser = await listen(world.seller.advisers[0].account)
    assert.equal(await buyer.subscribe(channel), 204)
    assert.equal(await adviser.subscribe(channel), 204)

    const owner = await login(world.seller.owner)
    const steps = [
      { status: 'confirmed' },
      { status: 'shipped', tracking_note: 'Guía 123 de Servientrega' },
      { status: 'delivered' },
    ]
    for (const [index, step] of steps.entries()) {
      const response = await owner.request('PATCH', ORDER_PATHS.saleStatus(world.order.id), step)
      assert.equal(response.status, 200)
      const got = (session: SseSession) =>
        session.messages.filter((message) => message.channel === channel).length > index
      assert.isTrue(await eventually(() => got(buyer) && got(adviser)), step.status)
    }
    const statuses = (session: SseSession) =>
      session.messages
        .filter((message) => message.channel === channel)
        .map((message) => message.payload)
    for (const session of [buyer, adviser]) {
      assert.deepEqual(statuses(session), [
        { type: 'orderStatusChanged', orderId: world.order.id, status: 'confirmed' },
        { type: 'orderStatusChanged', orderId: world.order.id, status: 'shipped' },
        { type: 'orderStatusChanged', orderId: world.order.id, status: 'delivered' },
      ])
    }
  }).timeout(30000)
})

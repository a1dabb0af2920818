import { test } from '@japa/runner'
import { Bus } from '@boringnode/bus'
import { memory } from '@boringnode/bus/transports/memory'
import {
  BATCH_CHANNEL,
  broadcastMany,
  listenToOtherServers,
  stopListeningToOtherServers,
} from '#core/services/live_batch'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { eventually, SseSession } from '#tests/helpers/sse'

/** Two users listening on their own notification channels. */
async function twoListeners(cleanup: (fn: () => void) => void) {
  const ana = await makeUser({ fullName: 'Ana' })
  const beto = await makeUser({ fullName: 'Beto' })
  const sessions: SseSession[] = []
  for (const user of [ana, beto]) {
    const session = await new SseSession().login(user.email!, 'Secreta2026')
    await session.open()
    if ((await session.subscribe(`users/${user.id}/notifications`)) !== 204) {
      throw new Error(`${user.fullName} could not listen`)
    }
    sessions.push(session)
  }
  cleanup(() => sessions.forEach((session) => session.close()))
  return { ana, beto, anaSession: sessions[0], betoSession: sessions[1] }
}

test.group('Live batches of personal messages', (group) => {
  freshDatabase(group)

  test('each listener gets only the messages of its own channels', async ({ assert, cleanup }) => {
    const { ana, beto, anaSession, betoSession } = await twoListeners(cleanup)

    broadcastMany([
      { channel: `users/${ana.id}/notifications`, payload: { n: 1 } },
      { channel: `users/${beto.id}/notifications`, payload: { n: 2 } },
      { channel: `users/${ana.id}/notifications`, payload: { n: 3 } },
      { channel: 'users/999999/notifications', payload: { n: 4 } },
    ])
    await eventually(() => anaSession.messages.length >= 2 && betoSession.messages.length >= 1)
    await new Promise((resolve) => setTimeout(resolve, 200)) // room for a wrong extra delivery
    assert.deepEqual(anaSession.messages, [
      { channel: `users/${ana.id}/notifications`, payload: { n: 1 } },
      { channel: `users/${ana.id}/notifications`, payload: { n: 3 } },
    ])
    assert.deepEqual(betoSession.messages, [
      { channel: `users/${beto.id}/notifications`, payload: { n: 2 } },
    ])
  })

  test('with a transport, a batch crosses to the other servers as one message, and theirs arrive', async ({
    assert,
    cleanup,
  }) => {
    const { ana, beto, anaSession, betoSession } = await twoListeners(cleanup)
    listenToOtherServers(memory())
    cleanup(() => stopListeningToOtherServers())
    const otherServer = new Bus(memory()(), { retryQueue: { enabled: false } })
    cleanup(() => otherServer.disconnect())
    const relayed: unknown[] = []
    await otherServer.subscribe(BATCH_CHANNEL, (message) => {
      relayed.push(message)
    })

    // ours, to the other server: one bus message for the whole batch
    const batch = [
      { channel: `users/${ana.id}/notifications`, payload: { n: 1 } },
      { channel: `users/${beto.id}/notifications`, payload: { n: 2 } },
    ]
    broadcastMany(batch)
    assert.isTrue(await eventually(() => relayed.length >= 1))
    assert.deepEqual(relayed, [{ messages: batch }])

    // the other server's, to our listeners
    await otherServer.publish(BATCH_CHANNEL, {
      messages: [{ channel: `users/${beto.id}/notifications`, payload: { n: 9 } }],
    })
    assert.isTrue(await eventually(() => betoSession.messages.length >= 2))
    assert.deepEqual(betoSession.messages.at(-1), {
      channel: `users/${beto.id}/notifications`,
      payload: { n: 9 },
    })
    assert.lengthOf(anaSession.messages, 1)
  })
})

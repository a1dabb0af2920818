import { test } from '@japa/runner'
import User from '#users/models/user'
import { broadcastMany } from '#core/services/live_batch'
import { TRANSMIT_MESSAGES } from '#core/middleware/transmit_input_middleware'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { eventually, serverUrl, SseSession } from '#tests/helpers/sse'

/**
 * Issue 19: `/__transmit/unsubscribe` and `/__transmit/subscribe` with someone else's stream id
 * answered 204, so anybody could cut off a person's live chat or push channels into their
 * stream. A stream id belongs to the session or token that opened it; anybody else gets 404
 * (and may not open a stream with that id: 409). The owner still does all of it.
 */
const channelOf = (user: User) => `users/${user.id}/notifications`

async function listening(user: User) {
  const session = await new SseSession().login(user.email!, 'Secreta2026')
  await session.open()
  return session
}

/** A Transmit call made with a bearer token (a store integration), no cookie. */
function withToken(token: string, path: string, body?: unknown) {
  return fetch(serverUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'authorization': `Bearer ${token}`,
      'accept': 'application/json',
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

test.group('Live stream ids belong to whoever opened them', (group) => {
  freshDatabase(group)

  test("another user can neither unsubscribe nor subscribe a person's stream", async ({
    assert,
    cleanup,
  }) => {
    const ana = await makeUser({ fullName: 'Ana' })
    const beto = await makeUser({ fullName: 'Beto' })
    const anaSession = await listening(ana)
    const betoSession = await listening(beto)
    cleanup(() => [anaSession, betoSession].forEach((session) => session.close()))
    assert.equal(await anaSession.subscribe(channelOf(ana)), 204)

    // Beto, signed in, with Ana's stream id
    const cut = await betoSession.request('POST', '/__transmit/unsubscribe', {
      uid: anaSession.uid,
      channel: channelOf(ana),
    })
    assert.equal(cut.status, 404)
    assert.equal(((await cut.json()) as { message: string }).message, TRANSMIT_MESSAGES.notYours)
    const pushed = await betoSession.request('POST', '/__transmit/subscribe', {
      uid: anaSession.uid,
      channel: channelOf(beto),
    })
    assert.equal(pushed.status, 404)
    // a guest with its own session
    const guest = new SseSession()
    const byGuest = await guest.request('POST', '/__transmit/unsubscribe', {
      uid: anaSession.uid,
      channel: channelOf(ana),
    })
    assert.equal(byGuest.status, 404)

    // Ana still gets her messages, and none of Beto's
    broadcastMany([
      { channel: channelOf(beto), payload: { para: 'Beto' } },
      { channel: channelOf(ana), payload: { para: 'Ana' } },
    ])
    assert.isTrue(await eventually(() => anaSession.messages.length >= 1))
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.deepEqual(anaSession.messages, [{ channel: channelOf(ana), payload: { para: 'Ana' } }])

    // nobody else may open a stream with her id either
    const hijack = await fetch(serverUrl(`/__transmit/events?uid=${anaSession.uid}`), {
      headers: { accept: 'text/event-stream' },
    })
    assert.equal(hijack.status, 409)

    // her own session does all of it
    const own = await anaSession.request('POST', '/__transmit/unsubscribe', {
      uid: anaSession.uid,
      channel: channelOf(ana),
    })
    assert.equal(own.status, 204)
  })

  test('a stream opened with a token answers to that token only', async ({ assert }) => {
    const ana = await makeUser({ fullName: 'Ana' })
    const beto = await makeUser({ fullName: 'Beto' })
    const anaToken = (await User.accessTokens.create(ana)).value!.release()
    const betoToken = (await User.accessTokens.create(beto)).value!.release()
    const uid = 'integracion-ana-1'
    const abort = new AbortController()
    const stream = await fetch(serverUrl(`/__transmit/events?uid=${uid}`), {
      headers: { authorization: `Bearer ${anaToken}`, accept: 'text/event-stream' },
      signal: abort.signal,
    })
    assert.equal(stream.status, 200)
    try {
      const betoCalls = await Promise.all([
        withToken(betoToken, '/__transmit/subscribe', { uid, channel: channelOf(beto) }),
        withToken(betoToken, '/__transmit/unsubscribe', { uid, channel: channelOf(ana) }),
      ])
      assert.deepEqual(
        betoCalls.map((response) => response.status),
        [404, 404]
      )
      const anaCall = await withToken(anaToken, '/__transmit/subscribe', {
        uid,
        channel: channelOf(ana),
      })
      assert.equal(anaCall.status, 204)
    } finally {
      abort.abort()
    }
  })
})

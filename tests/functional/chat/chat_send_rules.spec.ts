import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CHAT_MESSAGE_MAX, CHAT_TEXTS } from '#chat/rules/chat'
import { freshDatabase } from '#tests/helpers/database'
import { chatWorld, requestChat, say, storedMessages } from './chat_helpers.js'

/**
 * What a send must carry (doc 1 §5 "Chat send", §7): some text or a file, at most 2 000
 * characters, a known conversation kind and a numeric transaction. Every refusal is a 422
 * that stores nothing (no message, no outbox event, no notification).
 */

async function nothingStored(assert: any) {
  assert.lengthOf(await storedMessages(), 0)
  assert.lengthOf(await db.from('outbox_events'), 0)
  assert.lengthOf(await db.from('queue_notifications'), 0)
}

test.group('Chat send rules', (group) => {
  freshDatabase(group)

  test('an empty message without a file is refused', async ({ client, assert }) => {
    const world = await chatWorld()
    for (const message of [undefined, '', '   \n  ']) {
      const response = await say(client, world.seller.owner, { ...requestChat(world), message })
      response.assertStatus(422)
      assert.equal(response.body().message, CHAT_TEXTS.empty)
      assert.containsSubset(response.body().errors, [
        { field: 'message', message: CHAT_TEXTS.empty },
      ])
    }
    await nothingStored(assert)
  })

  test('a message over 2000 characters is refused; 2000 pass', async ({ client, assert }) => {
    const world = await chatWorld()
    const long = await say(client, world.seller.owner, {
      ...requestChat(world),
      message: 'a'.repeat(CHAT_MESSAGE_MAX + 1),
    })
    long.assertStatus(422)
    assert.containsSubset(long.body().errors, [{ field: 'message', message: CHAT_TEXTS.tooLong }])
    await nothingStored(assert)

    const limit = await say(client, world.seller.owner, {
      ...requestChat(world),
      message: 'a'.repeat(CHAT_MESSAGE_MAX),
    })
    limit.assertStatus(201)
    assert.lengthOf(limit.body().data.message, CHAT_MESSAGE_MAX)
  })

  test('an unknown kind or a transaction that is not a number is refused', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const cases: [Record<string, string | number>, string, string][] = [
      [{ kind: 'support' }, 'kind', 'El tipo de conversación no es válido.'],
      [{ kind: 'unknown' }, 'kind', 'El tipo de conversación no es válido.'],
      [
        { transactionId: 'abc' },
        'transactionId',
        'La transacción de la conversación no es válida.',
      ],
      [{ transactionId: -3 }, 'transactionId', 'La transacción de la conversación no es válida.'],
      [{ storeId: 'x' }, 'storeId', 'La tienda de la conversación no es válida.'],
    ]
    for (const [override, field, message] of cases) {
      const response = await say(client, world.seller.owner, {
        ...requestChat(world),
        message: '¿Es automático?',
        ...override,
      })
      response.assertStatus(422)
      assert.containsSubset(response.body().errors, [{ field, message }], JSON.stringify(override))
    }
    const missing = await say(client, world.seller.owner, { message: '¿Es automático?' })
    missing.assertStatus(422)
    assert.containsSubset(missing.body().errors, [
      { field: 'kind', message: 'Indica el tipo de conversación.' },
      { field: 'transactionId', message: 'Indica la transacción de la conversación.' },
    ])
    await nothingStored(assert)
  })

  test('the list refuses the same malformed conversations and page sizes over 200', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const list = (qs: Record<string, string | number>) =>
      client.get('/api/repuestosGo/chat').qs(qs).loginAs(world.buyer).accept('json')
    ;(await list({ ...requestChat(world), kind: 'unknown' })).assertStatus(422)
    ;(await list({ ...requestChat(world), transactionId: 'abc' })).assertStatus(422)
    const big = await list({ ...requestChat(world), pageSize: 201 })
    big.assertStatus(422)
    assert.containsSubset(big.body().errors, [
      { field: 'pageSize', message: 'El tamaño de página debe estar entre 1 y 200.' },
    ])
    ;(await list({ ...requestChat(world), page: 0 })).assertStatus(422)
  })

  test('marking read needs a list of ids', async ({ client, assert }) => {
    const world = await chatWorld()
    const mark = (body: unknown) =>
      client
        .post('/api/repuestosGo/chat/markMessagesAsRead')
        .json(body)
        .loginAs(world.buyer)
        .withCsrfToken()
        .accept('json')
    const none = await mark({})
    none.assertStatus(422)
    assert.containsSubset(none.body().errors, [
      { field: 'ids', message: 'Indica los mensajes leídos.' },
    ])
    ;(await mark({ ids: [] })).assertStatus(422)
    const wrong = await mark({ ids: ['abc'] })
    wrong.assertStatus(422)
    assert.containsSubset(wrong.body().errors, [
      { field: 'ids.0', message: 'Los mensajes leídos no son válidos.' },
    ])
    ;(await mark({ ids: [1] })).assertStatus(200)
  })

  test('guests are sent to log in', async ({ client, assert }) => {
    const world = await chatWorld()
    const response = await client
      .post('/api/repuestosGo/chat')
      .field('kind', 'quotationRequest')
      .field('transactionId', String(world.request.id))
      .field('message', 'Hola')
      .withCsrfToken()
      .accept('json')
    response.assertStatus(401)
    await nothingStored(assert)
  })
})

import { test } from '@japa/runner'
import { CHAT_TEXTS } from '#chat/rules/chat'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase } from '#tests/helpers/database'
import { queriesDuring } from '#tests/helpers/requests'
import { chatWorld, requestChat, say } from './chat_helpers.js'

const FLAGS = '/api/repuestosGo/chat/contactFlags'
const PHONE = '3 1 5 - 2 2 3 - 4 4 5 5'

/**
 * The contact-data record for moderation (GET /api/repuestosGo/chat/contactFlags): message-module
 * admins and infraction registrars read every stop and every confirmed send, newest first, by
 * page, user or outcome; anybody else 403.
 */
test.group('Chat contact-data record', (group) => {
  freshDatabase(group)

  test('moderators read the stops and confirmed sends, newest first; others are refused', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const vendor = world.seller.owner
    ;(await say(client, vendor, { ...requestChat(world), message: PHONE })).assertStatus(422)
    const sent = await say(client, vendor, {
      ...requestChat(world),
      message: PHONE,
      confirmContactData: 1,
    })
    sent.assertStatus(201)

    const read = await client.get(FLAGS).loginAs(world.moderator).accept('json')
    read.assertStatus(200)
    assert.deepEqual(read.body().metadata, { count: 2, page: 0, pageSize: 20 })
    const [confirmed, blocked] = read.body().data
    assert.containsSubset(confirmed, {
      outcome: 'confirmed',
      reasons: ['phone'],
      text: PHONE,
      kind: 'quotationRequest',
      transactionId: world.request.id,
      storeId: world.seller.store.id,
      chatMessageId: sent.body().data.id,
      user: { id: vendor.id, name: vendor.fullName },
    })
    assert.containsSubset(blocked, { outcome: 'blocked', chatMessageId: null })

    const onlyBlocked = await client
      .get(FLAGS)
      .qs({ outcome: 'blocked', userId: vendor.id })
      .loginAs(world.moderator)
      .accept('json')
    assert.deepEqual(
      onlyBlocked.body().data.map((row: any) => row.outcome),
      ['blocked']
    )

    const registrar = await UserFactory.merge({ manageInfractionsModule: true }).create()
    ;(await client.get(FLAGS).loginAs(registrar).accept('json')).assertStatus(200)
    for (const user of [vendor, world.buyer, world.staff, world.stranger]) {
      const refused = await client.get(FLAGS).loginAs(user).accept('json')
      refused.assertStatus(403)
      assert.equal(refused.body().message, CHAT_TEXTS.cannotReadFlags)
    }
    const wrong = await client
      .get(FLAGS)
      .qs({ outcome: 'todo' })
      .loginAs(world.moderator)
      .accept('json')
    wrong.assertStatus(422)
    assert.equal(wrong.body().message, 'El resultado debe ser blocked, confirmed o image_review.')
  })

  test('a page costs the same queries for 20 and 200 rows', async ({ client, assert }) => {
    const world = await chatWorld()
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const row = (n: number) => ({
      user_id: world.seller.owner.id,
      chat_message_id: null,
      kind: 'quotationRequest',
      transaction_id: world.request.id,
      store_id: world.seller.store.id,
      outcome: 'blocked',
      reasons: '["phone"]',
      text: `${PHONE} ${n}`,
      created_at: '2026-11-25 10:00:00',
    })
    const count = async (pageSize: number) =>
      (
        await queriesDuring(async () => {
          const response = await client
            .get(FLAGS)
            .qs({ pageSize })
            .loginAs(world.moderator)
            .accept('json')
          response.assertStatus(200)
          assert.lengthOf(response.body().data, pageSize)
        })
      ).length
    await db.table('chat_contact_flags').multiInsert(Array.from({ length: 20 }, (_, n) => row(n)))
    const atTwenty = await count(20)
    await db
      .table('chat_contact_flags')
      .multiInsert(Array.from({ length: 180 }, (_, n) => row(n + 20)))
    assert.equal(await count(200), atTwenty)
  })
})

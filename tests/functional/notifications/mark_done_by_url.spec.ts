import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { MAIN_AREA, makeBuyer, queriesDuring } from '#tests/helpers/requests'
import { makeNotification, NOTIFICATIONS_API as API, reload } from '#tests/helpers/notifications'
import { NOTIFICATION_TOPICS as T } from '#notifications/rules/topics'

test.group('Opening a page marks its notifications done (doc 3 §4.3)', (group) => {
  freshDatabase(group)

  test('the user’s pending notifications of that page become done and read; nothing else', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const other = await makeBuyer()
    const mine = await makeNotification(user, { url: MAIN_AREA, topic: T.newQuotation })
    const mineToo = await makeNotification(user, { url: MAIN_AREA, topic: T.newMessage })
    const elsewhere = await makeNotification(user, { url: '/garage/page/vehiculos' })
    const theirs = await makeNotification(other, { url: MAIN_AREA })

    const page = await client.get(MAIN_AREA).loginAs(user)
    page.assertStatus(200)

    for (const done of [mine, mineToo]) {
      const fresh = await reload(done)
      assert.isNotNull(fresh.doneAt)
      assert.isNotNull(fresh.readAt)
    }
    assert.isNull((await reload(elsewhere)).doneAt)
    assert.isNull((await reload(theirs)).doneAt)

    const count = await client.get(`${API}/countNotifications`).loginAs(user).accept('json')
    assert.equal(count.body().data.count, 1)
  })

  test('an Inertia visit counts as opening; the query string may be part of the url', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const withQuery = await makeNotification(user, { url: `${MAIN_AREA}?tab=open` })
    const plain = await makeNotification(user, { url: MAIN_AREA })
    const response = await client.get(`${MAIN_AREA}?tab=open`).loginAs(user).withInertia()
    response.assertStatus(200)
    assert.isNotNull((await reload(withQuery)).doneAt)
    assert.isNotNull((await reload(plain)).doneAt)
  })

  test('one UPDATE per page, whatever the number of notifications', async ({ client, assert }) => {
    const user = await makeBuyer()
    for (let i = 0; i < 5; i++) await makeNotification(user, { url: MAIN_AREA })
    const statements = await queriesDuring(() => client.get(MAIN_AREA).loginAs(user))
    const updates = statements.filter((sql) => /^update\s+[`"]?queue_notifications/i.test(sql))
    assert.lengthOf(updates, 1)
  })

  test('API calls, refused pages and guests mark nothing', async ({ client, assert }) => {
    const user = await makeBuyer()
    const api = await makeNotification(user, { url: `${API}/countNotifications` })
    const missing = await makeNotification(user, { url: '/repuestosGo/page/index/nope/nope' })
    await client.get(`${API}/countNotifications`).loginAs(user).accept('json')
    await client.get('/repuestosGo/page/index/nope/nope').loginAs(user)
    await client.get(MAIN_AREA)
    assert.isNull((await reload(api)).doneAt)
    assert.isNull((await reload(missing)).doneAt)
  })
})

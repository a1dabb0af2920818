import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { makeBuyer } from '#tests/helpers/requests'
import { makeNotification, NOTIFICATIONS_API as API, reload } from '#tests/helpers/notifications'
import { NOTIFICATION_TOPICS as T } from '#notifications/rules/topics'
import { eventually, SseSession } from '#tests/helpers/sse'
import { makeUser } from '#tests/helpers/people'
import User from '#users/models/user'

test.group('Queue notifications API: who may call', (group) => {
  freshDatabase(group)

  test('a guest gets 401 on {route}')
    .with([
      { route: 'GET list', method: 'get', path: API },
      { route: 'markAsDone', method: 'post', path: `${API}/1/markAsDone` },
      { route: 'markAsDone (token alias)', method: 'get', path: `${API}/1/markAsDone` },
      { route: 'countByTopic', method: 'get', path: `${API}/QR.newQuotation./countByTopic` },
      { route: 'countNotifications', method: 'get', path: `${API}/countNotifications` },
      { route: 'countNotificationsCart', method: 'get', path: `${API}/countNotificationsCart` },
      { route: 'countPendingMessages', method: 'get', path: `${API}/countPendingMessages` },
      { route: 'PATCH one', method: 'patch', path: `${API}/1` },
      { route: 'markAllAsDone', method: 'patch', path: `${API}/markAllAsDone` },
    ] as const)
    .run(async ({ client }, { method, path }) => {
      const call = client[method](path).accept('json')
      const response = await (method === 'get' ? call : call.withCsrfToken())
      response.assertStatus(401)
      response.assertBodyContains({ message: 'Debes iniciar sesión para continuar' })
    })

  test('nobody reads or changes another user’s notification (404, nothing changes)', async ({
    client,
    assert,
  }) => {
    const owner = await makeBuyer()
    const intruder = await makeBuyer()
    const theirs = await makeNotification(owner)

    const list = await client.get(API).loginAs(intruder).accept('json')
    list.assertStatus(200)
    assert.deepEqual(list.body(), { data: [], metadata: { count: 0, page: 0, pageSize: 30 } })

    const markAsDone = await client
      .post(`${API}/${theirs.id}/markAsDone`)
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
    markAsDone.assertStatus(404)

    const patch = await client
      .patch(`${API}/${theirs.id}`)
      .json({ done: true })
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
    patch.assertStatus(404)

    const all = await client
      .patch(`${API}/markAllAsDone`)
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
    all.assertStatus(200)
    assert.equal(all.body().data.count, 0)

    const filtered = await client
      .get(API)
      .qs({ filter: JSON.stringify({ url: theirs.url }) })
      .loginAs(intruder)
      .accept('json')
    assert.equal(filtered.body().metadata.count, 0)

    const fresh = await reload(theirs)
    assert.isNull(fresh.doneAt)
    assert.isNull(fresh.readAt)
  })

  test('an API client reads and marks its notifications with a bearer token', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const notification = await makeNotification(user)
    const token = (await User.accessTokens.create(user)).value!.release()
    const count = await client
      .get(`${API}/countNotifications`)
      .header('authorization', `Bearer ${token}`)
      .accept('json')
    count.assertStatus(200)
    assert.equal(count.body().data.count, 1)
    const patch = await client
      .patch(`${API}/${notification.id}`)
      .json({ done: true })
      .header('authorization', `Bearer ${token}`)
      .accept('json')
    patch.assertStatus(200)
    assert.isNotNull((await reload(notification)).doneAt)
  })

  test('an unknown id answers 404 in Spanish', async ({ client }) => {
    const user = await makeBuyer()
    const response = await client
      .post(`${API}/999999/markAsDone`)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    response.assertBodyContains({ errors: [{ message: '¡ERROR! la transacción es inexistente.' }] })
  })

  test('a PATCH without the XSRF token is refused when signed in by cookie', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const notification = await makeNotification(user)
    const response = await client
      .patch(`${API}/${notification.id}`)
      .json({ done: true })
      .loginAs(user)
      .accept('json')
    assert.notEqual(response.status(), 200)
    assert.isNull((await reload(notification)).doneAt)
  })
})

test.group('Queue notifications API: list', (group) => {
  freshDatabase(group)

  test('newest first, 30 per page by default, zero-based pages, the spec’s fields', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const base = DateTime.now().minus({ days: 2 })
    for (let i = 0; i < 32; i++) {
      await makeNotification(user, {
        message: `Aviso ${i}`,
        createdAt: base.plus({ minutes: i }),
      })
    }
    const first = await client.get(API).loginAs(user).accept('json')
    first.assertStatus(200)
    assert.equal(first.body().metadata.count, 32)
    assert.equal(first.body().metadata.pageSize, 30)
    assert.lengthOf(first.body().data, 30)
    assert.equal(first.body().data[0].message, 'Aviso 31')
    assert.properties(first.body().data[0], [
      'id',
      'user_id',
      'topic',
      'message',
      'url',
      'payload',
      'read_at',
      'done_at',
      'created_at',
      'is_read',
      'is_done',
    ])
    const second = await client.get(API).qs({ page: 1 }).loginAs(user).accept('json')
    assert.deepEqual(
      second.body().data.map((row: { message: string }) => row.message),
      ['Aviso 1', 'Aviso 0']
    )
    const small = await client.get(API).qs({ page: 0, pageSize: 5 }).loginAs(user).accept('json')
    assert.lengthOf(small.body().data, 5)
  })

  test('filter by topic family and done, scope pending and unread', async ({ client, assert }) => {
    const user = await makeBuyer()
    await makeNotification(user, { topic: T.newQuotation, message: 'cotización' })
    await makeNotification(user, { topic: 'QR.newQuotation.77', message: 'cotización 77' })
    await makeNotification(user, { topic: T.newQuotationRequest, message: 'solicitud' })
    await makeNotification(user, { topic: T.newMessage, message: 'mensaje', done: true })
    const messages = (response: { body(): { data: { message: string }[] } }) =>
      response
        .body()
        .data.map((row) => row.message)
        .sort()

    const byTopic = await client
      .get(API)
      .qs({ filter: JSON.stringify({ topic: T.newQuotation }) })
      .loginAs(user)
      .accept('json')
    assert.deepEqual(messages(byTopic), ['cotización', 'cotización 77'])

    const done = await client
      .get(API)
      .qs({ filter: JSON.stringify({ done: true }) })
      .loginAs(user)
      .accept('json')
    assert.deepEqual(messages(done), ['mensaje'])

    const notDone = await client
      .get(API)
      .qs({ filter: JSON.stringify({ done: false }) })
      .loginAs(user)
      .accept('json')
    assert.equal(notDone.body().metadata.count, 3)

    const pending = await client.get(API).qs({ scopes: 'pending' }).loginAs(user).accept('json')
    assert.deepEqual(messages(pending), ['cotización', 'cotización 77', 'solicitud'])

    const unread = await client
      .get(API)
      .qs({ scopes: JSON.stringify(['unread']) })
      .loginAs(user)
      .accept('json')
    assert.equal(unread.body().metadata.count, 3)
  })

  test('bad list parameters answer 422 in Spanish: {case}')
    .with([
      { case: 'unknown filter', qs: { filter: JSON.stringify({ user_id: 1 }) } },
      { case: 'filter not JSON', qs: { filter: '{nope' } },
      { case: 'unknown scope', qs: { scopes: 'everything' } },
      { case: 'topic with a wildcard', qs: { filter: JSON.stringify({ topic: 'QR.%' }) } },
      { case: 'negative page', qs: { page: -1 } },
      { case: 'page size too big', qs: { pageSize: 500 } },
    ])
    .run(async ({ client, assert }, { qs }) => {
      const user = await makeBuyer()
      const response = await client.get(API).qs(qs).loginAs(user).accept('json')
      response.assertStatus(422)
      assert.isString(response.body().errors[0].message)
    })
})

test.group('Queue notifications API: counts', (group) => {
  freshDatabase(group)

  test('countByTopic takes topics with dots; counts pending of the family only', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const other = await makeBuyer()
    await makeNotification(user, { topic: T.newQuotation })
    await makeNotification(user, { topic: 'QR.newQuotation.15' })
    await makeNotification(user, { topic: T.newQuotation, done: true })
    await makeNotification(user, { topic: T.newQuotationRequest })
    await makeNotification(user, { topic: T.newMessage })
    await makeNotification(user, { topic: T.newMessage })
    await makeNotification(other, { topic: T.newQuotation })

    const quotations = await client
      .get(`${API}/QR.newQuotation./countByTopic`)
      .loginAs(user)
      .accept('json')
    quotations.assertStatus(200)
    assert.deepEqual(quotations.body(), { data: { topic: 'QR.newQuotation.', count: 2 } })

    const messages = await client
      .get(`${API}/${encodeURIComponent('QR.newMessage.')}/countByTopic`)
      .loginAs(user)
      .accept('json')
    assert.equal(messages.body().data.count, 2)

    const exact = await client
      .get(`${API}/QR.newQuotation.15/countByTopic`)
      .loginAs(user)
      .accept('json')
    assert.equal(exact.body().data.count, 1)

    const bad = await client.get(`${API}/QR%25/countByTopic`).loginAs(user).accept('json')
    bad.assertStatus(422)
    bad.assertBodyContains({ message: 'El tema de la notificación no es válido' })
  })

  test('countNotifications, countNotificationsCart and countPendingMessages', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    await makeNotification(user, { topic: T.newQuotation })
    await makeNotification(user, { topic: T.newMessage })
    await makeNotification(user, { topic: T.newMessage })
    await makeNotification(user, { topic: T.newMessage, done: true })
    await makeNotification(user, { topic: T.newOrder })
    await makeNotification(user, { topic: T.orderUpdate })
    await makeNotification(user, { topic: T.paidPurchase, done: true })
    await makeNotification(await makeBuyer(), { topic: T.newOrder })

    const count = (path: string) =>
      client
        .get(`${API}/${path}`)
        .loginAs(user)
        .accept('json')
        .then((response) => {
          response.assertStatus(200)
          return response.body().data.count
        })
    assert.equal(await count('countNotifications'), 5)
    assert.equal(await count('countNotificationsCart'), 2)
    assert.equal(await count('countPendingMessages'), 2)
  })
})

test.group('Queue notifications API: marking done', (group) => {
  freshDatabase(group)

  test('a page session cannot mark done with a GET, nor with a POST without its CSRF token', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const notification = await makeNotification(user)
    const get = await client
      .get(`${API}/${notification.id}/markAsDone`)
      .loginAs(user)
      .accept('json')
    get.assertStatus(405)
    assert.equal(get.header('allow'), 'POST')
    const forged = await client
      .post(`${API}/${notification.id}/markAsDone`)
      .loginAs(user)
      .accept('json')
    forged.assertStatus(403)
    const fresh = await reload(notification)
    assert.isNull(fresh.doneAt)
    assert.isNull(fresh.readAt)
  })

  test('a bearer token may still use the GET alias', async ({ client, assert }) => {
    const user = await makeBuyer()
    const notification = await makeNotification(user)
    const token = (await User.accessTokens.create(user)).value!.release()
    const response = await client
      .get(`${API}/${notification.id}/markAsDone`)
      .header('Authorization', `Bearer ${token}`)
      .accept('json')
    response.assertStatus(200)
    assert.isNotNull((await reload(notification)).doneAt)
  })

  test('POST {id}/markAsDone marks it done and read', async ({ client, assert }) => {
    const user = await makeBuyer()
    const notification = await makeNotification(user)
    const response = await client
      .post(`${API}/${notification.id}/markAsDone`)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      message: 'Notificación marcada como leída',
      data: { id: notification.id, is_done: true, is_read: true },
    })
    const fresh = await reload(notification)
    assert.isNotNull(fresh.doneAt)
    assert.isNotNull(fresh.readAt)
  })

  test('PATCH {id} marks read, done, or reopens; an empty body is a 422', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const notification = await makeNotification(user)
    const patch = (body: Record<string, unknown>) =>
      client
        .patch(`${API}/${notification.id}`)
        .json(body)
        .loginAs(user)
        .withCsrfToken()
        .accept('json')

    const read = await patch({ read: true })
    read.assertStatus(200)
    read.assertBodyContains({ data: { is_read: true, is_done: false } })

    const done = await patch({ done: true })
    done.assertBodyContains({ data: { is_read: true, is_done: true } })
    assert.isNotNull((await reload(notification)).doneAt)

    const reopened = await patch({ done: false })
    reopened.assertBodyContains({ data: { is_read: true, is_done: false } })

    const unread = await patch({ read: false })
    unread.assertBodyContains({ data: { is_read: false, is_done: false } })

    const empty = await patch({})
    empty.assertStatus(422)
    empty.assertBodyContains({
      message: 'Indica si la notificación está leída (read) o atendida (done)',
    })
    const wrong = await patch({ done: 'quizás' })
    wrong.assertStatus(422)
  })

  test('markAllAsDone: by type, by typeUser, or everything; answers how many', async ({
    client,
    assert,
  }) => {
    const user = await makeBuyer()
    const other = await makeBuyer()
    const message = await makeNotification(user, { topic: T.newMessage })
    const quotation = await makeNotification(user, { topic: T.newQuotation })
    const request = await makeNotification(user, { topic: T.newQuotationRequest })
    const order = await makeNotification(user, { topic: T.newOrder })
    const others = await makeNotification(other, { topic: T.newMessage })
    const markAll = (qs: Record<string, string>) =>
      client.patch(`${API}/markAllAsDone`).qs(qs).loginAs(user).withCsrfToken().accept('json')

    const messages = await markAll({ type: T.newMessage })
    messages.assertStatus(200)
    assert.deepEqual(messages.body(), {
      message: 'Notificaciones marcadas como leídas',
      data: { count: 1 },
    })
    assert.isNotNull((await reload(message)).doneAt)
    assert.isNull((await reload(quotation)).doneAt)

    const asBuyer = await markAll({ typeUser: 'buyer' })
    assert.equal(asBuyer.body().data.count, 1)
    assert.isNotNull((await reload(quotation)).doneAt)
    assert.isNull((await reload(request)).doneAt)

    // one person who buys and sells: clearing the store's notices leaves their own order's
    const ownOrder = await makeNotification(user, { topic: T.orderUpdate })
    const sale = await makeNotification(user, { topic: T.saleUpdate })
    const asStore = await markAll({ typeUser: 'store' })
    assert.equal(asStore.body().data.count, 3)
    assert.isNotNull((await reload(sale)).doneAt)
    assert.isNotNull((await reload(request)).doneAt)
    assert.isNull((await reload(ownOrder)).doneAt, 'the buyer side is left as it was')
    await markAll({ typeUser: 'buyer' })
    assert.isNotNull((await reload(ownOrder)).doneAt)

    const badRole = await markAll({ typeUser: 'martian' })
    badRole.assertStatus(422)
    const badType = await markAll({ type: 'QR.%' })
    badType.assertStatus(422)

    const everything = await markAll({ type: 'all' })
    assert.equal(everything.body().data.count, 0, 'the store side took the order and the request')
    assert.isNotNull((await reload(order)).doneAt)
    assert.isNull((await reload(others)).doneAt, 'another user’s notification is untouched')
  })

  test('every change pushes the new counts on the user’s own channel', async ({
    assert,
    cleanup,
  }) => {
    const user = await makeUser()
    const other = await makeUser()
    const first = await makeNotification(user, { topic: T.newMessage })
    await makeNotification(user, { topic: T.newQuotation })
    const session = await new SseSession().login(user.email!, 'Secreta2026')
    await session.open()
    cleanup(() => session.close())
    assert.equal(await session.subscribe(`users/${user.id}/notifications`), 204)
    const intruder = await new SseSession().login(other.email!, 'Secreta2026')
    assert.notEqual(await intruder.subscribe(`users/${user.id}/notifications`), 204)

    const marked = await session.request('POST', `${API}/${first.id}/markAsDone`)
    assert.equal(marked.status, 200)
    assert.isTrue(await eventually(() => session.messages.length >= 1))
    const [push] = session.messages
    assert.equal(push.channel, `users/${user.id}/notifications`)
    assert.deepEqual(push.payload, {
      type: 'notificationCounts',
      counts: { total: 1, cart: 0, messages: 0, byTopic: { [T.newQuotation]: 1 } },
    })

    const all = await session.request('PATCH', `${API}/markAllAsDone`)
    assert.equal(all.status, 200)
    assert.isTrue(await eventually(() => session.messages.length >= 2))
    assert.equal(session.messages[1].payload.counts.total, 0)

    // nothing left to change: no push
    await session.request('PATCH', `${API}/markAllAsDone`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.lengthOf(session.messages, 2)
  })
})

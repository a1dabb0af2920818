import { test } from '@japa/runner'
import User from '#users/models/user'
import { NOTIFICATION_SETTINGS_TEXTS as T } from '#users/rules/notification_preferences'
import { unsubscribePath } from '#users/services/notice_mail'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'

const PAGE = '/usuario/notificaciones'
const SAVE = '/api/users/notificationPreferences'

const allOn = {
  requests: { whatsapp: true, email: true },
  quotations: { whatsapp: true, email: true },
  orders: { whatsapp: true, email: true },
  chat: { whatsapp: true, email: true },
}

const reload = (user: User) => User.findOrFail(user.id).then((row) => row.notificationPreferences)

test.group('Notification settings page and its save', (group) => {
  freshDatabase(group)

  test('the page is for the signed-in person: a guest goes to the login page', async ({
    client,
  }) => {
    const response = await client.get(PAGE).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/users/page/login?urlreturn=%2Fusuario%2Fnotificaciones')
  })

  test('the page shows every kind × channel, on by default', async ({ client, assert }) => {
    const user = await makeUser()
    const response = await client.get(PAGE).loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('users/notifications')
    assert.deepEqual(response.inertiaProps.preferences, allOn)
  })

  test('the PATCH saves the table: only what is off is stored; the page shows it', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const other = await makeUser()
    const preferences = {
      ...allOn,
      quotations: { whatsapp: true, email: false },
      chat: { whatsapp: false, email: false },
    }
    const response = await client
      .patch(SAVE)
      .json({ preferences })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    assert.equal(response.body().message, T.saved)
    assert.deepEqual(response.body().data.preferences, preferences)
    assert.deepEqual(await reload(user), {
      quotations: { email: false },
      chat: { whatsapp: false, email: false },
    })
    assert.isNull(await reload(other), "nobody else's preferences change")

    const page = await client.get(PAGE).loginAs(user).withInertia()
    assert.deepEqual(page.inertiaProps.preferences, preferences)

    await client
      .patch(SAVE)
      .json({ preferences: allOn })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .then((again) => again.assertStatus(200))
    assert.isNull(await reload(user), 'everything on again: nothing stored')
  })

  test('a guest cannot save (401), nor a page without its CSRF token', async ({ client }) => {
    const guest = await client
      .patch(SAVE)
      .json({ preferences: allOn })
      .withCsrfToken()
      .accept('json')
    guest.assertStatus(401)
    const user = await makeUser()
    const forged = await client
      .patch(SAVE)
      .json({ preferences: allOn })
      .loginAs(user)
      .accept('json')
    forged.assertStatus(403)
  })

  test('each value must be true or false and every kind is required: 422 in Spanish', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const notBoolean = await client
      .patch(SAVE)
      .json({ preferences: { ...allOn, orders: { whatsapp: 'sí', email: true } } })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    notBoolean.assertStatus(422)
    assert.equal(notBoolean.body().message, T.invalid)
    assert.equal(notBoolean.body().errors[0].field, 'preferences.orders.whatsapp')

    const missing: Partial<typeof allOn> = { ...allOn }
    delete missing.chat
    const incomplete = await client
      .patch(SAVE)
      .json({ preferences: missing })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    incomplete.assertStatus(422)
    assert.equal(incomplete.body().message, T.required)
    assert.isNull(await reload(user), 'nothing saved')
  })
})

test.group('One-click unsubscribe links', (group) => {
  freshDatabase(group)

  test('POST (RFC 8058): no session, no CSRF token; that kind of e-mail turns off, again still 200', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({
      notificationPreferences: { chat: { whatsapp: false } },
    } as Partial<User>)
    const path = unsubscribePath(user.id, 'quotations')

    const response = await client
      .post(path)
      .form({ 'List-Unsubscribe': 'One-Click' })
      .accept('json')
    response.assertStatus(200)
    assert.equal(response.body().message, 'Ya no recibirás correos de cotizaciones.')
    const expected = { quotations: { email: false }, chat: { whatsapp: false } }
    assert.deepEqual(await reload(user), expected)

    const replay = await client.post(path).form({ 'List-Unsubscribe': 'One-Click' })
    replay.assertStatus(200)
    assert.deepEqual(await reload(user), expected, 'idempotent')
  })

  test('a tampered link, another kind or an unknown person: 404 in Spanish, nothing changes', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const other = await makeUser()
    const path = unsubscribePath(user.id, 'orders')
    const tampered = [
      path.slice(0, -2) + (path.endsWith('AA') ? 'BB' : 'AA'),
      path.replace('/orders/', '/chat/'),
      path.replace(`/baja/${user.id}/`, `/baja/${other.id}/`),
      path.replace('/orders/', '/essential/'),
      `/usuario/notificaciones/baja/${user.id}/orders/corta`,
      unsubscribePath(999999, 'orders'),
    ]
    for (const url of tampered) {
      const response = await client.post(url).accept('json')
      response.assertStatus(404)
      assert.equal(response.body().message, T.badLink, url)
    }
    assert.isNull(await reload(user))
    assert.isNull(await reload(other))

    const page = await client.get(tampered[0]).withInertia()
    page.assertStatus(404)
    page.assertInertiaComponent('users/unsubscribe')
    assert.equal(page.inertiaProps.state, 'refused')
    assert.equal(page.inertiaProps.message, T.badLink)

    const html = await client.get(tampered[0])
    html.assertStatus(404)
    assert.include(html.text(), 'no es válido')
  })

  test('GET shows a page that asks first (a link scanner unsubscribes nobody); then says it is done', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const path = unsubscribePath(user.id, 'requests')
    const signature = path.split('/').at(-1)!

    const asked = await client.get(path).withInertia()
    asked.assertStatus(200)
    asked.assertInertiaComponent('users/unsubscribe')
    assert.equal(asked.inertiaProps.state, 'ask')
    assert.equal(asked.inertiaProps.emails, 'nuevas solicitudes de cotización')
    assert.deepEqual(asked.inertiaProps.link, { userId: user.id, kind: 'requests', signature })
    assert.isNull(await reload(user), 'opening the link changes nothing')

    await client.post(path).then((response) => response.assertStatus(200))
    const done = await client.get(path).withInertia()
    done.assertStatus(200)
    assert.equal(done.inertiaProps.state, 'done')
    assert.deepEqual(await reload(user), { requests: { email: false } })
  })

  test('the links are rate-limited per address: 429 in Spanish', async ({ client, assert }) => {
    const user = await makeUser()
    const path = unsubscribePath(user.id, 'chat')
    for (let i = 0; i < 60; i++) await client.post(path)
    const refused = await client.post(path).accept('json')
    refused.assertStatus(429)
    assert.equal(refused.body().message, T.tooMany)
    const page = await client.get(path).withInertia()
    page.assertStatus(429)
    assert.equal(page.inertiaProps.message, T.tooMany)
  })
})

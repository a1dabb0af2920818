import { test } from '@japa/runner'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { serverUrl, SseSession } from '#tests/helpers/sse'

test.group('Session control and logout', (group) => {
  freshDatabase(group)

  test('a signed-in user gets their session data', async ({ client }) => {
    const user = await makeUser({ fullName: 'Ana Gómez', isVendor: false })
    const response = await client
      .get(`/api/core/sessionControlData/${user.id}?refererUrl=/x`)
      .loginAs(user)
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: {
        id: user.id,
        isGuest: false,
        fullName: 'Ana Gómez',
        isVendor: false,
        isAdmin: false,
        manageMessagesModule: false,
      },
    })
  })

  test('a guest is told isGuest', async ({ client }) => {
    const response = await client.get('/api/core/sessionControlData/5').accept('json')
    response.assertStatus(200)
    response.assertBody({ data: { isGuest: true } })
  })

  test("a user may not read another user's session data", async ({ client }) => {
    const user = await makeUser()
    const other = await makeUser()
    const response = await client
      .get(`/api/core/sessionControlData/${other.id}`)
      .loginAs(user)
      .accept('json')
    response.assertStatus(403)
    response.assertBodyContains({ message: 'No tienes permiso para realizar esta acción' })
  })

  test('logout closes the session', async ({ client, assert }) => {
    const user = await makeUser({ email: 'sale@example.com' })
    const response = await client
      .post('/users/page/logout')
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)

    // as a browser does it, keeping its cookies (the api client swaps the session cookie)
    user.emailVerified = true
    await user.save()
    const browser = await new SseSession().login('sale@example.com', 'Secreta2026')
    const whoAmI = async () =>
      (
        (await (
          await browser.request('GET', `/api/core/sessionControlData/${user.id}`)
        ).json()) as {
          data: { isGuest: boolean }
        }
      ).data
    assert.isFalse((await whoAmI()).isGuest)
    const out = await browser.request('POST', '/users/page/logout')
    assert.equal(out.status, 200)
    assert.deepEqual(await whoAmI(), { isGuest: true })
  })

  test("a guest's call answered after signing in does not sign the browser out", async ({
    assert,
  }) => {
    const user = await makeUser({ email: 'tarde@example.com' })
    user.emailVerified = true
    await user.save()
    const browser = new SseSession()
    await browser.page('/users/page/register')
    // a city search sent as a guest, still under way while the person signs in
    const late = browser.fork()
    await browser.login('tarde@example.com', 'Secreta2026')
    const search = await late.request('GET', '/api/localization/zones?search=Medel')
    assert.equal(search.status, 200)
    assert.notInclude(search.headers.getSetCookie().join('\n'), 'adonis-session=')
    browser.adopt(search)
    const whoAmI = await browser.request('GET', `/api/core/sessionControlData/${user.id}`)
    assert.isFalse(((await whoAmI.json()) as { data: { isGuest: boolean } }).data.isGuest)

    // a signed-in call still keeps the session alive; a guest's first call and pages still set it
    assert.include(whoAmI.headers.getSetCookie().join('\n'), 'adonis-session=')
    const first = await fetch(serverUrl('/api/localization/zones'), {
      headers: { accept: 'application/json' },
    })
    assert.include(first.headers.getSetCookie().join('\n'), 'adonis-session=')
    const page = await late.page('/users/page/register')
    assert.include(page.setCookies.join('\n'), 'adonis-session=')

    // the browser's CSRF token still matches its session (the late answer brought no other)
    assert.equal((await browser.request('POST', '/users/page/logout')).status, 200)
  })

  test('pages share the user, the country by host and the product', async ({ client }) => {
    const user = await makeUser({ fullName: 'Ana Gómez' })
    const co = await client.get('/').loginAs(user).withInertia()
    co.assertInertiaComponent('home')
    co.assertInertiaPropsContains({
      user: { id: user.id, fullName: 'Ana Gómez' },
      country: { code: 'CO', currency: 'COP', locale: 'es-CO' },
      product: { slug: 'repuestos', moduleName: 'Repuestos GO', goPath: 'repuestosGo' },
    })
    const mx = await client.get('/').header('host', 'mx.repuestos.test').withInertia()
    mx.assertInertiaPropsContains({
      user: null,
      country: { code: 'MX', currency: 'MXN', locale: 'es-MX' },
    })
  })
})

test.group('View-mode preference', (group) => {
  freshDatabase(group)

  test('a user saves their view mode', async ({ client, assert }) => {
    const user = await makeUser()
    const response = await client
      .patch('/api/users/users/viewMode')
      .json({ view_mode: 'table' })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    await user.refresh()
    assert.equal(user.viewMode, 'table')
  })

  test('an unknown mode is refused and a guest cannot save', async ({ client }) => {
    const user = await makeUser()
    const bad = await client
      .patch('/api/users/users/viewMode')
      .json({ view_mode: 'mosaico' })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    bad.assertStatus(422)
    bad.assertBodyContains({
      errors: [{ field: 'view_mode', message: 'Selecciona una opción válida' }],
    })
    const guest = await client
      .patch('/api/users/users/viewMode')
      .json({ view_mode: 'table' })
      .withCsrfToken()
      .accept('json')
    guest.assertStatus(401)
    guest.assertBodyContains({ message: 'Debes iniciar sesión para continuar' })
  })
})

test.group('API access tokens', (group) => {
  freshDatabase(group)

  test('e-mail and password give a bearer token that opens the API', async ({ client, assert }) => {
    const user = await makeUser({ email: 'tienda@example.com' })
    const created = await client
      .post('/api/auth/tokens')
      .json({ email: 'tienda@example.com', password: 'Secreta2026', name: 'ERP' })
      .withCsrfToken()
      .accept('json')
    created.assertStatus(201)
    const token = created.body().data.token as string
    assert.match(token, /^rpt_/)

    const list = await client
      .get('/api/auth/tokens')
      .header('authorization', `Bearer ${token}`)
      .accept('json')
    list.assertStatus(200)
    assert.equal(list.body().data[0].name, 'ERP')

    const session = await client
      .get(`/api/core/sessionControlData/${user.id}`)
      .header('authorization', `Bearer ${token}`)
      .accept('json')
    session.assertBodyContains({ data: { id: user.id, isGuest: false } })

    const revoked = await client
      .delete(`/api/auth/tokens/${created.body().data.id}`)
      .header('authorization', `Bearer ${token}`)
      .accept('json')
    revoked.assertStatus(200)
    const after = await client
      .get('/api/auth/tokens')
      .header('authorization', `Bearer ${token}`)
      .accept('json')
    after.assertStatus(401)
  })

  test("bad credentials get no token; nobody revokes another user's token", async ({ client }) => {
    const owner = await makeUser({ email: 'tienda@example.com' })
    const intruder = await makeUser()
    const refused = await client
      .post('/api/auth/tokens')
      .json({ email: 'tienda@example.com', password: 'mala' })
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(400)
    const token = await User.accessTokens.create(owner)
    const response = await client
      .delete(`/api/auth/tokens/${token.identifier}`)
      .loginAs(intruder)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    const stillThere = await client
      .get('/api/auth/tokens')
      .header('authorization', `Bearer ${token.value!.release()}`)
      .accept('json')
    stillThere.assertStatus(200)
  })

  test('a token call gets no session and no CSRF cookie; a browser call still does', async ({
    assert,
  }) => {
    const user = await makeUser()
    const token = (await User.accessTokens.create(user)).value!.release()
    // as a store's integration calls: its token and no cookie (the api client always sends one)
    const call = (path: string, init: RequestInit = {}) =>
      fetch(serverUrl(path), {
        redirect: 'manual',
        ...init,
        headers: {
          'authorization': `Bearer ${token}`,
          'accept': 'application/json',
          'content-type': 'application/json',
        },
      })
    const cookieNames = (response: Response) =>
      response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])

    const read = await call('/api/auth/tokens')
    assert.equal(read.status, 200)
    assert.deepEqual(cookieNames(read), [])
    assert.equal(read.headers.get('x-content-type-options'), 'nosniff', 'other guards apply')
    assert.match(read.headers.get('content-security-policy') ?? '', /default-src 'self'/)

    // a change by token needs no CSRF token; a refused one answers its error, never a 500
    const body = (mode: string) => JSON.stringify({ view_mode: mode })
    const changed = await call('/api/users/users/viewMode', {
      method: 'PATCH',
      body: body('table'),
    })
    assert.equal(changed.status, 200)
    assert.deepEqual(cookieNames(changed), [])
    const refused = await call('/api/users/users/viewMode', { method: 'PATCH', body: body('x') })
    assert.equal(refused.status, 422)
    const errors = ((await refused.json()) as { errors: { message: string }[] }).errors
    assert.equal(errors[0].message, 'Selecciona una opción válida')
    assert.deepEqual(cookieNames(refused), [])

    // the pages keep their session, their XSRF cookie and the CSRF check
    const page = await fetch(serverUrl('/users/page/login'))
    assert.includeMembers(cookieNames(page), ['adonis-session', 'XSRF-TOKEN'])
    const forged = await fetch(serverUrl('/api/users/users/viewMode'), {
      method: 'PATCH',
      headers: {
        'cookie': page.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
        'accept': 'application/json',
        'content-type': 'application/json',
      },
      body: body('table'),
    })
    assert.notEqual(forged.status, 200, 'a cookie call without the XSRF header is refused')
  })

  test('a wrong bearer token is 401', async ({ client }) => {
    const response = await client
      .get('/api/auth/tokens')
      .header('authorization', 'Bearer rpt_nope')
      .accept('json')
    response.assertStatus(401)
  })
})

import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import GaragePageController from '#garage/controllers/garage_page_controller'
import ZonesController from '#core/controllers/zones_controller'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import User from '#users/models/user'
import { ILL_FORMED_TEXT } from '#core/middleware/well_formed_text_middleware'

/** Nothing a client sends may give a 500 or show code, SQL or a stack. */
const LONE_SURROGATE = 'ana\ud800@example.com'
const LEAKS = /\.ts:\d+|at [A-Za-z.<>]+ \(|SELECT |INSERT |ENOENT|E_[A-Z_]{4,}|Stack:/

test.group('Ill-formed text', (group) => {
  freshDatabase(group)

  test('{url} refuses a lone surrogate with a Spanish 400')
    .with([
      { url: '/users/page/loginAjax', body: { username: LONE_SURROGATE, password: 'x' } },
      {
        url: '/users/page/registerAjax',
        body: { full_name: 'Ana', email: LONE_SURROGATE, password: 'Secreta2026' },
      },
      { url: '/users/page/passwordRecovery', body: { email: LONE_SURROGATE } },
      {
        url: '/api/users/authenticationCode/validateCodeAndAssignUser',
        body: { mobile: '3001112233', code: '1234', email: LONE_SURROGATE },
      },
      { url: '/api/auth/tokens', body: { email: LONE_SURROGATE, password: 'x' } },
      { url: '/api/users/authenticationCode', body: { mobile: '300\udc00', loginForm: true } },
      { url: '/users/page/loginAjax', body: { ['us\ud800er']: 'x', password: 'x' } },
    ])
    .run(async ({ client, assert }, { url, body }) => {
      const response = await client.post(url).json(body).withCsrfToken().accept('json')
      response.assertStatus(400)
      assert.equal(response.body().message, ILL_FORMED_TEXT)
      assert.notMatch(response.text(), LEAKS)
    })

  test('in a query string too', async ({ client, assert }) => {
    const response = await client
      .get('/api/localization/zones?search=Medell%ED%A0%80')
      .accept('json')
    assert.isBelow(response.status(), 500)
    assert.notMatch(response.text(), LEAKS)
  })

  test('the same text, well formed, is answered as usual', async ({ client }) => {
    await makeUser({ email: 'ana@example.com' })
    const response = await client
      .post('/users/page/loginAjax')
      .json({ username: 'ana@example.com', password: 'Secreta2026' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
  })
})

test.group('Null characters', (group) => {
  freshDatabase(group)

  const registration = async () => ({
    full_name: 'Camila\u0000Rojas',
    email: 'camila@example.com',
    mobile: '3105551234',
    city_id: (await makeCity()).id,
    password: 'MiClave2026',
    password_confirmation: 'MiClave2026',
    conditions: true,
  })

  test('a JSON body with U+0000 is refused with a Spanish 400 and stores nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/users/page/registerAjax')
      .json(await registration())
      .withCsrfToken()
      .accept('json')
    response.assertStatus(400)
    assert.equal(response.body().message, ILL_FORMED_TEXT)
    assert.equal(await countOf(User), 0)
  })

  test('a form body, a key, a multipart field and a query string too', async ({
    client,
    assert,
  }) => {
    const form = await client
      .post('/users/page/registerAjax')
      .form({ ...(await registration()), conditions: 'true' })
      .withCsrfToken()
      .accept('json')
    form.assertStatus(400)
    assert.equal(form.body().message, ILL_FORMED_TEXT)
    assert.equal(await countOf(User), 0)

    const key = await client
      .post('/users/page/loginAjax')
      .json({ ['user\u0000name']: 'ana@example.com', password: 'x' })
      .withCsrfToken()
      .accept('json')
    key.assertStatus(400)

    const multipart = await client
      .post('/api/uploads/image')
      .file('file', 'tests/fixtures/photo.png')
      .field('purpose', 'detail\u0000')
      .withCsrfToken()
      .accept('json')
    multipart.assertStatus(400)
    assert.equal(multipart.body().message, ILL_FORMED_TEXT)

    const query = await client.get('/api/localization/zones?search=Medell%00n').accept('json')
    query.assertStatus(400)
    assert.equal(query.body().message, ILL_FORMED_TEXT)
    assert.notMatch(query.text(), LEAKS)
  })
})

test.group('Live channel subscriptions', (group) => {
  freshDatabase(group)

  test('{title} is a 4xx, never a 500')
    .with([
      { title: 'no uid', body: {} },
      { title: 'no channel', body: { uid: 'abc' } },
      { title: 'a channel that is not text', body: { uid: 'abc', channel: ['users'] } },
      { title: 'a huge channel', body: { uid: 'abc', channel: 'x'.repeat(5000) } },
      { title: 'a malformed channel', body: { uid: 'abc', channel: '../../etc' } },
      { title: "another user's channel", body: { uid: 'abc', channel: 'users/2/notifications' } },
    ])
    .run(async ({ client, assert }, { body }) => {
      const response = await client
        .post('/__transmit/subscribe')
        .json(body)
        .withCsrfToken()
        .accept('json')
      assert.isAtLeast(response.status(), 400)
      assert.isBelow(response.status(), 500)
      assert.notMatch(response.text(), LEAKS)
    })

  test('the event stream refuses a missing or huge uid', async ({ client, assert }) => {
    for (const url of ['/__transmit/events', `/__transmit/events?uid=${'x'.repeat(5000)}`]) {
      const response = await client.get(url).accept('json')
      assert.equal(response.status(), 400, url)
    }
  })
})

test.group('Uploads paths', () => {
  test('{url} answers 4xx and reveals nothing')
    .with([
      { url: '/uploads/..%2F.env' },
      { url: '/uploads/%2e%2e/%2e%2e/.env' },
      { url: '/uploads/..%252F.env' },
      { url: '/uploads/no-existe.png' },
      // a null character is refused before anything looks for the file (Null characters)
      { url: '/uploads/a%00.png', status: 400 },
    ])
    .run(async ({ client, assert }, { url, status = 404 }) => {
      const json = await client.get(url).accept('json')
      json.assertStatus(status)
      assert.notMatch(json.text(), LEAKS)
      assert.notInclude(json.text(), 'APP_KEY')
      const page = await client.get(url)
      page.assertStatus(status)
      assert.notMatch(page.text(), LEAKS)
    })
})

test.group('Error pages', () => {
  test('an unknown page is the Spanish 404 page with a way back', async ({ client, assert }) => {
    const page = await client.get('/pagina-que-no-existe')
    page.assertStatus(404)
    assert.include(page.text(), 'not_found')
    const inertia = await client.get('/pagina-que-no-existe').withInertia()
    inertia.assertStatus(404)
    inertia.assertInertiaComponent('errors/not_found')
    const json = await client.get('/pagina-que-no-existe').accept('json')
    json.assertStatus(404)
    assert.equal(json.body().errors[0].message, 'No encontramos lo que buscas.')
  })

  test('a POST to an unknown URL is a 404 too', async ({ client, assert }) => {
    const response = await client.post('/no-existe').form({}).withCsrfToken()
    assert.include([403, 404], response.status())
    assert.notMatch(response.text(), LEAKS)
  })

  test('a server error is the Spanish 500 page without a stack', async ({ client, assert }) => {
    const failure = () => {
      throw new Error('SELECT password FROM users: boom at handler.ts:12')
    }
    app.container.swap(GaragePageController, () => ({ index: failure }) as never)
    app.container.swap(ZonesController, () => ({ index: failure }) as never)
    try {
      const buyer = await makeUser()
      const page = await client.get('/garage/page/vehiculos').loginAs(buyer)
      page.assertStatus(500)
      assert.include(page.text(), 'server_error')
      assert.notInclude(page.text(), 'SELECT password')
      assert.notMatch(page.text(), LEAKS)
      const json = await client.get('/api/localization/zones').accept('json')
      json.assertStatus(500)
      assert.notInclude(json.text(), 'SELECT password')
      assert.notMatch(json.text(), LEAKS)
    } finally {
      app.container.restoreAll()
    }
  })
})

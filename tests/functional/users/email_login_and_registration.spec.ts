import { test } from '@japa/runner'
import env from '#start/env'
import User from '#users/models/user'
import OutboxMessage from '#core/models/outbox_message'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { lastLinkSentTo, makeCity, makeUser } from '#tests/helpers/people'
import { SseSession } from '#tests/helpers/sse'

test.group('E-mail login', (group) => {
  freshDatabase(group)

  test('right e-mail and password open the session and answer data.id and urlreturn', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ email: 'ana@example.com' })
    const response = await client
      .post('/users/page/loginAjax')
      .json({
        username: 'ANA@example.com ',
        password: 'Secreta2026',
        urlreturn: '/repuestosGo/page/index',
      })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBody({ data: { id: user.id }, urlreturn: '/repuestosGo/page/index' })

    // a browser that logs in keeps its cookies and is signed in on its next call (the api
    // client replaces the session cookie with its own, hence a real client here)
    user.emailVerified = true
    await user.save()
    const browser = await new SseSession().login('ana@example.com', 'Secreta2026')
    const session = await browser.request('GET', `/api/core/sessionControlData/${user.id}`)
    assert.equal(session.status, 200)
    assert.deepInclude(((await session.json()) as { data: object }).data, {
      id: user.id,
      isGuest: false,
    })
  })

  test('a return URL to another site is dropped', async ({ client }) => {
    await makeUser({ email: 'ana@example.com' })
    const response = await client
      .post('/users/page/loginAjax')
      .json({ username: 'ana@example.com', password: 'Secreta2026', urlreturn: '//evil.example/' })
      .withCsrfToken()
      .accept('json')
    response.assertBodyContains({ urlreturn: null })
  })

  test('a wrong password answers on the password field', async ({ client }) => {
    await makeUser({ email: 'ana@example.com' })
    const response = await client
      .post('/users/page/loginAjax')
      .json({ username: 'ana@example.com', password: 'otra-clave' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(400)
    response.assertBodyContains({
      errors: [{ field: 'password', message: 'El email o la contraseña no son correctos' }],
    })
  })

  test('missing fields answer 422 with Spanish messages per field', async ({ client }) => {
    const response = await client
      .post('/users/page/loginAjax')
      .json({ username: 'no-es-email' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'username', message: 'El email no es válido' },
        { field: 'password', message: 'Ingresa tu contraseña' },
      ],
    })
  })

  test('an unverified e-mail answers verifyEmail and sends a new link', async ({
    client,
    assert,
  }) => {
    await makeUser({ email: 'nuevo@example.com', emailVerified: false })
    const response = await client
      .post('/users/page/loginAjax')
      .json({ username: 'nuevo@example.com', password: 'Secreta2026' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(400)
    response.assertBodyContains({
      data: { title: 'VERIFICA TU EMAIL' },
      errors: [{ field: 'verifyEmail' }],
    })
    assert.include(await lastLinkSentTo('nuevo@example.com'), '/users/page/verifyEmail/')
  })

  test('following the verification link verifies the e-mail, once', async ({ client, assert }) => {
    const user = await makeUser({ email: 'nuevo@example.com', emailVerified: false })
    await client
      .post('/users/page/loginAjax')
      .json({ username: 'nuevo@example.com', password: 'Secreta2026' })
      .withCsrfToken()
      .accept('json')
    const link = new URL(await lastLinkSentTo('nuevo@example.com'))
    const first = await client.get(link.pathname).redirects(0)
    first.assertStatus(302)
    first.assertFlashMessage('success', '¡Tu email fue verificado!')
    await user.refresh()
    assert.isTrue(user.emailVerified)
    const second = await client.get(link.pathname).redirects(0)
    second.assertFlashMessage('error', 'El enlace no es válido o ya expiró. Solicita uno nuevo.')
  })

  test('the verification toast waits for the next page past the live calls made in between', async ({
    assert,
  }) => {
    await makeUser({ email: 'nuevo@example.com', emailVerified: false })
    const browser = new SseSession()
    await browser.request('POST', '/users/page/loginAjax', {
      username: 'nuevo@example.com',
      password: 'Secreta2026',
    })
    const link = new URL(await lastLinkSentTo('nuevo@example.com'))
    assert.equal((await browser.page(link.pathname)).status, 302)
    // the previous page's live subscription (its stream already closed: 404) and a JSON call
    // reach the server before the redirect's page
    assert.equal(await browser.subscribe('users/1/notifications'), 404)
    await browser.request('GET', '/api/core/sessionControlData/1')
    const home = await browser.page('/')
    assert.include(home.html, 'Tu email fue verificado')
    assert.notInclude((await browser.page('/')).html, 'Tu email fue verificado', 'shown once')
  })

  test('ten failed tries lock the e-mail for this IP', async ({ client }) => {
    await makeUser({ email: 'ana@example.com' })
    for (let i = 0; i < 10; i++) {
      await client
        .post('/users/page/loginAjax')
        .json({ username: 'ana@example.com', password: 'mala' })
        .withCsrfToken()
        .accept('json')
    }
    const response = await client
      .post('/users/page/loginAjax')
      .json({ username: 'ana@example.com', password: 'Secreta2026' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(429)
  })
})

test.group('Registration', (group) => {
  freshDatabase(group)

  test('creates a buyer, signs them in and e-mails the verification link', async ({
    client,
    assert,
  }) => {
    const city = await makeCity()
    const response = await client
      .post('/users/page/registerAjax')
      .json({
        full_name: 'Camila Rojas',
        email: 'camila@example.com',
        mobile: '+57 310 555 1234',
        city_id: city.id,
        password: 'MiClave2026',
        password_confirmation: 'MiClave2026',
        conditions: true,
      })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({ message: '¡Bienvenido! Tu cuenta fue creada.' })
    const user = await User.findByOrFail('email', 'camila@example.com')
    assert.equal(user.mobile, '3105551234')
    assert.equal(user.userKind, 'buyer')
    assert.isFalse(user.isVendor)
    assert.isTrue(user.conditionsAccepted)
    assert.isFalse(user.emailVerified)
    assert.notEqual(user.password, 'MiClave2026')
    assert.include(await lastLinkSentTo('camila@example.com'), '/users/page/verifyEmail/')
  })

  test('every field error comes back in Spanish and nothing is created', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/users/page/registerAjax')
      .json({
        full_name: 'A',
        email: 'x',
        mobile: '123',
        password: 'corta',
        password_confirmation: 'otra',
      })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    const messages = Object.fromEntries(
      response.body().errors.map((e: any) => [e.field, e.message])
    )
    assert.deepInclude(messages, {
      full_name: 'Ingresa tu nombre completo',
      email: 'El email no es válido',
      mobile: 'Teléfono inválido',
      city_id: 'Selecciona tu ciudad',
      password: 'La contraseña debe tener mínimo 8 caracteres',
      conditions: 'Debes aceptar los términos y condiciones',
    })
    assert.equal(await countOf(User), 0)
  })

  test('an e-mail or number already registered is refused', async ({ client, assert }) => {
    const city = await makeCity()
    await makeUser({ email: 'camila@example.com', mobile: '3105551234' })
    const base = {
      full_name: 'Camila Rojas',
      city_id: city.id,
      password: 'MiClave2026',
      password_confirmation: 'MiClave2026',
      conditions: true,
    }
    const sameEmail = await client
      .post('/users/page/registerAjax')
      .json({ ...base, email: 'camila@example.com', mobile: '3115551234' })
      .withCsrfToken()
      .accept('json')
    sameEmail.assertStatus(422)
    sameEmail.assertBodyContains({
      errors: [{ field: 'email', message: 'Ya existe una cuenta con este email' }],
    })
    const sameMobile = await client
      .post('/users/page/registerAjax')
      .json({ ...base, email: 'otra@example.com', mobile: '3105551234' })
      .withCsrfToken()
      .accept('json')
    sameMobile.assertStatus(422)
    sameMobile.assertBodyContains({
      errors: [{ field: 'mobile', message: 'Ya existe una cuenta con este número de WhatsApp' }],
    })
    assert.equal(await countOf(User), 1)
  })

  test('the registration and login pages render for guests and send users home', async ({
    client,
  }) => {
    const page = await client.get('/users/page/register?mobile=3105551234').withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('users/register')
    page.assertInertiaPropsContains({ mobile: '3105551234' })
    const login = await client.get('/users/page/login?urlreturn=/x').withInertia()
    login.assertInertiaComponent('users/login')
    login.assertInertiaPropsContains({ urlreturn: '/x' })

    const user = await makeUser()
    const signedIn = await client.get('/users/page/register').loginAs(user).redirects(0)
    signedIn.assertStatus(302)
    signedIn.assertHeader('location', '/')
  })
})

test.group('Password recovery', (group) => {
  freshDatabase(group)

  test('the link lets the user choose a new password, once', async ({ client, assert }) => {
    await makeUser({ email: 'ana@example.com' })
    const asked = await client
      .post('/users/page/passwordRecovery')
      .json({ email: 'ana@example.com' })
      .withCsrfToken()
      .accept('json')
    asked.assertStatus(200)
    const link = new URL(await lastLinkSentTo('ana@example.com'))
    const token = link.pathname.split('/').pop()!

    const page = await client.get(link.pathname).withInertia()
    page.assertInertiaComponent('users/reset_password')

    const reset = await client
      .post('/users/page/resetPassword')
      .json({ token, password: 'NuevaClave99', password_confirmation: 'NuevaClave99' })
      .withCsrfToken()
      .accept('json')
    reset.assertStatus(200)
    reset.assertBodyContains({ message: 'Tu contraseña fue actualizada. Ya puedes ingresar.' })

    const login = await client
      .post('/users/page/loginAjax')
      .json({ username: 'ana@example.com', password: 'NuevaClave99' })
      .withCsrfToken()
      .accept('json')
    login.assertStatus(200)

    const again = await client
      .post('/users/page/resetPassword')
      .json({ token, password: 'OtraClave99', password_confirmation: 'OtraClave99' })
      .withCsrfToken()
      .accept('json')
    again.assertStatus(400)
    assert.equal(again.body().message, 'El enlace no es válido o ya expiró. Solicita uno nuevo.')
  })

  test('a Mexican account gets the link of the Mexican site (mx. host)', async ({
    client,
    assert,
  }) => {
    await makeUser({ email: 'lupita@example.com', countryCode: 'MX', mobile: '5512345678' })
    const asked = await client
      .post('/users/page/passwordRecovery')
      .header('host', 'mx.localhost')
      .json({ email: 'lupita@example.com' })
      .withCsrfToken()
      .accept('json')
    asked.assertStatus(200)
    const link = new URL(await lastLinkSentTo('lupita@example.com'))
    assert.equal(link.hostname, `mx.${new URL(env.get('APP_URL')).hostname}`)
    assert.match(link.pathname, /^\/users\/page\/resetPassword\/\S+$/)
    const [mail] = await OutboxMessage.query().where('recipient', 'lupita@example.com')
    assert.include(mail.body, 'Hola ')
    assert.equal(mail.body.split('Equipo Repuestos').length - 1, 1, 'one sign-off')

    // a Colombian account keeps the default site
    await makeUser({ email: 'ana.co@example.com' })
    await client
      .post('/users/page/passwordRecovery')
      .json({ email: 'ana.co@example.com' })
      .withCsrfToken()
      .accept('json')
    const colombian = new URL(await lastLinkSentTo('ana.co@example.com'))
    assert.equal(colombian.host, new URL(env.get('APP_URL')).host)
  })

  test('an unknown e-mail gets the same answer and no mail', async ({ client, assert }) => {
    const response = await client
      .post('/users/page/passwordRecovery')
      .json({ email: 'nadie@example.com' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    assert.include(response.body().message, 'Si el email está registrado')
    assert.equal(await countOf(OutboxMessage), 0)
  })
})

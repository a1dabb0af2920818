import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AuthenticationCode from '#users/models/authentication_code'
import OutboxMessage from '#core/models/outbox_message'
import type User from '#users/models/user'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo, makeUser } from '#tests/helpers/people'

test.group('WhatsApp login: sending the code', (group) => {
  freshDatabase(group)

  test('a known number gets a 6-digit code by WhatsApp, stored only as a hash', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ mobile: '3001112233' })
    const response = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: 3001112233, loginForm: true })
      .withCsrfToken()
      .accept('json')

    response.assertStatus(201)
    response.assertBodyContains({ message: 'Te enviamos un código de verificación por WhatsApp' })
    const code = await lastCodeSentTo('3001112233')
    const stored = await AuthenticationCode.findByOrFail('mobile', '3001112233')
    assert.equal(stored.userId, user.id)
    assert.notInclude(stored.codeHash, code)
    assert.isTrue(stored.expiresAt.diffNow('minutes').minutes <= 10)
  })

  test('the number is accepted with spaces and the +57 prefix', async ({ client }) => {
    await makeUser({ mobile: '3001112233' })
    const response = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '+57 300 111 2233', loginForm: true })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
  })

  test('an invalid number answers 422 "Teléfono inválido" and sends nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '12345', loginForm: true })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'mobile', message: 'Teléfono inválido' }] })
    assert.equal(await countOf(OutboxMessage), 0)
  })

  test('an unknown number answers 404 with the number, to offer sign-up', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '3009998877', loginForm: true })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    response.assertBodyContains({ data: { mobile: '3009998877' } })
    assert.include(response.body().message, 'no está registrado')
    assert.equal(await countOf(AuthenticationCode), 0)
  })

  test('a number without WhatsApp answers status 900', async ({ client, assert }) => {
    await makeUser({ mobile: '3001230000' })
    const response = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '3001230000', loginForm: true })
      .withCsrfToken()
      .accept('json')
    assert.equal(response.status(), 900)
    assert.include(response.body().message, 'no tiene una cuenta de WhatsApp')
    assert.equal(await countOf(AuthenticationCode), 0)
  })

  test('a verification code (wizard) does not need an account', async ({ client }) => {
    const response = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '3004445566', loginForm: false })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
  })

  test('at most 3 codes per number every 10 minutes', async ({ client, assert }) => {
    await makeUser({ mobile: '3001112233' })
    for (let i = 0; i < 3; i++) {
      const ok = await client
        .post('/api/users/authenticationCode')
        .json({ mobile: '3001112233', loginForm: true })
        .withCsrfToken()
        .accept('json')
      ok.assertStatus(201)
    }
    const refused = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '3001112233', loginForm: true })
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(429)
    assert.include(refused.body().message, 'demasiados intentos')
    assert.equal(await countOf(OutboxMessage), 3)
  })
})

test.group('WhatsApp login: entering the code', (group) => {
  freshDatabase(group)

  async function sendCode(client: any, mobile = '3001112233') {
    await client
      .post('/api/users/authenticationCode')
      .json({ mobile, loginForm: true })
      .withCsrfToken()
      .accept('json')
    return lastCodeSentTo(mobile)
  }

  test('the right code opens the session and verifies the number', async ({ client, assert }) => {
    const user = await makeUser({ mobile: '3001112233', mobileVerified: false })
    const code = await sendCode(client)
    const response = await client
      .post('/users/page/logInWithCode/')
      .json({ mobile_number: '3001112233', code, urlreturn: '/users/page/login' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({ data: { id: user.id }, urlreturn: '/users/page/login' })
    await user.refresh()
    assert.isTrue(user.mobileVerified)
    assert.isNotNull(user.lastLoginAt)
  })

  test('a code works only once', async ({ client }) => {
    await makeUser({ mobile: '3001112233' })
    const code = await sendCode(client)
    const body = { mobile_number: '3001112233', code }
    ;(
      await client.post('/users/page/logInWithCode').json(body).withCsrfToken().accept('json')
    ).assertStatus(200)
    const again = await client
      .post('/users/page/logInWithCode')
      .json(body)
      .withCsrfToken()
      .accept('json')
    again.assertStatus(422)
    again.assertBodyContains({ message: '¡El código no es correcto o ya expiró!' })
  })

  test('a wrong code answers with the whatsappInputMessage warning', async ({ client, assert }) => {
    await makeUser({ mobile: '3001112233' })
    const code = await sendCode(client)
    const wrong = code === '000000' ? '111111' : '000000'
    const response = await client
      .post('/users/page/logInWithCode')
      .json({ mobile_number: '3001112233', code: wrong })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    assert.include(
      response.body().data.whatsappInputMessage,
      '¡El código no es correcto o ya expiró!'
    )
    assert.include(response.body().data.whatsappInputMessage, 'vuelve a solicitar un nuevo código')
  })

  test('an expired code is refused', async ({ client }) => {
    await makeUser({ mobile: '3001112233' })
    const code = await sendCode(client)
    await AuthenticationCode.query().update({
      expires_at: DateTime.now().minus({ minutes: 1 }).toSQL({ includeOffset: false }),
    })
    const response = await client
      .post('/users/page/logInWithCode')
      .json({ mobile_number: '3001112233', code })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ message: '¡El código no es correcto o ya expiró!' })
  })

  test('after 5 wrong tries the right code no longer works', async ({ client, assert }) => {
    await makeUser({ mobile: '3001112233' })
    const code = await sendCode(client)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      await client
        .post('/users/page/logInWithCode')
        .json({ mobile_number: '3001112233', code: wrong })
        .withCsrfToken()
        .accept('json')
    }
    const response = await client
      .post('/users/page/logInWithCode')
      .json({ mobile_number: '3001112233', code })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    assert.include(response.body().message, 'Superaste el número de intentos')
  })

  test('a new code replaces the previous one', async ({ client }) => {
    await makeUser({ mobile: '3001112233' })
    const first = await sendCode(client)
    const second = await sendCode(client)
    if (first !== second) {
      const old = await client
        .post('/users/page/logInWithCode')
        .json({ mobile_number: '3001112233', code: first })
        .withCsrfToken()
        .accept('json')
      old.assertStatus(422)
    }
    const fresh = await client
      .post('/users/page/logInWithCode')
      .json({ mobile_number: '3001112233', code: second })
      .withCsrfToken()
      .accept('json')
    fresh.assertStatus(200)
  })

  test('a code sent to one number does not open another account', async ({ client }) => {
    await makeUser({ mobile: '3001112233' })
    await makeUser({ mobile: '3004445566' })
    const code = await sendCode(client, '3001112233')
    const response = await client
      .post('/users/page/logInWithCode')
      .json({ mobile_number: '3004445566', code })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
  })

  test('a deactivated account cannot get a code', async ({ client }) => {
    await makeUser({ mobile: '3001112233', deactivatedAt: DateTime.now() } as Partial<User>)
    const response = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '3001112233', loginForm: true })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(403)
    response.assertBodyContains({ message: 'Tu cuenta está desactivada. Comunícate con soporte.' })
  })

  test('the form without CSRF token is refused', async ({ client }) => {
    const response = await client
      .post('/users/page/logInWithCode')
      .json({ mobile_number: '3001112233', code: '123456' })
      .accept('json')
    response.assertStatus(403)
  })
})

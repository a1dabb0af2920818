import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import AuthenticationCode from '#users/models/authentication_code'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { SECRET_LIMITS } from '#core/services/secret_attempts'
import { trustProxyFrom } from '#core/services/client_ip'

/**
 * Every endpoint that checks a secret is limited per account and per client address, answering
 * 429 with a Spanish message and Retry-After; a forged X-Forwarded-For buys no fresh budget.
 */
type Client = ApiClient

function tokenTry(client: Client, email: string, password: string, forwardedFor?: string) {
  const call = client
    .post('/api/auth/tokens')
    .json({ email, password })
    .withCsrfToken()
    .accept('json')
  return forwardedFor ? call.header('X-Forwarded-For', forwardedFor) : call
}

function loginTry(client: Client, username: string, password: string, forwardedFor?: string) {
  const call = client
    .post('/users/page/loginAjax')
    .json({ username, password })
    .withCsrfToken()
    .accept('json')
  return forwardedFor ? call.header('X-Forwarded-For', forwardedFor) : call
}

function assertThrottled(response: Awaited<ReturnType<typeof tokenTry>>, assert: any) {
  response.assertStatus(429)
  assert.match(response.body().message, /demasiados intentos/)
  assert.isAbove(Number(response.header('retry-after')), 0)
}

test.group('Secret-checking endpoints are rate-limited', (group) => {
  freshDatabase(group)

  test('API tokens: ten wrong passwords lock the account, even for the right one', async ({
    client,
    assert,
  }) => {
    await makeUser({ email: 'ana@example.com' })
    for (let i = 0; i < SECRET_LIMITS.account.requests; i++) {
      const wrong = await tokenTry(client, 'ana@example.com', `mala-${i}`)
      wrong.assertStatus(400)
    }
    assertThrottled(await tokenTry(client, 'ana@example.com', 'Secreta2026'), assert)
  })

  test('the e-mail login and the token endpoint share one budget per account', async ({
    client,
    assert,
  }) => {
    await makeUser({ email: 'ana@example.com' })
    for (let i = 0; i < SECRET_LIMITS.account.requests / 2; i++) {
      await loginTry(client, 'ana@example.com', 'mala')
      await tokenTry(client, 'ana@example.com', 'mala')
    }
    assertThrottled(await loginTry(client, 'ana@example.com', 'Secreta2026'), assert)
    assertThrottled(await tokenTry(client, 'ana@example.com', 'Secreta2026'), assert)
  })

  test('one address trying many accounts is locked out as an address', async ({
    client,
    assert,
  }) => {
    await makeUser({ email: 'victima@example.com' })
    for (let i = 0; i < SECRET_LIMITS.ip.requests; i++) {
      await tokenTry(client, `nadie${i}@example.com`, 'mala')
    }
    assertThrottled(await tokenTry(client, 'victima@example.com', 'Secreta2026'), assert)
  })

  test('a forged X-Forwarded-For buys no fresh budget (no proxy is trusted by default)', async ({
    client,
    assert,
  }) => {
    await makeUser({ email: 'ana@example.com' })
    for (let i = 0; i < SECRET_LIMITS.account.requests; i++) {
      await loginTry(client, 'ana@example.com', 'mala', `203.0.113.${i + 1}`)
    }
    assertThrottled(
      await loginTry(client, 'ana@example.com', 'Secreta2026', '198.51.100.77'),
      assert
    )
  }).timeout(30_000)

  test('password reset links: wrong tokens are limited per address', async ({ client, assert }) => {
    for (let i = 0; i < SECRET_LIMITS.ip.requests; i++) {
      const wrong = await client
        .post('/users/page/resetPassword')
        .json({
          token: `token-falso-de-prueba-${String(i).padStart(4, '0')}`,
          password: 'OtraClave2026',
          password_confirmation: 'OtraClave2026',
        })
        .withCsrfToken()
        .accept('json')
      assert.include([400, 422], wrong.status())
    }
    const refused = await client
      .post('/users/page/resetPassword')
      .json({
        token: 'token-falso-de-prueba-otro',
        password: 'OtraClave2026',
        password_confirmation: 'OtraClave2026',
      })
      .withCsrfToken()
      .accept('json')
    assertThrottled(refused, assert)
  }).timeout(30_000)

  test('password recovery requests are limited per address too', async ({ client, assert }) => {
    let last
    for (let i = 0; i < 21; i++) {
      last = await client
        .post('/users/page/passwordRecovery')
        .json({ email: `persona${i}@example.com` })
        .withCsrfToken()
        .accept('json')
    }
    assertThrottled(last!, assert)
  })
})

test.group('Client address behind a trusted proxy', (group) => {
  freshDatabase(group)
  let original: unknown
  group.each.setup(() => {
    const http = app.config.get<{ trustProxy: unknown }>('app.http')
    original = http.trustProxy
    http.trustProxy = trustProxyFrom('127.0.0.1,::1,::ffff:127.0.0.1')
    return () => {
      http.trustProxy = original
    }
  })

  test('a 2000-character X-Forwarded-For stores a bounded address, never a 500', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '3004445566', loginForm: false })
      .header('X-Forwarded-For', `${'9'.repeat(2000)}, 127.0.0.1`)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const code = await AuthenticationCode.findByOrFail('mobile', '3004445566')
    assert.isAtMost(code.ip!.length, 45)
  })

  test('the forwarded address of a trusted proxy is the one limited', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < SECRET_LIMITS.ip.requests; i++) {
      await tokenTry(client, `nadie${i}@example.com`, 'mala', '203.0.113.9')
    }
    assertThrottled(await tokenTry(client, 'otro@example.com', 'mala', '203.0.113.9'), assert)
    const other = await tokenTry(client, 'otro@example.com', 'mala', '198.51.100.1')
    other.assertStatus(400)
  }).timeout(30_000)
})

import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import type Store from '#stores/models/store'
import { StoreFactory } from '#database/factories/store_factory'
import { TOKEN_SCOPE_NAMES, type TokenScope } from '#users/rules/token_scopes'
import storeTokenCallLog from '#users/services/store_token_call_log'
import { withoutStaffRights } from '#users/services/store_token_gate'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeAdmin, makeBuyer, makeRequest, queriesDuring } from '#tests/helpers/requests'
import { makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'

/**
 * Store tokens with scopes (issue 24 item 3): named tokens managed from 'Integraciones' (web
 * session), each limited to its scopes (users/rules/token_scopes.ts), its store, no staff
 * rights, its own rate limit, and a call log the store reads.
 */
const TOKENS = (store: Store) => `/api/store/store/${store.id}/integrationTokens`
const TOKEN = (store: Store, id: number) => `${TOKENS(store)}/${id}`
const CALLS = (store: Store) => `/api/store/store/${store.id}/integrationTokenCalls`

async function createToken(
  client: ApiClient,
  owner: User,
  store: Store,
  scopes: readonly TokenScope[] = TOKEN_SCOPE_NAMES,
  name = 'ERP'
) {
  const response = await client
    .post(TOKENS(store))
    .json({ name, scopes })
    .loginAs(owner)
    .withCsrfToken()
    .accept('json')
  response.assertStatus(201)
  return response.body().data as { id: number; token: string; scopes: TokenScope[] }
}

const bearer = (client: ApiClient, token: string, method: 'get' | 'post' | 'patch', url: string) =>
  client[method](url).bearerToken(token).accept('json')

/** One representative route per scope, and the status it answers when the scope is held. */
const REPRESENTATIVE: Record<TokenScope, { call: (c: ApiClient, t: string) => any; ok: number }> = {
  'requests:read': { call: (c, t) => bearer(c, t, 'get', VENDOR_PATHS.countPending), ok: 200 },
  // reaches the action: the empty body is refused by its validator
  'quotations:write': {
    call: (c, t) => bearer(c, t, 'post', VENDOR_PATHS.processObservation).json({}),
    ok: 422,
  },
  'orders:read': { call: (c, t) => bearer(c, t, 'get', '/api/repuestosGo/sales'), ok: 200 },
  // reaches the sale's lookup: an unknown sale
  'orders:write': {
    call: (c, t) =>
      bearer(c, t, 'patch', '/api/repuestosGo/sales/999999/status').json({ status: 'sent' }),
    ok: 404,
  },
  'chat:write': {
    call: (c, t) => bearer(c, t, 'post', '/api/repuestosGo/chat/markMessagesAsRead').json({}),
    ok: 422,
  },
}

const LABELS: Record<TokenScope, string> = {
  'requests:read': 'Leer solicitudes',
  'quotations:write': 'Cotizar',
  'orders:read': 'Leer pedidos',
  'orders:write': 'Actualizar pedidos',
  'chat:write': 'Chat',
}

test.group('Store tokens: scopes', (group) => {
  freshDatabase(group)

  for (const scope of TOKEN_SCOPE_NAMES) {
    test(`${scope}: refused without it (403), allowed with it`, async ({ client, assert }) => {
      const { store, owner } = await makeGoStore()
      const others = TOKEN_SCOPE_NAMES.filter((s) => s !== scope)
      const without = await createToken(client, owner, store, others, 'sin permiso')
      const withIt = await createToken(client, owner, store, [scope], 'con permiso')
      const { call, ok } = REPRESENTATIVE[scope]

      const refused = await call(client, without.token)
      refused.assertStatus(403)
      const message = `Este token no tiene el permiso «${LABELS[scope]}» (${scope}).`
      assert.deepEqual(refused.body(), { message, errors: [{ message }] })

      const allowed = await call(client, withIt.token)
      allowed.assertStatus(ok)
    })
  }

  test('a route outside the table is refused; a personal token behaves as before', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const { token } = await createToken(client, owner, store)
    const message = 'Los tokens de integración de la tienda no pueden usar esta ruta de la API.'
    for (const url of ['/api/auth/tokens', '/api/users/BillingData', '/api/repuestosGo/orders']) {
      const refused = await bearer(client, token, 'get', url)
      refused.assertStatus(403)
      assert.equal(refused.body().message, message)
    }
    const personal = (await User.accessTokens.create(owner, ['*'])).value!.release()
    ;(await bearer(client, personal, 'get', '/api/auth/tokens')).assertStatus(200)
    ;(await bearer(client, personal, 'get', '/api/users/BillingData')).assertStatus(200)
  })

  test('the request list answers a store token only as the vendor’s list', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    await makeRequest(owner, { parts: 1 })
    const { token } = await createToken(client, owner, store, ['requests:read'])
    const own = await bearer(client, token, 'get', VENDOR_PATHS.requests)
    own.assertStatus(403)
    assert.match(own.body().message, /alcance de vendedor en «scopes»/)
    const vendor = await bearer(client, token, 'get', VENDOR_PATHS.requests).qs({
      scopes: PENDING,
      storeId: store.id,
    })
    vendor.assertStatus(200)
  })

  test('an admin owner’s store token has no staff powers, and the flags stay saved', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    await db.from('users').where('id', owner.id).update({ is_admin: true, manage_go_module: true })
    const elsewhere = await makeGoStore()
    const theirs = await makeRequest(await makeBuyer(), {
      states: ['forStore'],
      storeId: elsewhere.store.id,
    })
    const url = `${VENDOR_PATHS.requests}/${theirs.id}`
    // as staff (session), the other store's request is readable
    ;(await client.get(url).loginAs(owner).accept('json')).assertStatus(200)

    const { token } = await createToken(client, owner, store)
    const asToken = await bearer(client, token, 'get', url)
    assert.oneOf(asToken.status(), [403, 404])
    // the staff's counters are not a store's either: the token reads its own store's
    const counter = await bearer(
      client,
      token,
      'get',
      VENDOR_PATHS.opportunities(elsewhere.store.id)
    )
    counter.assertStatus(403)

    const saved = await db.from('users').where('id', owner.id).first()
    assert.isTrue(Boolean(saved.is_admin))
    assert.isTrue(Boolean(saved.manage_go_module))
  })

  test('a save of a stripped user object never writes the staff flags', async ({ assert }) => {
    const admin = await makeAdmin()
    withoutStaffRights(admin)
    assert.isFalse(admin.isAdmin)
    admin.fullName = 'Otro nombre'
    await admin.save()
    const saved = await db.from('users').where('id', admin.id).first()
    assert.equal(saved.full_name, 'Otro nombre')
    assert.isTrue(Boolean(saved.is_admin))
  })

  test('the acting store is the token’s store, even when the owner owns another', async ({
    client,
    assert,
  }) => {
    const { store: first, owner } = await makeGoStore()
    const second = await StoreFactory.merge({ userId: owner.id }).apply('goModule').create()
    await makeRequest(await makeBuyer(), { states: ['forStore'], storeId: second.id, parts: 1 })

    const bySession = await client.get(VENDOR_PATHS.countPending).loginAs(owner).accept('json')
    assert.deepEqual(bySession.body(), { data: { count: 0 } })
    const { token: firstToken } = await createToken(client, owner, first)
    const { token: secondToken } = await createToken(client, owner, second)
    const byFirst = await bearer(client, firstToken, 'get', VENDOR_PATHS.countPending)
    assert.deepEqual(byFirst.body(), { data: { count: 0 } })
    const bySecond = await bearer(client, secondToken, 'get', VENDOR_PATHS.countPending)
    assert.deepEqual(bySecond.body(), { data: { count: 1 } })
  })

  test('the token stops (401) when the store is gone or changes owner', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const { token } = await createToken(client, owner, store)
    ;(await bearer(client, token, 'get', VENDOR_PATHS.countPending)).assertStatus(200)

    const buyer = await makeUser()
    await db.from('stores').where('id', store.id).update({ user_id: buyer.id })
    const sold = await bearer(client, token, 'get', VENDOR_PATHS.countPending)
    sold.assertStatus(401)
    assert.equal(
      sold.body().message,
      'El token de integración ya no es válido: la tienda no existe o cambió de dueño.'
    )

    await db.from('stores').where('id', store.id).update({ user_id: owner.id, is_active: false })
    ;(await bearer(client, token, 'get', VENDOR_PATHS.countPending)).assertStatus(401)
  })
})

test.group('Store tokens: management', (group) => {
  freshDatabase(group)

  test('created with a name and scopes, listed without its value, stored hashed', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const made = await client
      .post(TOKENS(store))
      .json({ name: '  Inventario  ', scopes: ['orders:read', 'requests:read'] })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    made.assertStatus(201)
    const { message, data } = made.body()
    assert.equal(message, 'Token creado. Cópialo ahora: no lo volveremos a mostrar.')
    assert.match(data.token, /^rpt_/)
    assert.equal(data.name, 'Inventario')
    assert.deepEqual(data.scopes, ['requests:read', 'orders:read'])

    const row = await db.from('auth_access_tokens').where('id', data.id).first()
    assert.deepEqual(JSON.parse(row.abilities), [
      `store:${store.id}`,
      'requests:read',
      'orders:read',
    ])
    assert.notInclude(JSON.stringify(row), data.token.slice(4))

    const list = await client.get(TOKENS(store)).loginAs(owner).accept('json')
    list.assertStatus(200)
    assert.lengthOf(list.body().data, 1)
    assert.notInclude(JSON.stringify(list.body()), data.token)
    assert.containsSubset(list.body().data[0], {
      id: data.id,
      name: 'Inventario',
      scopes: ['requests:read', 'orders:read'],
      isDefault: false,
      lastUsedAt: null,
    })
  })

  test('bad input is a Spanish 422; an 11th token is refused', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const post = (body: object) =>
      client.post(TOKENS(store)).json(body).loginAs(owner).withCsrfToken().accept('json')
    const noScope = await post({ name: 'ERP', scopes: [] })
    noScope.assertStatus(422)
    assert.equal(noScope.body().errors[0].message, 'Elige al menos un permiso para el token.')
    const unknown = await post({ name: 'ERP', scopes: ['admin:all'] })
    unknown.assertStatus(422)
    assert.equal(unknown.body().errors[0].message, 'Uno de los permisos elegidos no existe.')
    const noName = await post({ name: '  ', scopes: ['chat:write'] })
    noName.assertStatus(422)
    assert.equal(noName.body().errors[0].message, 'Escribe un nombre para el token.')

    for (let index = 0; index < 10; index++) {
      await db.table('auth_access_tokens').insert({
        tokenable_id: owner.id,
        type: 'auth_token',
        name: `T${index}`,
        hash: `h${index}`,
        abilities: JSON.stringify([`store:${store.id}`, 'chat:write']),
        created_at: new Date(),
        updated_at: new Date(),
      })
    }
    const eleventh = await post({ name: 'ERP', scopes: ['chat:write'] })
    eleventh.assertStatus(422)
    assert.equal(
      eleventh.body().message,
      'La tienda ya tiene 10 tokens de integración: revoca alguno antes de crear otro.'
    )
  })

  test('rotation: the old value answers 401, the new one works with the same scopes', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const first = await createToken(client, owner, store, ['requests:read'])
    const rotated = await client
      .post(`${TOKEN(store, first.id)}/rotate`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    rotated.assertStatus(200)
    const second = rotated.body().data
    assert.notEqual(second.token, first.token)
    assert.deepEqual(second.scopes, ['requests:read'])
    ;(await bearer(client, first.token, 'get', VENDOR_PATHS.countPending)).assertStatus(401)
    ;(await bearer(client, second.token, 'get', VENDOR_PATHS.countPending)).assertStatus(200)
    ;(await bearer(client, second.token, 'get', '/api/repuestosGo/sales')).assertStatus(403)
  })

  test('revocation: 401 from then on; another store’s token id is 404', async ({ client }) => {
    const { store, owner } = await makeGoStore()
    const other = await makeGoStore()
    const theirs = await createToken(client, other.owner, other.store)
    const mine = await createToken(client, owner, store)
    const foreign = await client
      .delete(TOKEN(store, theirs.id))
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    foreign.assertStatus(404)
    const revoked = await client
      .delete(TOKEN(store, mine.id))
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    revoked.assertStatus(200)
    ;(await bearer(client, mine.token, 'get', VENDOR_PATHS.countPending)).assertStatus(401)
    ;(await bearer(client, theirs.token, 'get', VENDOR_PATHS.countPending)).assertStatus(200)
  })

  test('changing the scopes applies to the next call', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const made = await createToken(client, owner, store, ['requests:read'])
    ;(await bearer(client, made.token, 'get', '/api/repuestosGo/sales')).assertStatus(403)
    const changed = await client
      .patch(TOKEN(store, made.id))
      .json({ scopes: ['orders:read'] })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    changed.assertStatus(200)
    assert.deepEqual(changed.body().data.scopes, ['orders:read'])
    ;(await bearer(client, made.token, 'get', '/api/repuestosGo/sales')).assertStatus(200)
    ;(await bearer(client, made.token, 'get', VENDOR_PATHS.countPending)).assertStatus(403)
  })

  test('advisers read, 403 on changes; others 404; guests and bearer tokens 401', async ({
    client,
    assert,
  }) => {
    const { store, owner, advisers } = await makeGoStore({ advisers: 1 })
    const made = await createToken(client, owner, store)
    const adviser = advisers[0].account
    const list = await client.get(TOKENS(store)).loginAs(adviser).accept('json')
    list.assertStatus(200)
    assert.lengthOf(list.body().data, 1)
    const changes = [
      () => client.post(TOKENS(store)).json({ name: 'X', scopes: ['chat:write'] }),
      () => client.post(`${TOKEN(store, made.id)}/rotate`),
      () => client.patch(TOKEN(store, made.id)).json({ scopes: ['chat:write'] }),
      () => client.delete(TOKEN(store, made.id)),
    ]
    for (const change of changes) {
      const refused = await change().loginAs(adviser).withCsrfToken().accept('json')
      refused.assertStatus(403)
      assert.equal(
        refused.body().message,
        'Solo el dueño de la tienda puede gestionar el token de integración.'
      )
    }
    const other = await makeGoStore()
    for (const stranger of [other.owner, await makeAdmin(), await makeUser()]) {
      ;(await client.get(TOKENS(store)).loginAs(stranger).accept('json')).assertStatus(404)
      const change = await changes[3]().loginAs(stranger).withCsrfToken().accept('json')
      change.assertStatus(404)
    }
    ;(await client.get(TOKENS(store)).accept('json')).assertStatus(401)
    ;(await bearer(client, made.token, 'get', TOKENS(store))).assertStatus(401)
    const personal = (await User.accessTokens.create(owner, ['*'])).value!.release()
    ;(await bearer(client, personal, 'get', TOKENS(store))).assertStatus(401)
  })
})

test.group('Store tokens: rate limit, last use, call log', (group) => {
  freshDatabase(group)
  group.each.teardown(() => app.config.set('store_tokens.callsPerMinute', 600))

  test('each token has its own limit: 429 in Spanish with Retry-After', async ({
    client,
    assert,
  }) => {
    app.config.set('store_tokens.callsPerMinute', 3)
    const { store, owner } = await makeGoStore()
    const busy = await createToken(client, owner, store, ['requests:read'], 'A')
    const calm = await createToken(client, owner, store, ['requests:read'], 'B')
    for (let index = 0; index < 3; index++) {
      ;(await bearer(client, busy.token, 'get', VENDOR_PATHS.countPending)).assertStatus(200)
    }
    const limited = await bearer(client, busy.token, 'get', VENDOR_PATHS.countPending)
    limited.assertStatus(429)
    assert.match(
      limited.body().message,
      /^Este token superó su límite de llamadas por minuto\. Intenta de nuevo en \d+ segundos\.$/
    )
    assert.isAbove(Number(limited.header('retry-after')), 0)
    ;(await bearer(client, calm.token, 'get', VENDOR_PATHS.countPending)).assertStatus(200)
    // the owner's session is not limited by its tokens
    ;(await client.get(VENDOR_PATHS.countPending).loginAs(owner).accept('json')).assertStatus(200)
  })

  test('the last use is recorded and listed', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const made = await createToken(client, owner, store)
    const before = await client.get(TOKENS(store)).loginAs(owner).accept('json')
    assert.isNull(before.body().data[0].lastUsedAt)
    await bearer(client, made.token, 'get', VENDOR_PATHS.countPending)
    const after = await client.get(TOKENS(store)).loginAs(owner).accept('json')
    assert.isString(after.body().data[0].lastUsedAt)
  })

  test('every call is logged, newest first, by token; owner and adviser read it', async ({
    client,
    assert,
  }) => {
    const { store, owner, advisers } = await makeGoStore({ advisers: 1 })
    const reader = await createToken(client, owner, store, ['requests:read'], 'Lector')
    const other = await createToken(client, owner, store, ['chat:write'], 'Chat')
    await bearer(client, reader.token, 'get', `${VENDOR_PATHS.countPending}?x=1`)
    await bearer(client, reader.token, 'get', '/api/repuestosGo/sales')
    await bearer(client, other.token, 'get', VENDOR_PATHS.countPending)
    await storeTokenCallLog.settled()

    for (const person of [owner, advisers[0].account]) {
      const log = await client.get(CALLS(store)).loginAs(person).accept('json')
      log.assertStatus(200)
      const { data, metadata } = log.body()
      assert.equal(metadata.count, 3)
      assert.deepEqual(
        data.map((row: any) => [row.tokenName, row.method, row.routeName, row.path, row.status]),
        [
          ['Chat', 'GET', 'api.vendor.countPending', VENDOR_PATHS.countPending, 403],
          ['Lector', 'GET', 'api.sales.index', '/api/repuestosGo/sales', 403],
          ['Lector', 'GET', 'api.vendor.countPending', VENDOR_PATHS.countPending, 200],
        ]
      )
      assert.isAtLeast(data[0].durationMs, 0)
      assert.isString(data[0].createdAt)
    }
    const filtered = await client
      .get(CALLS(store))
      .qs({ tokenId: other.id })
      .loginAs(owner)
      .accept('json')
    assert.deepEqual(
      filtered.body().data.map((row: any) => row.tokenId),
      [other.id]
    )
    const paged = await client
      .get(CALLS(store))
      .qs({ page: 1, pageSize: 2 })
      .loginAs(owner)
      .accept('json')
    assert.lengthOf(paged.body().data, 1)
    assert.equal(paged.body().data[0].routeName, 'api.vendor.countPending')

    const stranger = await makeGoStore()
    ;(await client.get(CALLS(store)).loginAs(stranger.owner).accept('json')).assertStatus(404)
    ;(await client.get(CALLS(store)).accept('json')).assertStatus(401)
    const bad = await client.get(CALLS(store)).qs({ tokenId: 'x' }).loginAs(owner).accept('json')
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].message, 'El token indicado no es válido.')
  })

  test('the log costs the same queries with 1 or 30 rows', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const made = await createToken(client, owner, store)
    const insert = (count: number) =>
      db.table('store_token_calls').multiInsert(
        Array.from({ length: count }, () => ({
          store_id: store.id,
          token_id: made.id,
          method: 'GET',
          route_name: 'api.sales.index',
          path: '/api/repuestosGo/sales',
          status: 200,
          duration_ms: 3,
          created_at: new Date(),
        }))
      )
    await insert(1)
    const read = () => client.get(CALLS(store)).qs({ pageSize: 50 }).loginAs(owner).accept('json')
    const one = await queriesDuring(read)
    await insert(29)
    let body: any
    const thirty = await queriesDuring(async () => (body = (await read()).body()))
    assert.lengthOf(body.data, 30)
    assert.equal(thirty.length, one.length)
  })

  test('calls older than 30 days are pruned', async ({ assert }) => {
    const { store } = await makeGoStore()
    const row = (daysAgo: number) => ({
      store_id: store.id,
      token_id: 1,
      method: 'GET',
      route_name: 'api.sales.index',
      path: '/api/repuestosGo/sales',
      status: 200,
      duration_ms: 1,
      created_at: new Date(Date.now() - daysAgo * 86_400_000),
    })
    await db.table('store_token_calls').multiInsert([row(31), row(40), row(29), row(0)])
    assert.equal(await storeTokenCallLog.prune(store.id), 2)
    const left = await db.from('store_token_calls').where('store_id', store.id).count('* as n')
    assert.equal(Number(left[0].n), 2)
  })

  test('logging a call prunes the store’s old calls every 50th row', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const made = await createToken(client, owner, store)
    // rows 1…49 of this store, 40 days old: the call's row is the 50th
    await db.table('store_token_calls').multiInsert(
      Array.from({ length: 49 }, (_, index) => ({
        id: index + 1,
        store_id: store.id,
        token_id: made.id,
        method: 'GET',
        route_name: 'api.sales.index',
        path: '/api/repuestosGo/sales',
        status: 200,
        duration_ms: 1,
        created_at: new Date(Date.now() - 40 * 86_400_000),
      }))
    )
    await bearer(client, made.token, 'get', VENDOR_PATHS.countPending)
    await storeTokenCallLog.settled()
    const rows = await db.from('store_token_calls').where('store_id', store.id).select('id')
    assert.deepEqual(
      rows.map((one) => Number(one.id)),
      [50]
    )
  })
})

test.group('Store tokens: doc 1 paths', (group) => {
  freshDatabase(group)

  test('generateNewApiToken makes the default token with every scope; named ones stay', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore({ name: 'Frenos La 80' })
    const named = await createToken(client, owner, store, ['chat:write'])
    const generate = () =>
      client
        .patch(`/api/store/store/${store.id}/generateNewApiToken`)
        .loginAs(owner)
        .withCsrfToken()
        .accept('json')
    const first = await generate()
    first.assertStatus(200)
    const list = await client.get(TOKENS(store)).loginAs(owner).accept('json')
    const defaults = list.body().data.filter((token: any) => token.isDefault)
    assert.lengthOf(defaults, 1)
    assert.equal(defaults[0].name, 'Integración Frenos La 80')
    assert.deepEqual(defaults[0].scopes, [...TOKEN_SCOPE_NAMES])
    for (const scope of TOKEN_SCOPE_NAMES) {
      const answer = await REPRESENTATIVE[scope].call(client, first.body().data.token)
      answer.assertStatus(REPRESENTATIVE[scope].ok)
    }

    ;(await generate()).assertStatus(200)
    const revoke = await client
      .delete(`/api/store/store/${store.id}/apiToken`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    revoke.assertStatus(200)
    const after = await client.get(TOKENS(store)).loginAs(owner).accept('json')
    assert.deepEqual(
      after.body().data.map((token: any) => token.id),
      [named.id]
    )
    ;(
      await bearer(client, named.token, 'post', '/api/repuestosGo/chat/markMessagesAsRead').json({})
    ).assertStatus(422)
  })
})

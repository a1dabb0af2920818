import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import type Store from '#stores/models/store'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeAdmin } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'

/**
 * Integraciones (issue 20 item 3): the store's integration token, generated, rotated and
 * revoked by its owner from the configuration page (web session), used as a bearer token.
 */
const GENERATE = (store: Store) => `/api/store/store/${store.id}/generateNewApiToken`
const REVOKE = (store: Store) => `/api/store/store/${store.id}/apiToken`
const PAGE = (store: Store) => `/tienda/${store.urlPath}/store/page`

function generate(client: ApiClient, user: User, store: Store) {
  return client.patch(GENERATE(store)).loginAs(user).withCsrfToken().accept('json')
}

function revoke(client: ApiClient, user: User, store: Store) {
  return client.delete(REVOKE(store)).loginAs(user).withCsrfToken().accept('json')
}

/**
 * An authenticated API call with the token alone (no session). Issue 24: a store token may call
 * only its scopes' routes (users/rules/token_scopes.ts), so the probe is a store read, not the
 * owner's token list; a personal token reads it as before.
 */
function withToken(client: ApiClient, token: string) {
  return client
    .get('/api/repuestosGo/QuotationRequest/countPendingQuotationRequest')
    .bearerToken(token)
    .accept('json')
}

const tokenRows = (store: Store) =>
  db.from('auth_access_tokens').where('abilities', JSON.stringify([`store:${store.id}`]))

test.group('Store integration token: generate, rotate, revoke', (group) => {
  freshDatabase(group)

  test('the owner generates it: shown once, stored hashed, works as a bearer token', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore({ name: 'Frenos La 80' })
    const response = await generate(client, owner, store)
    response.assertStatus(200)
    const { message, data } = response.body()
    assert.equal(message, 'Token generado. Cópialo ahora: no lo volveremos a mostrar.')
    assert.match(data.token, /^rpt_/)
    assert.isString(data.createdAt)
    assert.isNull(data.lastUsedAt)

    const rows = await tokenRows(store)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].tokenable_id, owner.id)
    assert.equal(rows[0].name, 'Integración Frenos La 80')
    // the table never holds the value: only its hash
    for (const value of Object.values(rows[0])) {
      assert.notInclude(String(value), data.token.slice(4))
    }

    const used = await withToken(client, data.token)
    used.assertStatus(200)

    // the page shows its state, never its value
    const page = await client.get(PAGE(store)).loginAs(owner).withInertia()
    page.assertStatus(200)
    const integration = page.inertiaProps.integration
    assert.isString(integration.createdAt)
    assert.isString(integration.lastUsedAt)
    assert.notInclude(JSON.stringify(page.inertiaProps), data.token)
    assert.notInclude(JSON.stringify(page.inertiaProps), rows[0].hash)
  })

  test('rotating: the old token stops at once, the new one works, one token per store', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const first = (await generate(client, owner, store)).body().data.token
    const rotated = await generate(client, owner, store)
    rotated.assertStatus(200)
    assert.equal(rotated.body().message, 'Token rotado: el anterior dejó de funcionar.')
    const second = rotated.body().data.token
    assert.notEqual(second, first)
    assert.lengthOf(await tokenRows(store), 1)
    ;(await withToken(client, first)).assertStatus(401)
    ;(await withToken(client, second)).assertStatus(200)
  })

  test('the owner’s other tokens and another store’s token are left alone', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const other = await makeGoStore()
    const personal = await User.accessTokens.create(owner, ['*'], { name: 'api' })
    const theirs = (await generate(client, other.owner, other.store)).body().data.token
    await generate(client, owner, store)
    await generate(client, owner, store)
    ;(await revoke(client, owner, store)).assertStatus(200)
    ;(await withToken(client, personal.value!.release())).assertStatus(200)
    ;(await withToken(client, theirs)).assertStatus(200)
    assert.lengthOf(await tokenRows(other.store), 1)
  })

  test('revoking: the token answers 401; without one the Spanish 404', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const token = (await generate(client, owner, store)).body().data.token
    const revoked = await revoke(client, owner, store)
    revoked.assertStatus(200)
    assert.equal(revoked.body().message, 'Token revocado: dejó de funcionar.')
    ;(await withToken(client, token)).assertStatus(401)
    assert.lengthOf(await tokenRows(store), 0)

    const page = await client.get(PAGE(store)).loginAs(owner).withInertia()
    assert.isNull(page.inertiaProps.integration)

    const again = await revoke(client, owner, store)
    again.assertStatus(404)
    assert.equal(again.body().message, 'La tienda no tiene un token de integración.')
  })
})

test.group('Store integration token: who may act', (group) => {
  freshDatabase(group)

  test('an adviser sees the state and gets 403 on both calls', async ({ client, assert }) => {
    const { store, owner, advisers } = await makeGoStore({ advisers: 1 })
    await generate(client, owner, store)
    const adviser = advisers[0].account
    const page = await client.get(PAGE(store)).loginAs(adviser).withInertia()
    page.assertStatus(200)
    assert.isString(page.inertiaProps.integration.createdAt)
    for (const call of [generate, revoke]) {
      const response = await call(client, adviser, store)
      response.assertStatus(403)
      assert.equal(
        response.body().message,
        'Solo el dueño de la tienda puede gestionar el token de integración.'
      )
    }
    assert.lengthOf(await tokenRows(store), 1)
  })

  test('another store’s owner, a buyer and staff get 404; unknown store 404', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const token = (await generate(client, owner, store)).body().data.token
    const other = await makeGoStore()
    for (const stranger of [other.owner, await makeUser(), await makeAdmin()]) {
      for (const call of [generate, revoke]) {
        const response = await call(client, stranger, store)
        response.assertStatus(404)
      }
    }
    const unknown = await client
      .patch('/api/store/store/999999/generateNewApiToken')
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    unknown.assertStatus(404)
    ;(await withToken(client, token)).assertStatus(200)
    assert.lengthOf(await tokenRows(store), 1)
  })

  test('a guest gets 401; a bearer token can neither generate nor revoke', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const guest = await client.patch(GENERATE(store)).withCsrfToken().accept('json')
    guest.assertStatus(401)

    const personal = (await User.accessTokens.create(owner, ['*'])).value!.release()
    const integration = (await generate(client, owner, store)).body().data.token
    for (const token of [personal, integration]) {
      const minted = await client.patch(GENERATE(store)).bearerToken(token).accept('json')
      minted.assertStatus(401)
      const removed = await client.delete(REVOKE(store)).bearerToken(token).accept('json')
      removed.assertStatus(401)
    }
    const rows = await tokenRows(store)
    assert.lengthOf(rows, 1)
    ;(await withToken(client, integration)).assertStatus(200)
  })

  test('generation is limited per store (429 with Retry-After)', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    for (let index = 0; index < 10; index++) {
      ;(await generate(client, owner, store)).assertStatus(200)
    }
    const refused = await generate(client, owner, store)
    refused.assertStatus(429)
    assert.exists(refused.header('retry-after'))
    assert.lengthOf(await tokenRows(store), 1)
  })
})

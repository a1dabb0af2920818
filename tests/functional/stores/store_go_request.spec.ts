import { test } from '@japa/runner'
import { absoluteUrl } from '#core/country/urls'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import OutboxMessage from '#core/models/outbox_message'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeGoStore } from '#tests/helpers/vendors'
import { StoreFactory } from '#database/factories/store_factory'

const PAGE = (store: Store) => `/tienda/${store.urlPath}/store/page`
const REQUEST = (store: Store) => `/api/store/store/${store.id}/requestGoActivation`
const TOPIC = 'STAFF.goActivationRequested.'

function request(client: ApiClient, user: User, store: Store) {
  return client.post(REQUEST(store)).loginAs(user).withCsrfToken().accept('json')
}

async function pendingStore(advisers = 0) {
  return makeGoStore({ goModule: false, advisers, name: 'Frenos La 80' })
}

function events() {
  return db.from('outbox_events').where('name', 'stores.go_activation_requested')
}

function noticesOf(user: User) {
  return db.from('queue_notifications').where('user_id', user.id).where('topic', TOPIC)
}

test.group('Store configuration: Módulo GO activation request', (group) => {
  freshDatabase(group)

  test('the owner asks: recorded, one notice and one e-mail per staff member, none to others', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ isAdmin: true, mobile: '3101112233', mobileVerified: true })
    const manager = await makeUser({ manageGoModule: true })
    const retired = await makeUser({ isAdmin: true, deactivatedAt: DateTime.now() })
    const buyer = await makeUser()
    const { store, owner } = await pendingStore()

    const before = await client.get(PAGE(store)).loginAs(owner).withInertia()
    assert.isNull(before.inertiaProps.go.activationRequestedAt)

    const response = await request(client, owner, store)
    response.assertStatus(200)
    assert.equal(
      response.body().message,
      'Solicitud enviada. Te avisaremos cuando el equipo active el módulo GO.'
    )
    assert.isFalse(response.body().replayed)
    const requestedAt = response.body().data.go.activationRequestedAt
    assert.isString(requestedAt)
    await store.refresh()
    assert.isNotNull(store.goActivationRequestedAt)
    assert.lengthOf(await events(), 1)

    for (const staff of [admin, manager]) {
      const notices = await noticesOf(staff)
      assert.lengthOf(notices, 1)
      assert.equal(notices[0].url, '/staff/tiendas')
      assert.include(notices[0].message, 'Frenos La 80')
      const emails = await OutboxMessage.query()
        .where('channel', 'email')
        .where('recipient', staff.email!)
      assert.lengthOf(emails, 1)
      // greeted by name, with the absolute link to where staff act (the store's country site)
      assert.include(emails[0].body, `Hola ${staff.fullName}:`)
      assert.include(emails[0].body, absoluteUrl(store.countryCode, '/staff/tiendas'))
    }
    // e-mail only: no WhatsApp to staff, even with a verified number
    assert.lengthOf(await OutboxMessage.query().where('channel', 'whatsapp'), 0)
    for (const nobody of [retired, buyer, owner]) {
      assert.lengthOf(await noticesOf(nobody), 0)
    }

    const page = await client.get(PAGE(store)).loginAs(owner).withInertia()
    assert.equal(page.inertiaProps.go.activationRequestedAt, requestedAt)
  })

  test('asked again within 24 hours: the first request answers, nothing is sent again', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ isAdmin: true })
    const { store, owner } = await pendingStore()
    const first = await request(client, owner, store)
    first.assertStatus(200)
    const again = await request(client, owner, store)
    again.assertStatus(200)
    assert.isTrue(again.body().replayed)
    assert.equal(
      again.body().data.go.activationRequestedAt,
      first.body().data.go.activationRequestedAt
    )
    assert.lengthOf(await events(), 1)
    assert.lengthOf(await noticesOf(admin), 1)

    // a day later, a new reminder
    await db
      .from('stores')
      .where('id', store.id)
      .update({
        go_activation_requested_at: DateTime.now()
          .minus({ hours: 25 })
          .toSQL({ includeOffset: false }),
      })
    const later = await request(client, owner, store)
    later.assertStatus(200)
    assert.isFalse(later.body().replayed)
    assert.lengthOf(await events(), 2)
    assert.lengthOf(await noticesOf(admin), 2)
  })

  test('an active store is refused with 409', async ({ client, assert }) => {
    await makeUser({ isAdmin: true })
    const { store, owner } = await makeGoStore()
    const response = await request(client, owner, store)
    response.assertStatus(409)
    assert.equal(response.body().message, 'El módulo GO de tu tienda ya está activo.')
    assert.lengthOf(await events(), 0)
    await store.refresh()
    assert.isNull(store.goActivationRequestedAt)
  })

  test('an adviser 403, another owner, a buyer or staff 404, a guest 401', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ isAdmin: true })
    const { store, advisers } = await pendingStore(1)
    const other = await makeGoStore()
    const buyer = await makeUser()
    const adviser = await request(client, advisers[0].account, store)
    adviser.assertStatus(403)
    assert.equal(
      adviser.body().message,
      'Solo el dueño de la tienda puede cambiar su configuración.'
    )
    for (const stranger of [other.owner, buyer, admin]) {
      ;(await request(client, stranger, store)).assertStatus(404)
    }
    const guest = await client.post(REQUEST(store)).withCsrfToken().accept('json')
    guest.assertStatus(401)
    assert.lengthOf(await events(), 0)
    await store.refresh()
    assert.isNull(store.goActivationRequestedAt)
  })

  test('the staff page lists the stores that asked first, with the request date', async ({
    client,
    assert,
  }) => {
    const staff = await makeUser({ manageGoModule: true })
    const { store, owner } = await pendingStore()
    store.createdAt = store.createdAt.minus({ days: 3 })
    await store.save()
    const newer = await StoreFactory.merge({ name: 'Nueva' }).create()
    ;(await request(client, owner, store)).assertStatus(200)

    const page = await client.get('/staff/tiendas').loginAs(staff).withInertia()
    page.assertStatus(200)
    const rows = page.inertiaProps.stores.data
    assert.deepEqual(
      rows.map((row: any) => row.id),
      [store.id, newer.id]
    )
    assert.isString(rows[0].activationRequestedAt)
    assert.isNull(rows[1].activationRequestedAt)
  })
})

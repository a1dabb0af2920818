import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { StoreFactory } from '#database/factories/store_factory'
import OutboxMessage from '#core/models/outbox_message'
import app from '@adonisjs/core/services/app'
import NotifyStoreOfActivation from '#notifications/listeners/notify_store_of_activation'
import Store from '#stores/models/store'

const PAGE = '/staff/tiendas'
const activateUrl = (id: number) => `/staff/tiendas/${id}/activar`
const PLAN = { service_cost_percent: 5.5, service_cost: 1500 }

function activate(client: any, id: number, user: any, body: Record<string, unknown> = PLAN) {
  return client.post(activateUrl(id)).json(body).loginAs(user).withCsrfToken().accept('json')
}

async function noticesOf(userId: number) {
  return db
    .from('queue_notifications')
    .where('user_id', userId)
    .where('topic', 'STORE.goModuleActivated.')
}

test.group('Staff: pending stores', (group) => {
  freshDatabase(group)

  test('staff ({flag}) list pending stores of the country, newest first, paged')
    .with([{ flag: 'isAdmin' }, { flag: 'manageGoModule' }])
    .run(async ({ client, assert }, row) => {
      const staff = await makeUser({ [row.flag]: true })
      const older = await StoreFactory.merge({ name: 'Antigua' }).create()
      older.createdAt = older.createdAt.minus({ days: 1 })
      await older.save()
      const newer = await StoreFactory.merge({ name: 'Nueva', taxId: '800003122-6' }).create()
      await StoreFactory.apply('goModule').create()
      await StoreFactory.merge({ isActive: false }).create()
      await StoreFactory.merge({ countryCode: 'MX' }).create()

      const response = await client.get(PAGE).loginAs(staff).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('stores/staff_stores')
      const { data, metadata } = response.inertiaProps.stores
      assert.deepEqual(
        data.map((s: any) => s.id),
        [newer.id, older.id]
      )
      assert.equal(data[0].taxId, '800003122-6')
      assert.deepInclude(metadata, { count: 2, page: 1, pageSize: 20 })

      const second = await client.get(`${PAGE}?page=2`).loginAs(staff).withInertia()
      assert.lengthOf(second.inertiaProps.stores.data, 0)
      const bad = await client.get(`${PAGE}?page=0`).loginAs(staff).accept('json')
      bad.assertStatus(422)
    })

  test('/staff leads an admin to the panel (the first area of the section)', async ({ client }) => {
    const staff = await makeUser({ isAdmin: true })
    const response = await client.get('/staff').loginAs(staff).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/staff/panel')
  })

  test('a vendor and a buyer get 403; a guest is sent to sign in', async ({ client, assert }) => {
    const vendor = await makeUser({ isVendor: true })
    await StoreFactory.apply('goModule').merge({ userId: vendor.id }).create()
    const buyer = await makeUser()
    const pending = await StoreFactory.create()
    for (const user of [vendor, buyer]) {
      const page = await client.get(PAGE).loginAs(user).withInertia()
      page.assertStatus(403)
      const call = await activate(client, pending.id, user)
      call.assertStatus(403)
      assert.equal(call.body().message, 'Esta sección es solo para el equipo de la plataforma.')
    }
    const guest = await client.get(PAGE).redirects(0)
    assert.include([302, 401], guest.status())
    await pending.refresh()
    assert.isFalse(pending.goModuleActive)
  })

  test('staff activate with the plan; the owner is told once by notification, WhatsApp and e-mail', async ({
    client,
    assert,
  }) => {
    const staff = await makeUser({ manageGoModule: true })
    const owner = await makeUser({ isVendor: true, mobile: '3107778899' })
    const store = await StoreFactory.merge({ userId: owner.id, name: 'Frenos La 80' }).create()

    const response = await activate(client, store.id, staff)
    response.assertStatus(200)
    assert.equal(response.body().message, 'Módulo GO activado. Le avisamos a la tienda.')
    await store.refresh()
    assert.isTrue(store.goModuleActive)
    assert.equal(store.serviceCostPercent, 0.055)
    assert.equal(store.serviceCost, 1500)
    assert.isNotNull(store.goModuleActivatedAt)

    const notices = await noticesOf(owner.id)
    assert.lengthOf(notices, 1)
    assert.include(notices[0].message, 'Frenos La 80')
    assert.equal(notices[0].url, '/repuestosGo/page/index/pendientes')
    const whatsapp = await OutboxMessage.query()
      .where('channel', 'whatsapp')
      .where('recipient', '573107778899')
    assert.lengthOf(whatsapp, 1)
    assert.include(whatsapp[0].body, '5,5 %')
    const email = await OutboxMessage.query()
      .where('channel', 'email')
      .where('recipient', owner.email!)
    assert.lengthOf(email, 1)

    // a second press answers 409; the event delivered again (a retried delivery) tells nobody twice
    const again = await activate(client, store.id, staff)
    again.assertStatus(409)
    const events = await db.from('outbox_events').where('name', 'stores.go_module_activated')
    assert.lengthOf(events, 1)
    const listener = await app.container.make(NotifyStoreOfActivation)
    await listener.handle({
      id: Number(events[0].id),
      name: events[0].name,
      payload: JSON.parse(events[0].payload),
      attempts: 2,
    })
    assert.lengthOf(await noticesOf(owner.id), 1)
    assert.lengthOf(
      await OutboxMessage.query().where('channel', 'whatsapp').where('recipient', '573107778899'),
      1
    )
  })

  test('the plan is validated: {label}')
    .with([
      {
        label: 'percent above 50',
        body: { service_cost_percent: 50.01, service_cost: 0 },
        field: 'service_cost_percent',
      },
      {
        label: 'negative percent',
        body: { service_cost_percent: -1, service_cost: 0 },
        field: 'service_cost_percent',
      },
      {
        label: '3 decimals',
        body: { service_cost_percent: 5.555, service_cost: 0 },
        field: 'service_cost_percent',
      },
      {
        label: 'negative fee',
        body: { service_cost_percent: 5, service_cost: -1 },
        field: 'service_cost',
      },
      { label: 'no fee', body: { service_cost_percent: 5 }, field: 'service_cost' },
    ])
    .run(async ({ client, assert }, row) => {
      const staff = await makeUser({ isAdmin: true })
      const store = await StoreFactory.create()
      const response = await activate(client, store.id, staff, row.body)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, row.field)
      await store.refresh()
      assert.isFalse(store.goModuleActive)
    })

  test('the bounds 0 and 50 % pass; an unknown or switched-off store is a 404', async ({
    client,
    assert,
  }) => {
    const staff = await makeUser({ isAdmin: true })
    const zero = await StoreFactory.create()
    ;(
      await activate(client, zero.id, staff, { service_cost_percent: 0, service_cost: 0 })
    ).assertStatus(200)
    const fifty = await StoreFactory.create()
    ;(
      await activate(client, fifty.id, staff, { service_cost_percent: 50, service_cost: 0 })
    ).assertStatus(200)
    assert.equal((await Store.findOrFail(fifty.id)).serviceCostPercent, 0.5)
    const off = await StoreFactory.merge({ isActive: false }).create()
    ;(await activate(client, off.id, staff)).assertStatus(404)
    ;(await activate(client, 999999, staff)).assertStatus(404)
  })
})

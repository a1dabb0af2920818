import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import OutboxMessage from '#core/models/outbox_message'
import StaffAction from '#core/models/staff_action'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import NotifyStoreOfBrandRequest from '#staff/listeners/notify_store_of_brand_request'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'
import { StoreFactory } from '#database/factories/store_factory'
import { VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { BrandGroupRequestFactory } from '#database/factories/brand_group_request_factory'

const PAGE = '/staff/marcas'
const approveUrl = (id: number) => `/staff/marcas/${id}/aprobar`
const rejectUrl = (id: number) => `/staff/marcas/${id}/rechazar`
const TOPIC = 'STORE.brandRequestResolved.'

function post(client: any, url: string, user: User, body: Record<string, unknown>) {
  return client.post(url).json(body).loginAs(user).withCsrfToken().accept('json')
}

const admin = () => makeUser({ isAdmin: true } as Partial<User>)

/** A GO store selling `Chevrolet`, with one adviser, that asked from a Renault request. */
async function world() {
  const chevrolet = await VehicleBrandFactory.merge({ name: 'Chevrolet' }).create()
  const renault = await VehicleBrandFactory.merge({ name: 'Renault' }).create()
  const nissan = await VehicleBrandFactory.merge({ name: 'Nissan' }).create()
  const go = await makeGoStore({ brands: [chevrolet], advisers: 1, name: 'Frenos La 80' })
  const source = await QuotationRequestFactory.merge({ brandId: renault.id }).create()
  const asked = await BrandGroupRequestFactory.merge({
    storeId: go.store.id,
    userId: go.advisers[0].account.id,
    quotationRequestId: source.id,
    requirement: 'Necesitamos Renault: vendemos repuestos de Logan y Sandero.',
  }).create()
  return { chevrolet, renault, nissan, go, source, asked }
}

async function pendientes(client: any, person: User) {
  const response = await client
    .get(VENDOR_PATHS.requests)
    .qs({ scopes: PENDING })
    .loginAs(person)
    .accept('json')
  response.assertStatus(200)
  return response.body().data.map((row: { id: number }) => row.id)
}

test.group('Staff: brand requests', (group) => {
  freshDatabase(group)

  test("the queue: the country's requests, pending first, with store, requester, requirement and request", async ({
    client,
    assert,
  }) => {
    const staff = await makeUser({ manageGoModule: true } as Partial<User>)
    const w = await world()
    const older = await BrandGroupRequestFactory.merge({
      createdAt: DateTime.now().minus({ days: 2 }),
      requirement: 'Habilitar Mazda, por favor.',
    }).create()
    const resolved = await BrandGroupRequestFactory.merge({ status: 'rejected' }).create()
    const mexican = await StoreFactory.merge({ countryCode: 'MX' }).create()
    await BrandGroupRequestFactory.merge({ storeId: mexican.id }).create()
    await VehicleBrandFactory.apply('inactive').merge({ name: 'Desaparecida' }).create()

    const response = await client.get(PAGE).loginAs(staff).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('staff/brand_requests')
    const { data, metadata } = response.inertiaProps.requests
    assert.deepInclude(metadata, { count: 3, page: 1, pageSize: 20 })
    assert.deepEqual(
      data.map((row: any) => row.id),
      [w.asked.id, older.id, resolved.id]
    )
    const row = data[0]
    assert.deepInclude(row, {
      status: 'pending',
      statusLabel: 'Pendiente',
      requirement: 'Necesitamos Renault: vendemos repuestos de Logan y Sandero.',
      resolution: null,
    })
    assert.equal(row.store.name, 'Frenos La 80')
    assert.deepEqual(row.store.brands, [{ id: w.chevrolet.id, name: 'Chevrolet' }])
    assert.deepInclude(row.requester, { name: w.go.advisers[0].account.fullName, isOwner: false })
    assert.deepInclude(row.request, { id: w.source.id, code: w.source.code, brandId: w.renault.id })
    assert.equal(data[2].statusLabel, 'Rechazada')
    // the brands to choose from: the catalogue's active ones
    const names = response.inertiaProps.brands.map((brand: any) => brand.label)
    assert.includeMembers(names, ['Chevrolet', 'Nissan', 'Renault'])
    assert.notInclude(names, 'Desaparecida')

    const pending = await client.get(PAGE).qs({ status: 'pending' }).loginAs(staff).withInertia()
    assert.equal(pending.inertiaProps.requests.metadata.count, 2)
    const bad = await client.get(PAGE).qs({ status: 'perdida' }).loginAs(staff).accept('json')
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].message, 'Elige un estado de la lista')
  })

  test("approving enables the brands: the store's Pendientes shows that brand at once; owner and adviser are told", async ({
    client,
    assert,
  }) => {
    const staff = await admin()
    const w = await world()
    const adviser = w.go.advisers[0].account
    assert.notInclude(await pendientes(client, w.go.owner), w.source.id)

    const response = await post(client, approveUrl(w.asked.id), staff, {
      brand_ids: [w.renault.id, w.chevrolet.id],
      note: 'Bienvenidos a Renault.',
    })
    response.assertStatus(200)
    assert.equal(
      response.body().message,
      'Solicitud aprobada. La tienda ya atiende Chevrolet y Renault.'
    )

    // the store serves Renault (Chevrolet once, as before)
    const served = await db
      .from('store_vehicle_brands')
      .where('store_id', w.go.store.id)
      .select('vehicle_brand_id')
    assert.sameMembers(
      served.map((row) => Number(row.vehicle_brand_id)),
      [w.chevrolet.id, w.renault.id]
    )
    await w.asked.refresh()
    assert.equal(w.asked.status, 'approved')
    assert.equal(w.asked.resolvedBy, staff.id)
    assert.isNotNull(w.asked.resolvedAt)
    assert.equal(w.asked.resolutionNote, 'Bienvenidos a Renault.')

    // its Pendientes: the open Renault request it asked from, and a new one made now
    const fresh = await QuotationRequestFactory.merge({ brandId: w.renault.id }).create()
    for (const person of [w.go.owner, adviser]) {
      assert.includeMembers(await pendientes(client, person), [w.source.id, fresh.id])
    }
    const told = (await new EligibleVendorsQuery().handle(fresh.id)).map((v) => v.userId)
    assert.includeMembers(told, [w.go.owner.id, adviser.id])

    // the owner and the adviser: one notification and one e-mail each, no WhatsApp
    for (const person of [w.go.owner, adviser]) {
      const notices = await db
        .from('queue_notifications')
        .where('user_id', person.id)
        .where('topic', TOPIC)
      assert.lengthOf(notices, 1)
      assert.include(notices[0].message, 'Habilitamos Chevrolet y Renault en Frenos La 80')
      assert.equal(notices[0].url, '/repuestosGo/page/index/pendientes')
      const mails = await OutboxMessage.query()
        .where('channel', 'email')
        .where('recipient', person.email!)
      assert.lengthOf(mails, 1)
      assert.equal(mails[0].subject, 'Habilitamos nuevas marcas en Frenos La 80')
      assert.include(mails[0].body, 'Bienvenidos a Renault.')
    }
    assert.lengthOf(await OutboxMessage.query().where('channel', 'whatsapp'), 0)

    // one line of the log, with the store's brands before and after
    const lines = await StaffAction.query().where('action', 'brandRequest.approve')
    assert.lengthOf(lines, 1)
    assert.deepInclude(lines[0].serialize(), {
      actorId: staff.id,
      subjectType: 'brandRequest',
      subjectId: w.asked.id,
      subjectLabel: 'Frenos La 80',
    })
    assert.deepEqual(lines[0].before, { status: 'pending', storeBrands: ['Chevrolet'] })
    assert.deepInclude(lines[0].after!, {
      status: 'approved',
      enabledBrands: ['Chevrolet', 'Renault'],
      addedBrands: ['Renault'],
    })

    // approving twice, or rejecting after: 409, nothing more written or told
    const again = await post(client, approveUrl(w.asked.id), staff, { brand_ids: [w.nissan.id] })
    again.assertStatus(409)
    assert.equal(again.body().message, 'Esta solicitud de marcas ya fue resuelta por el equipo.')
    const late = await post(client, rejectUrl(w.asked.id), staff, { note: 'Ya no aplica.' })
    late.assertStatus(409)
    assert.lengthOf(await StaffAction.query(), 1)
    assert.isFalse(
      (
        await db
          .from('store_vehicle_brands')
          .where('store_id', w.go.store.id)
          .where('vehicle_brand_id', w.nissan.id)
      ).length > 0
    )

    // a retried delivery of the event tells nobody twice
    const events = await db.from('outbox_events').where('name', 'staff.brand_request_resolved')
    assert.lengthOf(events, 1)
    const listener = await app.container.make(NotifyStoreOfBrandRequest)
    await listener.handle({
      id: Number(events[0].id),
      name: events[0].name,
      payload: JSON.parse(events[0].payload),
      attempts: 2,
    })
    assert.lengthOf(await db.from('queue_notifications').where('topic', TOPIC), 2)
    assert.lengthOf(await OutboxMessage.query().where('channel', 'email'), 2)
  })

  test('rejecting with a note: the brands stay, the store is told why', async ({
    client,
    assert,
  }) => {
    const staff = await makeUser({ manageGoModule: true } as Partial<User>)
    const w = await world()
    const response = await post(client, rejectUrl(w.asked.id), staff, {
      note: '  Renault exige distribuidor autorizado.  ',
    })
    response.assertStatus(200)
    assert.equal(response.body().message, 'Solicitud rechazada. Le avisamos a la tienda.')
    await w.asked.refresh()
    assert.equal(w.asked.status, 'rejected')
    assert.equal(w.asked.resolutionNote, 'Renault exige distribuidor autorizado.')
    const served = await db.from('store_vehicle_brands').where('store_id', w.go.store.id)
    assert.lengthOf(served, 1)
    assert.notInclude(await pendientes(client, w.go.owner), w.source.id)

    const notice = await db
      .from('queue_notifications')
      .where('user_id', w.go.owner.id)
      .where('topic', TOPIC)
      .firstOrFail()
    assert.include(notice.message, 'Renault exige distribuidor autorizado.')
    const mail = await OutboxMessage.query()
      .where('channel', 'email')
      .where('recipient', w.go.advisers[0].account.email!)
      .firstOrFail()
    assert.equal(mail.subject, 'Tu solicitud de marcas para Frenos La 80')
    assert.include(mail.body, 'Motivo: Renault exige distribuidor autorizado.')

    const line = await StaffAction.query().where('action', 'brandRequest.reject').firstOrFail()
    assert.equal(line.actorId, staff.id)
    assert.deepEqual(line.after, {
      status: 'rejected',
      note: 'Renault exige distribuidor autorizado.',
    })

    const again = await post(client, rejectUrl(w.asked.id), staff, { note: 'Otra vez.' })
    again.assertStatus(409)
    const approveLate = await post(client, approveUrl(w.asked.id), staff, {
      brand_ids: [w.renault.id],
    })
    approveLate.assertStatus(409)
  })

  test('bad input is a Spanish 422 and changes nothing: {label}')
    .with([
      {
        label: 'no brands',
        url: 'approve',
        body: {},
        message: 'Elige al menos una marca para habilitar',
      },
      {
        label: 'empty brands',
        url: 'approve',
        body: { brand_ids: [] },
        message: 'Elige al menos una marca para habilitar',
      },
      {
        label: 'a text for a brand',
        url: 'approve',
        body: { brand_ids: ['x'] },
        message: 'Elige marcas de la lista de marcas de vehículos',
      },
      {
        label: 'an unknown brand',
        url: 'approve',
        body: { brand_ids: [999999] },
        message: 'Elige marcas de la lista de marcas de vehículos',
      },
      {
        label: 'an inactive brand',
        url: 'approve',
        body: { brand_ids: 'inactive' },
        message: 'Elige marcas de la lista de marcas de vehículos',
      },
      {
        label: '21 brands',
        url: 'approve',
        body: { brand_ids: Array.from({ length: 21 }, (_, i) => i + 1) },
        message: 'Puedes habilitar hasta 20 marcas a la vez',
      },
      {
        label: 'a note too long',
        url: 'approve',
        body: { brand_ids: 'renault', note: 'x'.repeat(513) },
        message: 'La nota admite hasta 512 caracteres',
      },
      {
        label: 'no reason',
        url: 'reject',
        body: {},
        message: 'Escribe el motivo del rechazo (al menos 3 caracteres)',
      },
      {
        label: 'a blank reason',
        url: 'reject',
        body: { note: '   ' },
        message: 'Escribe el motivo del rechazo (al menos 3 caracteres)',
      },
      {
        label: 'a reason too short',
        url: 'reject',
        body: { note: 'no' },
        message: 'Escribe el motivo del rechazo (al menos 3 caracteres)',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const staff = await admin()
      const w = await world()
      const inactive = await VehicleBrandFactory.apply('inactive').create()
      const body: Record<string, unknown> = { ...row.body }
      if (body.brand_ids === 'inactive') body.brand_ids = [inactive.id]
      if (body.brand_ids === 'renault') body.brand_ids = [w.renault.id]
      const url = row.url === 'approve' ? approveUrl(w.asked.id) : rejectUrl(w.asked.id)
      const response = await post(client, url, staff, body)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].message, row.message)
      await w.asked.refresh()
      assert.equal(w.asked.status, 'pending')
      assert.lengthOf(await StaffAction.query(), 0)
      assert.lengthOf(await db.from('store_vehicle_brands').where('store_id', w.go.store.id), 1)
    })

  test("non-staff get 404, staff without the area 403; unknown or another country's request 404", async ({
    client,
    assert,
  }) => {
    const w = await world()
    const buyer = await makeUser()
    const moderator = await makeUser({ manageMessagesModule: true } as Partial<User>)
    const infractions = await makeUser({ manageInfractionsModule: true } as Partial<User>)
    for (const person of [buyer, w.go.owner]) {
      const page = await client.get(PAGE).loginAs(person).accept('json')
      page.assertStatus(404)
      const call = await post(client, approveUrl(w.asked.id), person, { brand_ids: [w.renault.id] })
      call.assertStatus(404)
      const reject = await post(client, rejectUrl(w.asked.id), person, { note: 'No aplica.' })
      reject.assertStatus(404)
    }
    for (const person of [moderator, infractions]) {
      const page = await client.get(PAGE).loginAs(person).accept('json')
      page.assertStatus(403)
      assert.equal(page.body().message, 'Tu rol de staff no incluye esta sección.')
      const call = await post(client, approveUrl(w.asked.id), person, { brand_ids: [w.renault.id] })
      call.assertStatus(403)
      const reject = await post(client, rejectUrl(w.asked.id), person, { note: 'No aplica.' })
      reject.assertStatus(403)
    }
    const guest = await client.get(PAGE).redirects(0)
    assert.include([302, 401], guest.status())

    const staff = await admin()
    const unknown = await post(client, approveUrl(999999), staff, { brand_ids: [w.renault.id] })
    unknown.assertStatus(404)
    const mexican = await StoreFactory.merge({ countryCode: 'MX' }).create()
    const abroad = await BrandGroupRequestFactory.merge({ storeId: mexican.id }).create()
    const elsewhere = await post(client, approveUrl(abroad.id), staff, {
      brand_ids: [w.renault.id],
    })
    elsewhere.assertStatus(404)

    await w.asked.refresh()
    assert.equal(w.asked.status, 'pending')
    assert.lengthOf(await BrandGroupRequest.query().where('status', 'pending'), 2)
    assert.lengthOf(await StaffAction.query(), 0)
  })

  test('the queue costs the same statements for 2 requests as for 30', async ({
    client,
    assert,
  }) => {
    const staff = await admin()
    const brand = await VehicleBrandFactory.create()
    const make = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const go = await makeGoStore({ brands: [brand] })
        const request = await QuotationRequestFactory.create()
        await BrandGroupRequestFactory.merge({
          storeId: go.store.id,
          quotationRequestId: request.id,
          status: index % 2 === 0 ? 'pending' : 'approved',
          resolvedBy: index % 2 === 0 ? null : staff.id,
        }).create()
      }
    }
    const { queriesDuring } = await import('#tests/helpers/requests')
    await make(2)
    await client.get(PAGE).loginAs(staff).withInertia()
    const few = (await queriesDuring(() => client.get(PAGE).loginAs(staff).withInertia())).length
    await make(28)
    const page = await client.get(PAGE).loginAs(staff).withInertia()
    assert.lengthOf(page.inertiaProps.requests.data, 20)
    const many = (await queriesDuring(() => client.get(PAGE).loginAs(staff).withInertia())).length
    assert.equal(many, few)
  })
})

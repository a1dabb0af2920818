import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import StaffAction from '#core/models/staff_action'
import { logStaffAction } from '#core/services/staff_log'
import ChatMessage from '#chat/models/chat_message'
import Quotation from '#quotations/models/quotation'
import NpsRating from '#quotations/models/nps_rating'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { queriesDuring } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { StoreFactory } from '#database/factories/store_factory'
import { UserFactory } from '#database/factories/user_factory'
import { NpsRatingFactory } from '#database/factories/nps_rating_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { InfractionFactory } from '#database/factories/infraction_factory'
import { CHAT, chatWorld, requestChat, say } from '#tests/functional/chat/chat_helpers'
import {
  evidenceKey,
  infractionBody,
  quotationFixtures,
  register,
} from '#tests/functional/moderation/moderation_helpers'
import { QUOTATION, QUOTATION_DETAIL } from '#tests/functional/quotations/quotations_helpers'

const PAGE = '/staff/registro'

/** The log's lines, oldest first, as plain values. */
async function lines() {
  const rows = await StaffAction.query().orderBy('id', 'asc')
  return rows.map((row) => ({
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectLabel: row.subjectLabel,
    before: row.before,
    after: row.after,
  }))
}

function call(client: any, method: 'post' | 'patch' | 'delete', path: string, user: User) {
  return client[method](path).loginAs(user).withCsrfToken().accept('json')
}

test.group('Staff log: every staff action writes its line', (group) => {
  freshDatabase(group)

  test("'Activar' a store writes store.activate; a refused one writes nothing", async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ isAdmin: true, fullName: 'Ana Admin' })
    const store = await StoreFactory.merge({ name: 'Repuestos Andes' }).create()
    const plan = { service_cost_percent: 5.5, service_cost: 1500 }
    ;(
      await call(client, 'post', `/staff/tiendas/${store.id}/activar`, admin).json(plan)
    ).assertStatus(200)
    const [line] = await lines()
    assert.containSubset(line, {
      actorId: admin.id,
      actorName: 'Ana Admin',
      action: 'store.activate',
      subjectType: 'store',
      subjectId: store.id,
      subjectLabel: 'Repuestos Andes',
      before: { goModuleActive: false },
      after: { goModuleActive: true, serviceCostPercent: 5.5, serviceCost: 1500 },
    })
    // already active: 409, and the log holds only what happened
    ;(
      await call(client, 'post', `/staff/tiendas/${store.id}/activar`, admin).json(plan)
    ).assertStatus(409)
    assert.lengthOf(await lines(), 1)
  })

  test('registering an infraction writes infraction.register', async ({ client, assert }) => {
    const { quotation } = await quotationFixtures()
    const moderator = await UserFactory.apply('admin')
      .merge({ manageInfractionsModule: true, fullName: 'Íñigo Infracciones' })
      .create()
    const evidence = await evidenceKey(client, moderator)
    const response = await register(client, moderator, infractionBody(quotation.id, evidence))
    response.assertStatus(201)
    const [line] = await lines()
    assert.containSubset(line, {
      actorId: moderator.id,
      action: 'infraction.register',
      subjectType: 'infraction',
      subjectLabel: `Compartir información de contacto · ${quotation.code}`,
      before: null,
      after: { infractionType: 'share_contact_information', codeTransaction: quotation.code },
    })
    assert.isNotNull(line.subjectId)
  })

  test('a moderator deleting a chat message writes chat.message.delete', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const sent = await say(client, world.seller.owner, {
      ...requestChat(world),
      message: '¿El vehículo es mecánico?',
    })
    sent.assertStatus(201)
    const id = sent.body().data.id as number
    ;(await call(client, 'delete', CHAT.destroy(id), world.moderator)).assertStatus(200)
    assert.isNotNull((await ChatMessage.findOrFail(id)).deletedAt)
    const [line] = await lines()
    assert.containSubset(line, {
      actorId: world.moderator.id,
      actorName: 'Mónica Moderadora',
      action: 'chat.message.delete',
      subjectType: 'chat_message',
      subjectId: id,
      subjectLabel: `${world.request.code} · Repuestos El Poblado`,
      before: { message: '¿El vehículo es mecánico?', deleted: false },
      after: { deleted: true },
    })
  })

  test('staff deleting a rating writes nps.delete', async ({ client, assert }) => {
    const { store } = await makeGoStore({ name: 'Bodega Bogotá' })
    const rating = await NpsRatingFactory.merge({
      storeId: store.id,
      score: 2,
      comment: 'Nunca llegó',
    }).create()
    const admin = await makeUser({ isAdmin: true })
    const path = `/api/businessIntelligence/NPSRating/${rating.id}`
    ;(await call(client, 'delete', path, admin)).assertStatus(200)
    assert.isNull(await NpsRating.find(rating.id))
    const [line] = await lines()
    assert.containSubset(line, {
      actorId: admin.id,
      action: 'nps.delete',
      subjectType: 'nps_rating',
      subjectId: rating.id,
      subjectLabel: '2/10 · Bodega Bogotá',
      before: { score: 2, comment: 'Nunca llegó', storeId: store.id },
      after: null,
    })
  })

  test("a moderator deleting a quotation's observations or a product photo writes its line", async ({
    client,
    assert,
  }) => {
    const { quotation } = await quotationFixtures()
    const [detail] = await db.from('quotation_details').where('quotation_id', quotation.id)
    await db
      .from('quotation_details')
      .where('id', detail.id)
      .update({ image: 'quotations/foto.webp' })
    const moderator = await UserFactory.apply('admin')
      .merge({ manageMessageDeletion: true })
      .create()

    ;(
      await call(client, 'patch', QUOTATION(quotation.id), moderator).json({ observations: null })
    ).assertStatus(200)
    ;(
      await call(client, 'patch', QUOTATION_DETAIL(detail.id), moderator).json({ image: null })
    ).assertStatus(200)
    assert.isNull((await Quotation.findOrFail(quotation.id)).observations)

    const [observations, photo] = await lines()
    assert.containSubset(observations, {
      actorId: moderator.id,
      action: 'quotation.observations.delete',
      subjectType: 'quotation',
      subjectId: quotation.id,
      subjectLabel: quotation.code,
      before: { observations: 'Llámame al 300 123 4567' },
      after: { observations: null },
    })
    assert.containSubset(photo, {
      actorId: moderator.id,
      action: 'quotation.photo.delete',
      subjectType: 'quotation',
      subjectId: quotation.id,
      before: { product: detail.name, image: 'quotations/foto.webp' },
      after: { product: detail.name, image: null },
    })
  })

  test("the store's own edits are not staff actions: no line", async ({ client, assert }) => {
    const { quotation, vendor } = await quotationFixtures()
    ;(
      await call(client, 'patch', QUOTATION(quotation.id), vendor.owner).json({
        observations: null,
      })
    ).assertStatus(200)
    assert.lengthOf(await lines(), 0)
  })
})

/** A line of the log written as the actions write them, at `createdAt` (UTC). */
async function logLine(
  actor: User,
  createdAt: string,
  entry: { action: string; type: string; id: number | null; label: string | null }
) {
  const line = await db.transaction((trx) =>
    logStaffAction(trx, actor, {
      action: entry.action,
      subject: { type: entry.type, id: entry.id, label: entry.label },
      before: { goModuleActive: false },
      after: { goModuleActive: true },
    })
  )
  line.createdAt = DateTime.fromISO(createdAt, { zone: 'utc' })
  await line.save()
  return line
}

test.group('Staff log: the page', (group) => {
  freshDatabase(group)

  test('an admin reads it newest first, 20 a page, each line with its record', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ isAdmin: true, fullName: 'Ana Admin' })
    const store = await StoreFactory.merge({ name: 'Repuestos Andes', urlPath: 'repuestos-andes' })
      .apply('goModule')
      .create()
    for (let index = 0; index < 21; index++) {
      await logLine(admin, `2026-11-${String(1 + index).padStart(2, '0')}T12:00:00Z`, {
        action: index === 20 ? 'store.activate' : 'some.future_action',
        type: index === 20 ? 'store' : 'widget',
        id: index === 20 ? store.id : index,
        label: index === 20 ? 'Repuestos Andes' : `Cosa ${index}`,
      })
    }
    const response = await client.get(PAGE).loginAs(admin).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('staff/log')
    const props = response.inertiaProps as any
    assert.deepInclude(props.lines.metadata, { count: 21, page: 1, pageSize: 20 })
    assert.lengthOf(props.lines.data, 20)
    assert.containSubset(props.lines.data[0], {
      actor: { id: admin.id, name: 'Ana Admin' },
      action: 'store.activate',
      subject: {
        type: 'store',
        id: store.id,
        label: 'Repuestos Andes',
        href: '/tienda/repuestos-andes',
      },
      before: { goModuleActive: false },
      after: { goModuleActive: true },
    })
    assert.equal(props.lines.data[0].createdAt, '2026-11-21T12:00:00.000Z')
    // an unknown kind of record has no page
    assert.isNull(props.lines.data[1].subject.href)
    assert.deepEqual(props.actors, [{ id: admin.id, name: 'Ana Admin' }])
    assert.equal(props.timeZone, 'America/Bogota')

    const second = await client.get(PAGE).qs({ page: 2 }).loginAs(admin).withInertia()
    assert.deepEqual(
      (second.inertiaProps as any).lines.data.map((line: any) => line.subject.label),
      ['Cosa 0']
    )
  })

  test('each line links its record where staff read it', async ({ client, assert }) => {
    const admin = await makeUser({ isAdmin: true })
    const store = await StoreFactory.merge({ urlPath: 'bodega-bogota' }).apply('goModule').create()
    const quotation = await QuotationFactory.create()
    const infraction = await InfractionFactory.merge({ storeId: store.id }).create()
    const person = await makeUser()
    const subjects: [string, number, string | null][] = [
      ['store', store.id, '/tienda/bodega-bogota'],
      [
        'quotation',
        quotation.id,
        `/repuestosGo/quotationRequest/${quotation.quotationRequestId}?section=quotation-${quotation.id}`,
      ],
      ['quotation_request', 7, '/repuestosGo/quotationRequest/7'],
      ['order', 8, '/repuestosGo/ventas/8'],
      ['infraction', infraction.id, `/staff/infracciones/${store.id}`],
      ['user', person.id, `/staff/usuarios?search=${person.id}`],
      ['chat_contact_flag', 9, '/staff/moderacion/9'],
      ['brandRequest', 10, '/staff/marcas'],
      ['nps_rating', 11, null],
      ['chat_message', 12, null],
      // a record that is gone has no page
      ['store', store.id + 1000, null],
    ]
    for (const [index, [type, id]] of subjects.entries()) {
      await logLine(admin, `2026-11-20T12:${String(59 - index).padStart(2, '0')}:00Z`, {
        action: 'some.action',
        type,
        id,
        label: `${type} ${id}`,
      })
    }
    const response = await client.get(PAGE).loginAs(admin).withInertia()
    response.assertStatus(200)
    assert.deepEqual(
      (response.inertiaProps as any).lines.data.map((line: any) => [
        line.subject.type,
        line.subject.id,
        line.subject.href,
      ]),
      subjects
    )
  })

  test('filters: person, action, record type, days in the country clock, label text', async ({
    client,
    assert,
  }) => {
    const ana = await makeUser({ isAdmin: true, fullName: 'Ana Admin' })
    const beto = await makeUser({ isAdmin: true, fullName: 'Beto Staff' })
    // Bogotá's 20 November runs from 05:00 UTC on the 20th to 05:00 UTC on the 21st
    await logLine(ana, '2026-11-20T04:59:59Z', {
      action: 'store.activate',
      type: 'store',
      id: 1,
      label: 'Antes',
    })
    await logLine(ana, '2026-11-20T05:00:00Z', {
      action: 'store.activate',
      type: 'store',
      id: 2,
      label: 'Repuestos Peñalosa',
    })
    await logLine(beto, '2026-11-21T04:59:59Z', {
      action: 'nps.delete',
      type: 'nps_rating',
      id: 3,
      label: '2/10 · Bodega',
    })
    await logLine(beto, '2026-11-21T05:00:00Z', {
      action: 'nps.delete',
      type: 'nps_rating',
      id: 4,
      label: 'Después',
    })
    const labels = async (qs: Record<string, string | number>) => {
      const response = await client.get(PAGE).qs(qs).loginAs(ana).withInertia()
      response.assertStatus(200)
      return (response.inertiaProps as any).lines.data.map((line: any) => line.subject.label)
    }
    assert.deepEqual(await labels({ actor: beto.id }), ['Después', '2/10 · Bodega'])
    assert.deepEqual(await labels({ action: 'store.activate' }), ['Repuestos Peñalosa', 'Antes'])
    assert.deepEqual(await labels({ subject: 'nps_rating', action: '' }), [
      'Después',
      '2/10 · Bodega',
    ])
    assert.deepEqual(await labels({ from: '2026-11-20', to: '2026-11-20' }), [
      '2/10 · Bodega',
      'Repuestos Peñalosa',
    ])
    assert.deepEqual(await labels({ from: '2026-11-21' }), ['Después'])
    // accents and case ignored
    assert.deepEqual(await labels({ q: 'penalosa' }), ['Repuestos Peñalosa'])
    assert.deepEqual(await labels({ q: 'BODEGA', actor: ana.id }), [])
    const props = (await client.get(PAGE).qs({ actor: beto.id }).loginAs(ana).withInertia())
      .inertiaProps as any
    assert.deepEqual(
      props.actors.map((actor: any) => actor.name),
      ['Ana Admin', 'Beto Staff']
    )
    assert.containSubset(props.filters, { actor: beto.id, action: '', q: '' })
  })

  test('bad filters are Spanish 422s on their field', async ({ client, assert }) => {
    const admin = await makeUser({ isAdmin: true })
    for (const [qs, field, message] of [
      [{ from: '2026-02-30' }, 'from', 'La fecha debe tener el formato AAAA-MM-DD'],
      [{ to: '20-11-2026' }, 'to', 'La fecha debe tener el formato AAAA-MM-DD'],
      [
        { from: '2026-11-21', to: '2026-11-20' },
        'from',
        'La fecha inicial no puede ser posterior a la final',
      ],
      [{ page: 0 }, 'page', 'La página debe ser un número entero mayor o igual a 1'],
      [{ action: 'borrar todo' }, 'action', 'La acción debe ser una clave como store.activate'],
      [{ q: 'x'.repeat(101) }, 'q', 'El texto a buscar puede tener hasta 100 caracteres'],
    ] as const) {
      const response = await client.get(PAGE).qs(qs).loginAs(admin).accept('json')
      response.assertStatus(422)
      assert.containSubset(response.body().errors, [{ field, message }], JSON.stringify(qs))
    }
  })

  test('only admins read it: other staff 403, anybody else 404', async ({ client, assert }) => {
    const { owner } = await makeGoStore()
    for (const user of [await makeUser(), owner]) {
      ;(await client.get(PAGE).loginAs(user).accept('json')).assertStatus(404)
    }
    for (const flag of [
      'manageGoModule',
      'manageMessagesModule',
      'manageMessageDeletion',
      'manageInfractionsModule',
    ]) {
      const staff = await makeUser({ [flag]: true })
      const response = await client.get(PAGE).loginAs(staff).accept('json')
      response.assertStatus(403)
      assert.equal(response.body().message, 'Tu rol de staff no incluye esta sección.')
    }
    const guest = await client.get(PAGE).redirects(0)
    assert.include([302, 401], guest.status())
  })

  test('a page sends the same statements whatever its lines', async ({ client, assert }) => {
    const admin = await makeUser({ isAdmin: true })
    const load = () =>
      queriesDuring(async () =>
        (await client.get(PAGE).loginAs(admin).withInertia()).assertStatus(200)
      )
    const few = async () => {
      const store = await StoreFactory.create()
      await logLine(admin, '2026-11-20T12:00:00Z', {
        action: 'store.activate',
        type: 'store',
        id: store.id,
        label: store.name,
      })
      const quotation = await QuotationFactory.create()
      await logLine(admin, '2026-11-20T12:01:00Z', {
        action: 'quotation.photo.delete',
        type: 'quotation',
        id: quotation.id,
        label: quotation.code,
      })
    }
    await few()
    const before = await load()
    for (let index = 0; index < 6; index++) await few()
    const after = await load()
    assert.equal(after.length, before.length, after.join('\n'))
    assert.isAtMost(after.length, 12, after.join('\n'))
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import type User from '#users/models/user'
import StaffAction from '#core/models/staff_action'
import Infraction from '#moderation/models/infraction'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase } from '#tests/helpers/database'
import { queriesDuring } from '#tests/helpers/requests'
import { outboxTo } from '#tests/helpers/vendor_world'
import { STAFF_MESSAGES, STAFF_MODERATION_MESSAGES as M } from '#staff/rules/staff_messages'
import {
  chatWorld,
  FIXTURES,
  sendFile,
  listAs,
  requestChat,
  say,
  storedMessages,
  type ChatWorld,
} from '#tests/functional/chat/chat_helpers'

/**
 * The staff's moderation queue (issue 23, /staff/moderacion): the chat's contact-data record as
 * a queue and the actions that resolve an item — each for the right flag, each written to the
 * log of staff actions, each once.
 */

const PAGE = '/staff/moderacion'
const PHONE = '3 1 5 - 2 2 3 - 4 4 5 5'
const ACTIONS = {
  dismiss: 'descartar',
  deleteMessage: 'eliminar',
  warn: 'advertir',
  suspend: 'suspender',
  infraction: 'infraccion',
} as const
type ActionName = keyof typeof ACTIONS

function act(client: any, user: User, id: number, action: ActionName, body: object = {}) {
  return client
    .post(`${PAGE}/${id}/${ACTIONS[action]}`)
    .json(body)
    .loginAs(user)
    .withCsrfToken()
    .accept('json')
}

function page(client: any, user: User, qs: Record<string, string | number> = {}) {
  return client.get(PAGE).qs(qs).loginAs(user).withInertia()
}

/** The vendor's phone stopped, then sent with 'No son datos de contacto': two items. */
async function vendorSharesPhone(client: any, world: ChatWorld) {
  const vendor = world.seller.owner
  ;(await say(client, vendor, { ...requestChat(world), message: PHONE })).assertStatus(422)
  const sent = await say(client, vendor, {
    ...requestChat(world),
    message: PHONE,
    confirmContactData: 1,
  })
  sent.assertStatus(201)
  const [blocked, confirmed] = await db.from('chat_contact_flags').orderBy('id', 'asc')
  return { vendor, messageId: sent.body().data.id as number, blocked, confirmed }
}

/** A conversation: the vendor asks, the buyer answers, then the vendor's phone. */
async function conversationWithPhone(client: any, world: ChatWorld) {
  const vendor = world.seller.owner
  const chat = requestChat(world)
  ;(await say(client, vendor, { ...chat, message: '¿Es para el modelo 2018?' })).assertStatus(201)
  ;(await say(client, world.buyer, { ...chat, message: 'Sí, versión turbo' })).assertStatus(201)
  const flagged = await vendorSharesPhone(client, world)
  ;(await say(client, world.buyer, { ...chat, message: 'Gracias, espero' })).assertStatus(201)
  return flagged
}

function logOf(action: string) {
  return StaffAction.query().where('action', `moderation.${action}`)
}

test.group('Staff: moderation queue', (group) => {
  freshDatabase(group)

  test("a message sent after 'No son datos de contacto' is delivered and pending in the queue", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { vendor, messageId, blocked, confirmed } = await vendorSharesPhone(client, world)

    // delivered as always: the buyer reads it
    const read = await listAs(client, world.buyer, requestChat(world))
    read.assertStatus(200)
    assert.include(
      read.body().data.messages.map((message: any) => message.id),
      messageId
    )

    const response = await page(client, world.moderator)
    response.assertStatus(200)
    response.assertInertiaComponent('staff/moderation')
    const { data, metadata } = response.inertiaProps.items
    assert.deepInclude(metadata, { count: 2, page: 1, pageSize: 20 })
    // oldest open first
    assert.deepEqual(
      data.map((item: any) => item.id),
      [blocked.id, confirmed.id]
    )
    assert.containsSubset(data[1], {
      outcome: 'confirmed',
      outcomeLabel: "Enviado tras 'No son datos de contacto'",
      reasons: ['Teléfono'],
      text: PHONE,
      writer: { id: vendor.id, name: vendor.fullName, role: 'store', roleLabel: 'Vendedor' },
      store: { id: world.seller.store.id, name: 'Repuestos El Poblado' },
      message: { id: messageId, deleted: false },
      review: null,
      actions: { dismiss: true, deleteMessage: true, registerInfraction: true },
    })
    assert.isNull(data[0].message, 'a stopped send was never delivered')
    assert.isFalse(data[0].actions.deleteMessage)
    assert.deepEqual(response.inertiaProps.filters, { estado: 'pendientes', tipo: null })
  })

  test('filters: resolved items, by type; bad filters answer 422', async ({ client, assert }) => {
    const world = await chatWorld()
    const { blocked, confirmed } = await vendorSharesPhone(client, world)
    ;(await act(client, world.moderator, blocked.id, 'dismiss')).assertStatus(200)

    const open = await page(client, world.moderator)
    assert.deepEqual(
      open.inertiaProps.items.data.map((item: any) => item.id),
      [confirmed.id]
    )
    const resolved = await page(client, world.moderator, { estado: 'resueltos' })
    const [item] = resolved.inertiaProps.items.data
    assert.equal(item.id, blocked.id)
    assert.containsSubset(item.review, {
      resolution: 'dismissed',
      label: 'Descartado: no son datos de contacto',
      by: world.moderator.fullName,
    })
    const onlyBlocked = await page(client, world.moderator, { tipo: 'confirmed' })
    assert.deepEqual(
      onlyBlocked.inertiaProps.items.data.map((row: any) => row.outcome),
      ['confirmed']
    )
    for (const qs of [{ estado: 'todos' }, { tipo: 'phone' }, { page: 0 }, { page: 'x' }]) {
      const bad = await client.get(PAGE).qs(qs).loginAs(world.moderator).accept('json')
      bad.assertStatus(422)
    }
  })

  test('an item opens inside its conversation, its message marked', async ({ client, assert }) => {
    const world = await chatWorld()
    const { confirmed, blocked, messageId } = await conversationWithPhone(client, world)

    const response = await client
      .get(`${PAGE}/${confirmed.id}`)
      .loginAs(world.moderator)
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('staff/moderation_item')
    const { item, messages } = response.inertiaProps
    assert.equal(item.id, confirmed.id)
    assert.deepEqual(
      messages.map((message: any) => [message.text, message.flagged, message.senderRole]),
      [
        ['¿Es para el modelo 2018?', false, 'store'],
        ['Sí, versión turbo', false, 'buyer'],
        [PHONE, true, 'store'],
        ['Gracias, espero', false, 'buyer'],
      ]
    )
    assert.equal(messages[2].id, messageId)
    assert.equal(
      item.conversation.url,
      `/repuestosGo/quotationRequest/${world.request.id}?section=chat`
    )

    // a stopped send shows where it was stopped, never delivered
    const stopped = await client.get(`${PAGE}/${blocked.id}`).loginAs(world.moderator).withInertia()
    const flagged = stopped.inertiaProps.messages.filter((message: any) => message.flagged)
    assert.lengthOf(flagged, 1)
    assert.containsSubset(flagged[0], { stopped: true, text: PHONE, id: 0 })
  })

  test('a non-staff person gets 404 everywhere; a guest is sent to sign in', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { confirmed } = await vendorSharesPhone(client, world)
    for (const user of [world.buyer, world.seller.owner]) {
      ;(await page(client, user)).assertStatus(404)
      ;(await client.get(`${PAGE}/${confirmed.id}`).loginAs(user).withInertia()).assertStatus(404)
      for (const action of Object.keys(ACTIONS) as ActionName[]) {
        ;(await act(client, user, confirmed.id, action, { days: 3 })).assertStatus(404)
      }
    }
    const guest = await client.get(PAGE).redirects(0)
    assert.include([302, 401], guest.status())
    const [row] = await db.from('chat_contact_flags').where('id', confirmed.id)
    assert.isNull(row.reviewed_at)
  })

  test('staff without the flag get 403: the GO manager on the queue, the moderator without deletion or infractions', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { confirmed } = await vendorSharesPhone(client, world)
    const goOnly = world.staff
    const refused = await client.get(PAGE).loginAs(goOnly).accept('json')
    refused.assertStatus(403)
    assert.equal(refused.body().message, STAFF_MESSAGES.notAllowed)
    ;(await act(client, goOnly, confirmed.id, 'dismiss')).assertStatus(403)

    const messagesOnly = await UserFactory.merge({ manageMessagesModule: true }).create()
    ;(await page(client, messagesOnly)).assertStatus(200)
    const cannotDelete = await act(client, messagesOnly, confirmed.id, 'deleteMessage')
    cannotDelete.assertStatus(403)
    assert.equal(cannotDelete.body().message, STAFF_MESSAGES.notAllowed)
    const cannotRegister = await act(client, messagesOnly, confirmed.id, 'infraction', {
      infraction_type: 'share_contact_information',
      infraction_detail: 'Compartió su teléfono',
    })
    cannotRegister.assertStatus(403)
    assert.lengthOf(await storedMessages().whereNotNull('deleted_at'), 0)
    assert.lengthOf(await Infraction.all(), 0)

    // the deletion right alone does not open the queue
    const deletionOnly = await UserFactory.merge({ manageMessageDeletion: true }).create()
    ;(await act(client, deletionOnly, confirmed.id, 'deleteMessage')).assertStatus(403)
  })

  test('unknown items answer 404', async ({ client }) => {
    const world = await chatWorld()
    ;(await client.get(`${PAGE}/999999`).loginAs(world.moderator).withInertia()).assertStatus(404)
    for (const action of Object.keys(ACTIONS) as ActionName[]) {
      ;(await act(client, world.moderator, 999999, action, { days: 3 })).assertStatus(404)
    }
  })

  test('Descartar resolves the item once, logged; a second resolution is 409', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { confirmed, messageId } = await vendorSharesPhone(client, world)
    const response = await act(client, world.moderator, confirmed.id, 'dismiss')
    response.assertStatus(200)
    assert.equal(response.body().message, M.dismissed)
    const [row] = await db.from('chat_contact_flags').where('id', confirmed.id)
    assert.equal(row.resolution, 'dismissed')
    assert.equal(Number(row.reviewed_by), world.moderator.id)
    assert.isNotNull(row.reviewed_at)
    const [line, ...more] = await logOf('dismiss')
    assert.lengthOf(more, 0)
    assert.containsSubset(line.toJSON(), {
      actorId: world.moderator.id,
      subjectType: 'chat_contact_flag',
      subjectId: confirmed.id,
    })
    assert.containsSubset(line.after, { resolution: 'dismissed', messageId })

    for (const action of Object.keys(ACTIONS) as ActionName[]) {
      const again = await act(client, world.moderator, confirmed.id, action, {
        days: 3,
        infraction_type: 'share_contact_information',
        infraction_detail: 'Compartió su teléfono',
      })
      again.assertStatus(409)
      assert.equal(again.body().message, M.alreadyResolved)
    }
    assert.lengthOf(await StaffAction.all(), 1)
    const [message] = await storedMessages()
    assert.isNull(message.deletedAt, 'dismissing leaves the message')
  })

  test('Eliminar mensaje deletes it with the chat deletion, logged; a stopped send has nothing to delete', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { confirmed, blocked, messageId } = await vendorSharesPhone(client, world)
    const response = await act(client, world.moderator, confirmed.id, 'deleteMessage')
    response.assertStatus(200)
    assert.equal(response.body().message, M.messageDeleted)
    const [message] = await storedMessages()
    assert.equal(message.id, messageId)
    assert.isNotNull(message.deletedAt)
    const read = await listAs(client, world.buyer, requestChat(world))
    assert.notInclude(
      read.body().data.messages.map((row: any) => row.id),
      messageId
    )
    const [row] = await db.from('chat_contact_flags').where('id', confirmed.id)
    assert.equal(row.resolution, 'message_deleted')
    const [line] = await logOf('delete_message')
    assert.containsSubset(line.after, { resolution: 'message_deleted', messageId })

    const nothing = await act(client, world.moderator, blocked.id, 'deleteMessage')
    nothing.assertStatus(422)
    assert.equal(nothing.body().message, M.nothingToDelete)
  })

  test('Advertir tells the person in the app and by e-mail, in the action; bad input 422', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { confirmed, vendor } = await vendorSharesPhone(client, world)
    const tooLong = await act(client, world.moderator, confirmed.id, 'warn', {
      note: 'x'.repeat(501),
    })
    tooLong.assertStatus(422)
    assert.equal(tooLong.body().errors[0].message, M.noteTooLong)
    ;(await act(client, world.moderator, confirmed.id, 'warn', { note: 5 })).assertStatus(422)

    const response = await act(client, world.moderator, confirmed.id, 'warn', {
      note: 'Es la segunda vez que compartes tu número.',
    })
    response.assertStatus(200)
    assert.equal(response.body().message, M.warned)
    const notices = await db
      .from('queue_notifications')
      .where('user_id', vendor.id)
      .where('topic', 'MOD.chatWarning.')
    assert.lengthOf(notices, 1)
    assert.include(notices[0].message, 'parece compartir datos de contacto')
    assert.equal(notices[0].url, `/repuestosGo/quotationRequest/${world.request.id}?section=chat`)
    const emails = await outboxTo(vendor.email, 'email')
    const warning = emails.filter((email) => email.subject?.startsWith('Advertencia'))
    assert.lengthOf(warning, 1)
    assert.include(warning[0].body, 'Nota del equipo: Es la segunda vez que compartes tu número.')
    assert.lengthOf(
      (await outboxTo(`57${vendor.mobile}`, 'whatsapp')).filter((m) =>
        m.body.includes('Advertencia')
      ),
      0
    )
    const events = await db.from('outbox_events').where('name', 'staff.moderation_warning')
    assert.lengthOf(events, 1)
    const [line] = await logOf('warn')
    assert.containsSubset(line.after, {
      resolution: 'warned',
      note: 'Es la segunda vez que compartes tu número.',
    })
  })

  test('Suspender chat: sends are refused with the date until it passes, the panel says so, the person is told', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { confirmed, vendor } = await vendorSharesPhone(client, world)
    for (const days of [0, 91, 2.5, 'siete', null]) {
      const bad = await act(client, world.moderator, confirmed.id, 'suspend', { days })
      bad.assertStatus(422)
    }
    ;(await act(client, world.moderator, confirmed.id, 'suspend', {})).assertStatus(422)

    const response = await act(client, world.moderator, confirmed.id, 'suspend', { days: 3 })
    response.assertStatus(200)
    await vendor.refresh()
    const until = vendor.chatSuspendedUntil!
    assert.closeTo(until.diff(DateTime.now(), 'days').days, 3, 0.01)
    assert.match(
      response.body().message,
      /^Chat suspendido hasta el \d+ de \w+ de \d{4} a las \d\d:\d\d\.$/
    )

    const refused = await say(client, vendor, { ...requestChat(world), message: '¿Sigue ahí?' })
    refused.assertStatus(403)
    assert.match(
      refused.body().message,
      /^Tu chat está suspendido hasta el \d+ de \w+ de \d{4} a las \d\d:\d\d\.$/
    )
    const panel = await listAs(client, vendor, requestChat(world))
    assert.isFalse(panel.body().data.conversation.canSend)
    assert.equal(panel.body().data.conversation.disabledReason, refused.body().message)
    // the buyer still writes
    ;(await say(client, world.buyer, { ...requestChat(world), message: 'Hola' })).assertStatus(201)

    const notices = await db
      .from('queue_notifications')
      .where('user_id', vendor.id)
      .where('topic', 'MOD.chatSuspended.')
    assert.lengthOf(notices, 1)
    assert.include(notices[0].message, 'Tu chat está suspendido hasta el')
    const emails = (await outboxTo(vendor.email, 'email')).filter((email) =>
      email.subject?.startsWith('Tu chat está suspendido')
    )
    assert.lengthOf(emails, 1)
    assert.include(emails[0].body, 'Suspendimos tu chat por 3 días')
    const [line] = await logOf('suspend_chat')
    assert.containsSubset(line.toJSON(), { subjectId: confirmed.id })
    assert.deepInclude(line.before!, { chatSuspendedUntil: null })
    assert.equal(line.after!.days, 3)
    assert.equal(line.after!.until, until.toUTC().toISO())

    // once the date passes, the person writes again
    await db
      .from('users')
      .where('id', vendor.id)
      .update({ chat_suspended_until: '2020-01-01 00:00:00' })
    const again = await say(client, vendor, { ...requestChat(world), message: '¿Sigue ahí?' })
    again.assertStatus(201)
  })

  test('Registrar infracción: the store gets an infraction with the conversation as evidence and is told', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { confirmed, blocked } = await vendorSharesPhone(client, world)
    const body = {
      infraction_type: 'share_contact_information',
      infraction_detail: `Mensaje en el chat: “${PHONE}”`,
      notifyTheSeller: true,
    }
    for (const bad of [
      { ...body, infraction_type: '' },
      { ...body, infraction_detail: '   ' },
      { ...body, infraction_type: 'otra' },
      { ...body, infraction_detail: 'x'.repeat(513) },
    ]) {
      ;(await act(client, world.moderator, confirmed.id, 'infraction', bad)).assertStatus(422)
    }
    const required = await act(client, world.moderator, confirmed.id, 'infraction', {})
    assert.equal(required.body().errors[0].message, 'Todos los datos son obligatorios')

    const response = await act(client, world.moderator, confirmed.id, 'infraction', body)
    response.assertStatus(201)
    assert.equal(response.body().message, M.infractionRegistered)
    const [infraction, ...more] = await Infraction.all()
    assert.lengthOf(more, 0)
    assert.containsSubset(infraction.toJSON(), {
      storeId: world.seller.store.id,
      buyerId: world.buyer.id,
      quotationRequestId: world.request.id,
      codeTransaction: world.request.code,
      infractionType: 'share_contact_information',
      registeredBy: world.moderator.id,
      notifyTheSeller: true,
    })
    assert.match(infraction.infractionFile!, /^infraction-evidence\/[0-9a-f-]{36}\.pdf$/)
    const pdf = await drive.use().getBytes(infraction.infractionFile!)
    assert.equal(Buffer.from(pdf).subarray(0, 5).toString('latin1'), '%PDF-')
    const notices = await db
      .from('queue_notifications')
      .where('user_id', world.seller.owner.id)
      .where('topic', 'MOD.infraction.')
    assert.lengthOf(notices, 1)
    const [row] = await db.from('chat_contact_flags').where('id', confirmed.id)
    assert.equal(row.resolution, 'infraction_registered')
    assert.deepEqual(JSON.parse(row.resolution_detail), { infractionId: infraction.id })
    const [line] = await logOf('register_infraction')
    assert.containsSubset(line.after, {
      resolution: 'infraction_registered',
      infractionId: infraction.id,
      storeId: world.seller.store.id,
    })
    // the blocked attempt of the same vendor stays open for its own decision
    const [open] = await db.from('chat_contact_flags').where('id', blocked.id)
    assert.isNull(open.resolution)
    await drive.use().delete(infraction.infractionFile!)
  }).timeout(60_000)

  test("a buyer's message has no infraction (infractions are the stores')", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const { quote } = await import('#tests/functional/quotations/buyer_detail_helpers')
    const quotation = await quote(world.request, world.seller.store)
    const refused = await say(client, world.buyer, {
      kind: 'quotation',
      transactionId: quotation.id,
      message: 'Escríbeme a ana.compra arroba gmail punto com',
    })
    refused.assertStatus(422)
    const [flag] = await db.from('chat_contact_flags')
    const list = await page(client, world.moderator)
    const [item] = list.inertiaProps.items.data
    assert.containsSubset(item, {
      writer: { role: 'buyer', roleLabel: 'Comprador' },
      reasons: ['Correo electrónico'],
      actions: { registerInfraction: false },
    })
    const response = await act(client, world.moderator, flag.id, 'infraction', {
      infraction_type: 'share_contact_information',
      infraction_detail: 'Compartió su correo',
    })
    response.assertStatus(422)
    assert.equal(response.body().message, M.buyerHasNoInfraction)
    assert.lengthOf(await Infraction.all(), 0)
  })

  test('an image to review is shown to the queue, deleted or not, through the staff route only', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const sent = await sendFile(
      client,
      world.seller.owner,
      { ...requestChat(world), message: 'Así es la pieza' },
      FIXTURES.photo
    )
    sent.assertStatus(201)
    const [flag] = await db.from('chat_contact_flags')
    const list = await page(client, world.moderator, { tipo: 'image_review' })
    const [item] = list.inertiaProps.items.data
    assert.containsSubset(item, {
      id: flag.id,
      outcomeLabel: 'Imagen por revisar',
      reasons: [],
      attachments: [{ type: 'image' }],
    })
    ;(await act(client, world.moderator, flag.id, 'deleteMessage')).assertStatus(200)

    const opened = await client.get(`${PAGE}/${flag.id}`).loginAs(world.moderator).withInertia()
    const [message] = opened.inertiaProps.messages
    assert.containsSubset(message, { flagged: true, deleted: true })
    const url = message.attachments[0].url
    assert.equal(url, `${PAGE}/${flag.id}/adjuntos/${sent.body().data.id}/0`)
    const file = await client.get(url).loginAs(world.moderator)
    file.assertStatus(200)
    file.assertHeader('content-type', 'image/webp')
    ;(await client.get(url).loginAs(world.buyer)).assertStatus(404)
    ;(await client.get(url).loginAs(world.staff)).assertStatus(403)
    ;(
      await client
        .get(`${PAGE}/${flag.id}/adjuntos/${sent.body().data.id}/1`)
        .loginAs(world.moderator)
    ).assertStatus(404)
    // a message of another conversation is not the item's
    const other = await sendFile(
      client,
      world.otherStore.owner,
      requestChat(world, world.otherStore),
      FIXTURES.photo
    )
    other.assertStatus(201)
    ;(
      await client
        .get(`${PAGE}/${flag.id}/adjuntos/${other.body().data.id}/0`)
        .loginAs(world.moderator)
    ).assertStatus(404)
  })

  test('a page of the queue costs the same queries for 3 items and for 20', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    await vendorSharesPhone(client, world)
    const buyerSaid = await say(client, world.buyer, {
      ...requestChat(world),
      message: 'Hola',
    })
    buyerSaid.assertStatus(201)

    const insertFlags = async (count: number) => {
      await db.table('chat_contact_flags').multiInsert(
        Array.from({ length: count }, (_, index) => ({
          user_id: index % 2 ? world.buyer.id : world.seller.advisers[0].account.id,
          chat_message_id: index % 3 ? null : buyerSaid.body().data.id,
          kind: 'quotationRequest',
          transaction_id: world.request.id,
          store_id: index % 2 ? world.otherStore.store.id : world.seller.store.id,
          outcome: index % 3 ? 'blocked' : 'image_review',
          reasons: JSON.stringify(['phone']),
          text: `Texto ${index}`,
          created_at: '2026-01-01 10:00:00',
        }))
      )
    }
    await insertFlags(1)
    const few = await queriesDuring(async () => {
      const response = await page(client, world.moderator)
      assert.equal(response.inertiaProps.items.data.length, 3)
    })
    await insertFlags(40)
    const many = await queriesDuring(async () => {
      const response = await page(client, world.moderator)
      assert.equal(response.inertiaProps.items.data.length, 20)
      assert.equal(response.inertiaProps.items.metadata.count, 43)
    })
    assert.equal(many.length, few.length)
  })
})

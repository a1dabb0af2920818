import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import webhooksConfig from '#config/webhooks'
import { deliverOutboxEvent, outboxSettled } from '#core/outbox/outbox'
import { relayWebhookDeliveries } from '#integrations/services/webhook_dispatcher'
import { freshDatabase } from '#tests/helpers/database'
import { waitForOutbox } from '#tests/helpers/outbox'
import { makeGoStore } from '#tests/helpers/vendors'
import { makeBuyer, queriesDuring } from '#tests/helpers/requests'
import { world, submit } from '#tests/helpers/vendor_world'
import Store from '#stores/models/store'
import {
  addWebhook,
  ALL_EVENTS,
  deliveriesOf,
  makeDue,
  receiver,
  sent,
  verifyWebhook,
  WEBHOOKS,
} from './webhook_helpers.js'

const SIGNATURE = 'repuestos-webhook-signature'

/** A world of vendor_world with the two eligible stores and the Kia-only store found. */
async function requestWorld() {
  const w = await world()
  const storeOf = async (userId: number) => Store.query().where('user_id', userId).firstOrFail()
  return {
    ...w,
    storeA: await storeOf(w.ownerA.id),
    storeB: await storeOf(w.ownerB.id),
    storeC: await storeOf(w.ownerC.id),
  }
}

test.group('Webhooks: request.created, signed and verified', (group) => {
  freshDatabase(group)

  test('a matching store receives it signed, a store of another brand does not', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    const a = await receiver(cleanup)
    const b = await receiver(cleanup)
    const c = await receiver(cleanup)
    const hookA = await addWebhook(client, w.ownerA, w.storeA, a.url)
    const hookB = await addWebhook(client, w.ownerB, w.storeB, b.url, ['request.created'])
    await addWebhook(client, w.ownerC, w.storeC, c.url)

    const request = await submit(client, w.buyer, w.body())
    await sent()

    assert.lengthOf(a.received, 1)
    assert.lengthOf(b.received, 1)
    assert.lengthOf(c.received, 0, 'a Kia-only store hears nothing of a Mazda request')

    const got = a.received[0]
    const verified = verifyWebhook({
      secret: hookA.secret,
      headers: got.headers,
      rawBody: got.rawBody,
    })
    assert.isTrue(verified.ok)
    assert.isTrue(
      verifyWebhook({
        secret: hookB.secret,
        headers: b.received[0].headers,
        rawBody: b.received[0].rawBody,
      }).ok
    )
    assert.isFalse(
      verifyWebhook({ secret: hookB.secret, headers: got.headers, rawBody: got.rawBody }).ok
    )
    assert.equal(got.headers['user-agent'], 'Repuestos-Webhooks/1')
    assert.match(String(got.headers[SIGNATURE]), /^v1=[0-9a-f]{64}$/)

    const event = got.body
    assert.match(event.id, /^evt_\d+$/)
    assert.equal(got.headers['repuestos-webhook-id'], event.id)
    assert.equal(b.received[0].body.id, event.id, 'one event id for every store')
    assert.equal(event.type, 'request.created')
    assert.isString(event.created_at)
    assert.equal(event.data.request_id, request.id)
    assert.equal(event.data.code, request.code)
    assert.equal(event.data.channel, 'marketplace')
    assert.equal(event.data.brand, 'Mazda')
    assert.equal(event.data.model, 'Mazda 3 Touring')
    assert.equal(event.data.year, 2019)
    assert.equal(event.data.city, 'Medellín')
    assert.deepEqual(
      event.data.parts.map((part: any) => [part.name, part.quantity, part.reference]),
      [
        ['Pastillas de freno', 2, null],
        ['Llanta', 4, null],
      ]
    )
    assert.match(event.data.url, new RegExp(`/api/repuestosGo/QuotationRequest/${request.id}$`))
    // no customer data: neither the buyer's name, number, e-mail nor identification
    for (const secret of ['Ana Gómez', '3001112233', w.buyer.email!, '1020304050']) {
      assert.notInclude(got.rawBody, secret)
    }

    const [row] = await deliveriesOf(w.storeA.id)
    assert.equal(row.status, 'delivered')
    assert.equal(row.attempts, 1)
    assert.equal(row.last_status_code, 200)
    assert.equal(row.event_id, event.id)
  })

  test('the reference verifier refuses an old timestamp, a tampered body, a missing header', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    const a = await receiver(cleanup)
    const hook = await addWebhook(client, w.ownerA, w.storeA, a.url)
    await submit(client, w.buyer, w.body())
    await sent()
    const { headers, rawBody } = a.received[0]
    const timestamp = Number(headers['repuestos-webhook-timestamp'])
    assert.approximately(timestamp, Math.floor(Date.now() / 1000), 5)

    assert.isTrue(verifyWebhook({ secret: hook.secret, headers, rawBody, now: timestamp + 299 }).ok)
    const old = verifyWebhook({ secret: hook.secret, headers, rawBody, now: timestamp + 360 })
    assert.deepEqual(old, { ok: false, reason: 'timestamp outside the tolerance' })
    const ahead = verifyWebhook({ secret: hook.secret, headers, rawBody, now: timestamp - 360 })
    assert.isFalse(ahead.ok)
    const tampered = verifyWebhook({
      secret: hook.secret,
      headers,
      rawBody: rawBody.replace('Mazda 3 Touring', 'Mazda 3 Grand Touring'),
    })
    assert.deepEqual(tampered, { ok: false, reason: 'bad signature' })
    const { [SIGNATURE]: dropped, ...unsigned } = headers
    assert.isFalse(verifyWebhook({ secret: hook.secret, headers: unsigned, rawBody }).ok)
  })

  test('production settings with the bench switch: a loopback receiver gets it, private hosts stay refused', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    const a = await receiver(cleanup)
    // config/webhooks.ts in production with WEBHOOKS_ALLOW_LOOPBACK=true
    webhooksConfig.refusePrivateHosts = true
    cleanup(() => {
      webhooksConfig.refusePrivateHosts = false
    })
    const refused = await client
      .post(WEBHOOKS(w.storeA))
      .json({ url: 'https://10.1.2.3/hooks', events: ['request.created'] })
      .loginAs(w.ownerA)
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(422)
    assert.equal(
      refused.body().errors[0].message,
      'La URL apunta a una dirección privada o local: usa una dirección pública de tu servidor'
    )
    await addWebhook(client, w.ownerA, w.storeA, a.url, ['request.created'])
    await submit(client, w.buyer, w.body())
    await sent()
    assert.lengthOf(a.received, 1)
    const [row] = await deliveriesOf(w.storeA.id)
    assert.equal(row.status, 'delivered')
  })

  test('exactly once per endpoint by event id, even when the outbox handler runs twice', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    const a = await receiver(cleanup)
    await addWebhook(client, w.ownerA, w.storeA, a.url)
    await submit(client, w.buyer, w.body())
    await sent()
    const event = await db
      .from('outbox_events')
      .where('name', 'quotations.request_created')
      .firstOrFail()

    // the relay delivers the same outbox event again (a retry after a partial run)
    await db
      .from('outbox_events')
      .where('id', event.id)
      .update({ processed_at: null, locked_until: null })
    assert.equal(await deliverOutboxEvent(Number(event.id)), 'delivered')
    await sent()
    await relayWebhookDeliveries()

    assert.lengthOf(a.received, 1)
    assert.lengthOf(await deliveriesOf(w.storeA.id), 1)
    assert.equal(a.received[0].body.id, `evt_${event.id}`)
  })

  test('the buyer’s answer does not wait for the deliveries', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    // a store's server that never answers: the send waits for its time limit
    const hanging = http.createServer(() => {})
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    cleanup(() => new Promise<void>((resolve) => hanging.close(() => resolve())))
    const port = (hanging.address() as AddressInfo).port
    const timeout = webhooksConfig.timeoutMs
    webhooksConfig.timeoutMs = 1500
    cleanup(() => {
      webhooksConfig.timeoutMs = timeout
    })
    await addWebhook(client, w.ownerA, w.storeA, `http://127.0.0.1:${port}/hooks`)

    // the answer alone: the outbox's delivery (whose webhook handler waits for its sends up to
    // holdNextHandlersMs before the notifications run) is awaited after it
    waitForOutbox.afterEachRequest = false
    cleanup(() => {
      waitForOutbox.afterEachRequest = true
    })
    const started = Date.now()
    await submit(client, w.buyer, w.body())
    assert.isBelow(Date.now() - started, 1000, 'answered before the delivery timed out')
    waitForOutbox.afterEachRequest = true
    await outboxSettled()
    await sent()
    const [row] = await deliveriesOf(w.storeA.id)
    assert.equal(row.status, 'pending')
    assert.equal(row.last_error, 'sin respuesta en 2 s')
    assert.isNull(row.last_status_code)
    hanging.closeAllConnections()
  })
})

test.group('Webhooks: retries, pause, Reactivar, Reenviar', (group) => {
  freshDatabase(group)
  group.each.setup(() => {
    const threshold = webhooksConfig.pauseAfterFailures
    return () => {
      webhooksConfig.pauseAfterFailures = threshold
    }
  })

  test('500s are retried with a growing wait, then delivered with the same event id', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    const a = await receiver(cleanup, [500, 503, 200])
    const hook = await addWebhook(client, w.ownerA, w.storeA, a.url)
    await submit(client, w.buyer, w.body())
    await sent()

    let [row] = await deliveriesOf(w.storeA.id)
    assert.equal(row.status, 'pending')
    assert.equal(row.attempts, 1)
    assert.equal(row.last_status_code, 500)
    assert.equal(row.last_error, 'HTTP 500')
    // SQLite answers a text in UTC, MySQL a Date
    const wait = (at: string | Date) =>
      ((at instanceof Date ? at : new Date(`${at.replace(' ', 'T')}Z`)).getTime() - Date.now()) /
      1000
    assert.approximately(wait(row.next_attempt_at), 30, 3)

    assert.equal(await relayWebhookDeliveries(), 0, 'not due yet')
    await makeDue()
    assert.equal(await relayWebhookDeliveries(), 1)
    ;[row] = await deliveriesOf(w.storeA.id)
    assert.equal(row.attempts, 2)
    assert.equal(row.last_status_code, 503)
    assert.approximately(wait(row.next_attempt_at), 120, 3)
    const endpoint = await db.from('webhook_endpoints').where('id', hook.id).first()
    assert.equal(endpoint.consecutive_failures, 2)

    await makeDue()
    await relayWebhookDeliveries()
    ;[row] = await deliveriesOf(w.storeA.id)
    assert.equal(row.status, 'delivered')
    assert.equal(row.attempts, 3)
    assert.lengthOf(a.received, 3)
    assert.lengthOf(new Set(a.received.map((got) => got.body.id)), 1)
    for (const got of a.received) {
      assert.isTrue(
        verifyWebhook({ secret: hook.secret, headers: got.headers, rawBody: got.rawBody }).ok
      )
    }
    const reset = await db.from('webhook_endpoints').where('id', hook.id).first()
    assert.equal(reset.consecutive_failures, 0, 'a success resets the count')
  })

  test('after repeated failures the endpoint is paused and its owner told once; Reactivar sends what waited', async ({
    client,
    assert,
    cleanup,
  }) => {
    webhooksConfig.pauseAfterFailures = 3
    const w = await requestWorld()
    const a = await receiver(cleanup, [500])
    const hook = await addWebhook(client, w.ownerA, w.storeA, a.url)
    await submit(client, w.buyer, w.body())
    await sent()
    for (let round = 0; round < 2; round++) {
      await makeDue()
      await relayWebhookDeliveries()
    }
    await sent()
    const paused = await db.from('webhook_endpoints').where('id', hook.id).first()
    assert.equal(paused.status, 'paused')
    assert.equal(paused.consecutive_failures, 3)
    assert.isNotNull(paused.paused_at)
    assert.lengthOf(a.received, 3)

    // paused: nothing more is sent, the delivery waits, nobody is told again
    await makeDue()
    assert.equal(await relayWebhookDeliveries(), 0)
    assert.lengthOf(a.received, 3)
    const notices = await db
      .from('queue_notifications')
      .where('topic', 'STORE.webhookPaused.')
      .orderBy('id')
    assert.lengthOf(notices, 1)
    assert.equal(notices[0].user_id, w.ownerA.id)
    assert.equal(
      notices[0].message,
      `Pausamos tu webhook ${a.url} tras 3 fallos seguidos. Revisa tu servidor y pulsa 'Reactivar' en Integraciones para reanudar los envíos.`
    )
    const emails = await db
      .from('outbox_messages')
      .where('channel', 'email')
      .where('recipient', w.ownerA.email!)
      .where('subject', 'like', 'Pausamos un webhook%')
    assert.lengthOf(emails, 1)
    assert.include(emails[0].body, `Pausamos tu webhook ${a.url} tras 3 fallos seguidos`)

    const list = await client.get(WEBHOOKS(w.storeA)).loginAs(w.ownerA).accept('json')
    assert.equal(list.body().data[0].status, 'paused')
    assert.equal(list.body().data[0].consecutiveFailures, 3)

    // 'Reenviar' waits for 'Reactivar'
    const [row] = await deliveriesOf(w.storeA.id)
    const refused = await client
      .post(`${WEBHOOKS(w.storeA)}/deliveries/${row.id}/resend`)
      .loginAs(w.ownerA)
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(409)
    assert.equal(refused.body().errors[0].message, 'Reactiva el webhook para reenviar sus eventos')

    a.statuses = [204]
    const resumed = await client
      .post(`${WEBHOOKS(w.storeA)}/${hook.id}/resume`)
      .loginAs(w.ownerA)
      .withCsrfToken()
      .accept('json')
    resumed.assertStatus(200)
    assert.equal(resumed.body().message, 'Webhook reactivado: enviaremos las entregas pendientes')
    assert.equal(resumed.body().data.status, 'active')
    await sent()
    assert.lengthOf(a.received, 4)
    const [after] = await deliveriesOf(w.storeA.id)
    assert.equal(after.status, 'delivered')
    assert.equal(after.last_status_code, 204)
  })

  test('Reenviar sends the same event id again with a new signature, logged as one more attempt', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    const a = await receiver(cleanup)
    const hook = await addWebhook(client, w.ownerA, w.storeA, a.url)
    await submit(client, w.buyer, w.body())
    await sent()
    const log = await client
      .get(`${WEBHOOKS(w.storeA)}/deliveries`)
      .loginAs(w.ownerA)
      .accept('json')
    log.assertStatus(200)
    const delivery = log.body().data[0]
    assert.equal(delivery.status, 'delivered')

    await new Promise((resolve) => setTimeout(resolve, 1100))
    const resent = await client
      .post(`${WEBHOOKS(w.storeA)}/deliveries/${delivery.id}/resend`)
      .loginAs(w.ownerA)
      .withCsrfToken()
      .accept('json')
    resent.assertStatus(202)
    assert.equal(resent.body().message, 'Reenviamos el evento con el mismo id')
    await sent()
    assert.lengthOf(a.received, 2)
    const [first, second] = a.received
    assert.equal(second.headers['repuestos-webhook-id'], first.headers['repuestos-webhook-id'])
    assert.equal(second.rawBody, first.rawBody)
    assert.notEqual(
      second.headers['repuestos-webhook-timestamp'],
      first.headers['repuestos-webhook-timestamp']
    )
    assert.notEqual(second.headers[SIGNATURE], first.headers[SIGNATURE])
    assert.isTrue(
      verifyWebhook({ secret: hook.secret, headers: second.headers, rawBody: second.rawBody }).ok
    )
    const again = await client
      .get(`${WEBHOOKS(w.storeA)}/deliveries`)
      .loginAs(w.ownerA)
      .accept('json')
    assert.equal(again.body().data[0].attempts, 2)
    assert.equal(again.body().data[0].eventId, delivery.eventId)
  })
})

test.group('Webhooks: the endpoints API and its permissions', (group) => {
  freshDatabase(group)
  group.each.setup(() => {
    const saved = { ...webhooksConfig }
    return () => {
      Object.assign(webhooksConfig, saved)
    }
  })

  test('the owner creates, lists, edits, rotates and deletes; the secret is shown once', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const created = await client
      .post(WEBHOOKS(store))
      .json({ url: 'https://erp.example.com/hooks', events: ['chat.message', 'request.created'] })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    created.assertStatus(201)
    assert.equal(
      created.body().message,
      'Webhook creado. Copia el secreto ahora: no lo volveremos a mostrar.'
    )
    const hook = created.body().data
    assert.match(hook.secret, /^whsec_/)
    assert.deepEqual(hook.events, ['request.created', 'chat.message'])
    assert.equal(hook.status, 'active')
    const [row] = await db.from('webhook_endpoints')
    assert.notInclude(row.secret, hook.secret.slice(6), 'kept encrypted')

    const list = await client.get(WEBHOOKS(store)).loginAs(owner).accept('json')
    list.assertStatus(200)
    assert.notInclude(JSON.stringify(list.body()), hook.secret)
    assert.deepEqual(list.body().metadata, { count: 1, cap: 5 })

    const updated = await client
      .patch(`${WEBHOOKS(store)}/${hook.id}`)
      .json({ events: ['order.status_changed'] })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    updated.assertStatus(200)
    assert.deepEqual(updated.body().data.events, ['order.status_changed'])
    assert.equal(updated.body().data.url, 'https://erp.example.com/hooks')

    const rotated = await client
      .post(`${WEBHOOKS(store)}/${hook.id}/rotate`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    rotated.assertStatus(200)
    assert.match(rotated.body().data.secret, /^whsec_/)
    assert.notEqual(rotated.body().data.secret, hook.secret)

    const deleted = await client
      .delete(`${WEBHOOKS(store)}/${hook.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    deleted.assertStatus(200)
    assert.equal(deleted.body().message, 'Webhook eliminado')
    assert.lengthOf(await db.from('webhook_endpoints'), 0)
  })

  test('at most 5 per store; events and URL checked in Spanish', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const post = (body: Record<string, unknown>) =>
      client.post(WEBHOOKS(store)).json(body).loginAs(owner).withCsrfToken().accept('json')

    const noEvents = await post({ url: 'https://a.example.com', events: [] })
    noEvents.assertStatus(422)
    assert.equal(noEvents.body().errors[0].message, 'Elige al menos un evento')
    const unknown = await post({ url: 'https://a.example.com', events: ['order.deleted'] })
    unknown.assertStatus(422)
    assert.include(unknown.body().errors[0].message, 'Evento desconocido')
    const plain = await post({ url: 'http://erp.example.com/hooks', events: ['chat.message'] })
    plain.assertStatus(422)
    assert.include(plain.body().errors[0], {
      field: 'url',
      message: 'La URL debe empezar con https://',
    })
    const tooLong = await post({
      url: `https://a.example.com/${'x'.repeat(2048)}`,
      events: ['chat.message'],
    })
    tooLong.assertStatus(422)
    assert.equal(tooLong.body().errors[0].message, 'La URL admite máximo 2048 caracteres')

    // http to loopback: accepted in tests (development too), refused with production settings
    ;(await post({ url: 'http://127.0.0.1:4000/hooks', events: ['chat.message'] })).assertStatus(
      201
    )
    webhooksConfig.allowLoopbackHttp = false
    webhooksConfig.refusePrivateHosts = true
    const loopback = await post({ url: 'http://localhost:4000/hooks', events: ['chat.message'] })
    loopback.assertStatus(422)
    assert.equal(
      loopback.body().errors[0].message,
      'Solo se permite http:// hacia 127.0.0.1, ::1 o localhost, y únicamente en desarrollo o pruebas'
    )
    for (const url of [
      'https://10.1.2.3/h',
      'https://192.168.0.10/h',
      'https://169.254.169.254/latest',
      'https://[::1]/h',
      'https://localhost/h',
    ]) {
      const refused = await post({ url, events: ['chat.message'] })
      refused.assertStatus(422)
      assert.equal(
        refused.body().errors[0].message,
        'La URL apunta a una dirección privada o local: usa una dirección pública de tu servidor',
        url
      )
    }
    webhooksConfig.allowLoopbackHttp = true
    webhooksConfig.refusePrivateHosts = false

    for (let index = 0; index < 4; index++) {
      ;(
        await post({ url: `https://h${index}.example.com`, events: ['chat.message'] })
      ).assertStatus(201)
    }
    const sixth = await post({ url: 'https://six.example.com', events: ['chat.message'] })
    sixth.assertStatus(409)
    assert.equal(
      sixth.body().errors[0].message,
      'Tu tienda ya tiene 5 webhooks: elimina uno para agregar otro'
    )
  })

  test('advisers read (writes 403), another store’s owner 404, a guest 401', async ({
    client,
    assert,
  }) => {
    const { store, owner, advisers } = await makeGoStore({ advisers: 1 })
    const other = await makeGoStore()
    const buyer = await makeBuyer()
    const hook = await addWebhook(client, owner, store, 'https://erp.example.com/hooks')
    const adviser = advisers[0].account

    ;(await client.get(WEBHOOKS(store)).loginAs(adviser).accept('json')).assertStatus(200)
    ;(
      await client
        .get(`${WEBHOOKS(store)}/deliveries`)
        .loginAs(adviser)
        .accept('json')
    ).assertStatus(200)
    const writes = [
      () =>
        client
          .post(WEBHOOKS(store))
          .json({ url: 'https://x.example.com', events: ['chat.message'] }),
      () => client.patch(`${WEBHOOKS(store)}/${hook.id}`).json({ events: ['chat.message'] }),
      () => client.delete(`${WEBHOOKS(store)}/${hook.id}`),
      () => client.post(`${WEBHOOKS(store)}/${hook.id}/rotate`),
      () => client.post(`${WEBHOOKS(store)}/${hook.id}/resume`),
    ]
    for (const write of writes) {
      const refused = await write().loginAs(adviser).withCsrfToken().accept('json')
      refused.assertStatus(403)
      assert.equal(
        refused.body().errors[0].message,
        'Solo el dueño de la tienda puede administrar sus webhooks'
      )
    }
    for (const stranger of [other.owner, buyer]) {
      ;(await client.get(WEBHOOKS(store)).loginAs(stranger).accept('json')).assertStatus(404)
      ;(
        await client
          .get(`${WEBHOOKS(store)}/deliveries`)
          .loginAs(stranger)
          .accept('json')
      ).assertStatus(404)
      for (const write of writes) {
        ;(await write().loginAs(stranger).withCsrfToken().accept('json')).assertStatus(404)
      }
    }
    // another store's endpoint through one's own store: 404
    ;(
      await client
        .patch(`${WEBHOOKS(other.store)}/${hook.id}`)
        .json({ events: ['chat.message'] })
        .loginAs(other.owner)
        .withCsrfToken()
        .accept('json')
    ).assertStatus(404)
    ;(await client.get(WEBHOOKS(store)).accept('json')).assertStatus(401)
    ;(await client.post(WEBHOOKS(store)).withCsrfToken().json({}).accept('json')).assertStatus(401)
    assert.lengthOf(await db.from('webhook_endpoints'), 1)
  })

  test('the delivery log: newest first, paged, filtered, in a constant number of queries', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const hook = await addWebhook(client, owner, store, 'https://erp.example.com/hooks')
    const row = (index: number, status: string) => ({
      endpoint_id: hook.id,
      store_id: store.id,
      event_id: `evt_${1000 + index}`,
      event: 'chat.message',
      payload: '{}',
      status,
      attempts: 1,
      created_at: '2026-11-01 10:00:00',
    })
    await db
      .table('webhook_deliveries')
      .multiInsert(
        Array.from({ length: 25 }, (_, index) =>
          row(index, index % 5 === 0 ? 'failed' : 'delivered')
        )
      )
    const read = (qs: Record<string, unknown>) =>
      client
        .get(`${WEBHOOKS(store)}/deliveries`)
        .qs(qs)
        .loginAs(owner)
        .accept('json')

    const first = await read({ page: 0, pageSize: 10 })
    first.assertStatus(200)
    assert.equal(first.body().metadata.count, 25)
    assert.lengthOf(first.body().data, 10)
    assert.equal(first.body().data[0].eventId, 'evt_1024')
    const failed = await read({ status: 'failed' })
    assert.deepEqual(
      failed.body().data.map((d: any) => d.eventId),
      ['evt_1020', 'evt_1015', 'evt_1010', 'evt_1005', 'evt_1000']
    )
    const bad = await read({ status: 'lost' })
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].message, 'El estado debe ser pending, delivered o failed')

    const small = await queriesDuring(() => read({ pageSize: 2 }))
    const large = await queriesDuring(() => read({ pageSize: 25 }))
    assert.equal(
      small.filter((sql) => sql.includes('webhook_deliveries')).length,
      large.filter((sql) => sql.includes('webhook_deliveries')).length
    )
  })
})

test.group('Webhooks: quotation.purchased, order.status_changed, chat.message', (group) => {
  freshDatabase(group)

  test('an order sent to an orders-model store: quotation.purchased to that store only', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { checkoutWorld, orderBody, post, CHECKOUT } =
      await import('../orders/checkout_helpers.js')
    const checkout = await checkoutWorld()
    const other = await makeGoStore()
    const mine = await receiver(cleanup)
    const theirs = await receiver(cleanup)
    const hook = await addWebhook(client, checkout.seller.owner, checkout.seller.store, mine.url)
    await addWebhook(client, other.owner, other.store, theirs.url)

    const created = await post(client, checkout.buyer, CHECKOUT.createNewOrder, orderBody(checkout))
    created.assertStatus(201)
    await sent()
    assert.lengthOf(theirs.received, 0)
    assert.lengthOf(mine.received, 1)
    const { body, headers, rawBody } = mine.received[0]
    assert.isTrue(verifyWebhook({ secret: hook.secret, headers, rawBody }).ok)
    assert.equal(body.type, 'quotation.purchased')
    assert.equal(body.data.kind, 'created')
    assert.equal(body.data.quotation_id, checkout.quotation.id)
    assert.equal(body.data.quotation_request_id, checkout.request.id)
    assert.equal(body.data.items[0].quantity, 2)
    assert.notInclude(rawBody, 'Ana Compradora')
    assert.notInclude(rawBody, 'Calle 10')
  })

  test('a cart-model store hears nothing of an unpaid purchase, then once it is paid', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { checkoutWorld, orderBody, post, CHECKOUT } =
      await import('../orders/checkout_helpers.js')
    const checkout = await checkoutWorld({
      store: { sales_model: 'cart', allow_store_pickup: true },
    })
    const mine = await receiver(cleanup)
    await addWebhook(client, checkout.seller.owner, checkout.seller.store, mine.url)
    const { quotation_id: quotationId, ...rest } = orderBody(checkout)
    const link = await post(client, checkout.buyer, CHECKOUT.createPaymentLink, {
      quotationId,
      ...rest,
    })
    link.assertStatus(201)
    await sent()
    assert.lengthOf(mine.received, 0, 'a payment link made tells the store nothing')

    const token = String(link.body().data).split('/').pop()!
    ;(await client.post(CHECKOUT.localPage(token)).withCsrfToken().accept('json')).assertStatus(200)
    await sent()
    assert.deepEqual(
      mine.received.map((got) => [got.body.type, got.body.data.kind]),
      [['quotation.purchased', 'paid']]
    )
  })

  test('a cart-model purchase cancelled unpaid: no order.status_changed', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { checkoutWorld, orderBody, post, CHECKOUT } =
      await import('../orders/checkout_helpers.js')
    const checkout = await checkoutWorld({
      store: { sales_model: 'cart', allow_store_pickup: true },
    })
    const mine = await receiver(cleanup)
    await addWebhook(client, checkout.seller.owner, checkout.seller.store, mine.url)
    const { quotation_id: quotationId, ...rest } = orderBody(checkout)
    const link = await post(client, checkout.buyer, CHECKOUT.createPaymentLink, {
      quotationId,
      ...rest,
    })
    const cancelled = await client
      .patch(`/api/repuestosGo/orders/${link.body().id}/status`)
      .json({ status: 'cancelled', cancel_reason: 'Ya no lo necesito', from: 'pending' })
      .loginAs(checkout.buyer)
      .withCsrfToken()
      .accept('json')
    cancelled.assertStatus(200)
    await sent()
    assert.lengthOf(mine.received, 0)
  })

  test('order.status_changed reaches the order’s store only', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { orderWorld, ORDER_PATHS } = await import('../orders/orders_helpers.js')
    const { seller, otherStore, order } = await orderWorld()
    const mine = await receiver(cleanup)
    const theirs = await receiver(cleanup)
    const hook = await addWebhook(client, seller.owner, seller.store, mine.url, [
      'order.status_changed',
    ])
    await addWebhook(client, otherStore.owner, otherStore.store, theirs.url)
    const confirmed = await client
      .patch(ORDER_PATHS.saleStatus(order.id))
      .json({ status: 'confirmed', from: 'pending' })
      .loginAs(seller.owner)
      .withCsrfToken()
      .accept('json')
    confirmed.assertStatus(200)
    await sent()
    assert.lengthOf(theirs.received, 0)
    assert.lengthOf(mine.received, 1)
    const { body, headers, rawBody } = mine.received[0]
    assert.isTrue(verifyWebhook({ secret: hook.secret, headers, rawBody }).ok)
    assert.equal(body.type, 'order.status_changed')
    assert.include(body.data, {
      order_id: order.id,
      from: 'pending',
      to: 'confirmed',
      changed_by: 'store',
    })
  })

  test('chat.message: a buyer’s message reaches that store; the store’s own replies do not', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { chatWorld, requestChat, say } = await import('../chat/chat_helpers.js')
    const chat = await chatWorld()
    const mine = await receiver(cleanup)
    const theirs = await receiver(cleanup)
    const hook = await addWebhook(client, chat.seller.owner, chat.seller.store, mine.url, [
      'chat.message',
    ])
    await addWebhook(client, chat.otherStore.owner, chat.otherStore.store, theirs.url)

    // the store asks first (a request's chat starts with the vendor's question)
    const question = await say(client, chat.seller.owner, {
      ...requestChat(chat),
      message: '¿El vehículo es mecánico o automático?',
    })
    question.assertStatus(201)
    await sent()
    assert.lengthOf(mine.received, 0, 'the store’s own message is not sent to it')

    const answer = await say(client, chat.buyer, {
      ...requestChat(chat),
      message: 'Es automático, gracias',
    })
    answer.assertStatus(201)
    await sent()
    assert.lengthOf(theirs.received, 0)
    assert.lengthOf(mine.received, 1)
    const { body, headers, rawBody } = mine.received[0]
    assert.isTrue(verifyWebhook({ secret: hook.secret, headers, rawBody }).ok)
    assert.equal(body.type, 'chat.message')
    assert.equal(body.data.text, 'Es automático, gracias')
    assert.equal(body.data.message_id, answer.body().data.id)
    assert.deepEqual(body.data.conversation, { kind: 'quotationRequest', id: chat.request.id })

    // a second message while the store's unread notice is pending: the notice is not repeated,
    // the webhook still hears it
    const again = await say(client, chat.buyer, { ...requestChat(chat), message: 'Y es 2014' })
    again.assertStatus(201)
    await sent()
    assert.lengthOf(mine.received, 2)
    assert.equal(mine.received[1].body.data.text, 'Y es 2014')
    assert.notEqual(mine.received[1].body.id, body.id)
  })
})

test.group('Webhooks: events a store did not subscribe to', (group) => {
  freshDatabase(group)

  test('an endpoint gets only its events; a paused one none', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    const chatOnly = await receiver(cleanup)
    const paused = await receiver(cleanup)
    await addWebhook(client, w.ownerA, w.storeA, chatOnly.url, ['chat.message'])
    const hook = await addWebhook(client, w.ownerA, w.storeA, paused.url, ALL_EVENTS)
    await db.from('webhook_endpoints').where('id', hook.id).update({ status: 'paused' })
    await submit(client, w.buyer, w.body())
    await sent()
    assert.lengthOf(chatOnly.received, 0)
    assert.lengthOf(paused.received, 0)
  })

  test('a store request reaches only the store it is addressed to', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await requestWorld()
    const a = await receiver(cleanup)
    const c = await receiver(cleanup)
    await addWebhook(client, w.ownerA, w.storeA, a.url)
    await addWebhook(client, w.ownerC, w.storeC, c.url)
    const request = await submit(client, w.buyer, w.body({ store_id: w.storeC.id }))
    await sent()
    assert.lengthOf(a.received, 0)
    assert.lengthOf(c.received, 1)
    assert.equal(c.received[0].body.data.request_id, request.id)
    assert.equal(c.received[0].body.data.channel, 'store')
  })

  test('Enviar prueba: a signed sample to that endpoint only, in the log', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { store, owner } = await makeGoStore()
    const a = await receiver(cleanup)
    const b = await receiver(cleanup)
    const hook = await addWebhook(client, owner, store, a.url, ['order.status_changed'])
    await addWebhook(client, owner, store, b.url)
    const tested = await client
      .post(`${WEBHOOKS(store)}/${hook.id}/test`)
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    tested.assertStatus(202)
    assert.equal(tested.body().message, 'Enviamos un evento de prueba')
    await sent()
    assert.lengthOf(b.received, 0)
    assert.lengthOf(a.received, 1)
    const { body, headers, rawBody } = a.received[0]
    assert.isTrue(verifyWebhook({ secret: hook.secret, headers, rawBody }).ok)
    assert.match(body.id, /^evt_test_/)
    assert.equal(body.type, 'order.status_changed')
    assert.isTrue(body.data.test)
  })
})

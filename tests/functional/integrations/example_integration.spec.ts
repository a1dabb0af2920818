import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import VehicleBrand from '#catalog/models/vehicle_brand'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import storeTokenCallLog from '#users/services/store_token_call_log'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { makeGoStore } from '#tests/helpers/vendors'

/**
 * Issue 24 item 5: the example store integration (examples/store_integration/) run end to end
 * against the app. The store's owner sets it up as the 'Integraciones' section does (a scoped
 * token and a webhook, session + XSRF); a buyer's marketplace request reaches the store's
 * service by `request.created`, the service quotes through the API with the token, the buyer
 * buys, the service hears `quotation.purchased` and confirms the order, then hears its own
 * `order.status_changed`. Every step is waited for by polling (no fixed sleeps).
 */

interface ExampleEvent {
  id: string
  type: string
  deliveries: number
  status: 'received' | 'done' | 'failed' | 'ignored'
  result: any
  error: string | null
}
interface Integration {
  url: string
  events: ExampleEvent[]
  idle(): Promise<void>
  close(): Promise<void>
}
type Start = (options: Record<string, unknown>) => Promise<Integration>

const exampleUrl = new URL('examples/store_integration/integration.mjs', app.appRoot).href
const { startIntegration } = (await import(exampleUrl)) as { startIntegration: Start }

const GO = '/api/repuestosGo'
const APP_URL = () => `http://${env.get('HOST')}:${env.get('PORT')}`
const SCOPES = ['requests:read', 'quotations:write', 'orders:read', 'orders:write']

/** Asserts the status, showing the answer's body when it differs (a 422 names its field). */
function expectStatus(response: { status(): number; body(): unknown }, status: number) {
  if (response.status() !== status) {
    throw new Error(
      `expected ${status}, got ${response.status()}: ${JSON.stringify(response.body())}`
    )
  }
}

/** How many calls the store's tokens made (the call log of the Integraciones section). */
async function tokenCalls(storeId: number) {
  await storeTokenCallLog.settled()
  const [row] = await db.from('store_token_calls').where('store_id', storeId).count('* as total')
  return Number(row.total)
}

/** A port free on 127.0.0.1 right now. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Polls `read` every 25 ms until it answers something truthy; fails naming `what` after `ms`. */
async function until<T>(what: string, read: () => Promise<T> | T, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

function asOwner(client: ApiClient, owner: User) {
  const send = (method: 'get' | 'post' | 'put', path: string, body?: object) => {
    const request = client[method](path).loginAs(owner).withCsrfToken().accept('json')
    return body ? request.json(body) : request
  }
  return send
}

/**
 * A Chevrolet store serving Antioquia (Medellín's department), its owner, a Chevrolet store of
 * Cali (same brand, another zone: never reached) and a buyer of Medellín whose main record is
 * complete (needed to send an order).
 */
async function integrationWorld(client: ApiClient) {
  const chevrolet = await VehicleBrand.create({
    name: 'Chevrolet',
    slug: 'chevrolet',
    popular: true,
    isActive: true,
  })
  const medellin = await makeCity('Medellín', 'Antioquia', '05001')
  const cali = await makeCity('Cali', 'Valle del Cauca', '76001')
  const seller = await makeGoStore({ name: 'Repuestos Chevrolet Medellín' })
  const elsewhere = await makeGoStore({ name: 'Repuestos Chevrolet Cali' })
  for (const [{ store, owner }, zone] of [
    [seller, medellin.parentId],
    [elsewhere, cali.id],
  ] as const) {
    const saved = await asOwner(client, owner)('put', `/api/store/store/${store.id}/market`, {
      brand_ids: [chevrolet.id],
      zone_ids: [zone],
    })
    expectStatus(saved, 200)
  }
  const buyer = await makeUser({
    fullName: 'Laura Restrepo',
    mobile: '3015556677',
    cityId: medellin.id,
    identification: '1037654321',
    address: 'Carrera 43A # 1-50',
  } as Partial<User>)
  return { chevrolet, medellin, seller, elsewhere, buyer }
}

/** The owner creates the scoped token and the webhook, as the Integraciones section does. */
async function connect(client: ApiClient, owner: User, store: Store, url: string) {
  const send = asOwner(client, owner)
  const token = await send('post', `/api/store/store/${store.id}/integrationTokens`, {
    name: 'Integración de ejemplo',
    scopes: SCOPES,
  })
  expectStatus(token, 201)
  const hook = await send('post', `/api/store/store/${store.id}/webhooks`, {
    url,
    events: ['request.created', 'quotation.purchased', 'order.status_changed'],
  })
  expectStatus(hook, 201)
  return { token: token.body().data.token as string, secret: hook.body().data.secret as string }
}

test.group('Example store integration, end to end', (group) => {
  freshDatabase(group)

  test('quotes a new request, confirms the purchase, hears each event once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const w = await integrationWorld(client)
    const logs: { level: string; msg: string; fields: Record<string, unknown> }[] = []
    const log = (level: string, msg: string, fields: Record<string, unknown> = {}) =>
      logs.push({ level, msg, fields })

    // as a store deploys it: the service's address is known first, the webhook registered on
    // it gives the secret, then the service starts with its token and secret
    const port = await freePort()
    const { token, secret } = await connect(
      client,
      w.seller.owner,
      w.seller.store,
      `http://127.0.0.1:${port}/webhooks`
    )
    const example = await startIntegration({
      appUrl: APP_URL(),
      storeToken: token,
      webhookSecret: secret,
      port,
      log,
    })
    cleanup(() => example.close())

    // 1. the buyer asks for two Chevrolet parts in Medellín (the API the wizard uses)
    const submitted = await client
      .post(`${GO}/quotationRequest`)
      .json({
        idempotency_key: crypto.randomUUID(),
        vehicle_brand_id: w.chevrolet.id,
        vehicle_model: 'Chevrolet Onix LT',
        vehicle_year: 2021,
        vehicle_license_plate: 'KLS 903',
        vehicle_owner_identification: '1037654321',
        details: [
          { name: 'Pastillas de freno', amount: 2 },
          { name: 'Sensor de oxígeno', amount: 1 },
        ],
        name: 'Laura Restrepo',
        city_id: w.medellin.id,
        email: w.buyer.email,
        mobile: '301 555 6677',
        repuestosProviders: true,
      })
      .loginAs(w.buyer)
      .withCsrfToken()
      .accept('json')
    expectStatus(submitted, 201)
    const requestId: number = submitted.body().data.id

    // 2. the service quotes it: the buyer's request shows the store's quotation
    const readRequest = () =>
      client.get(`${GO}/QuotationRequest/${requestId}`).loginAs(w.buyer).accept('json')
    const quotation = await until('the example’s quotation', async () => {
      const response = await readRequest()
      expectStatus(response, 200)
      return (response.body().data.quotations ?? []).find(
        (q: any) => q.store?.id === w.seller.store.id
      )
    })
    console.log('DEBUGQ', JSON.stringify(quotation).slice(0, 1500))
    const items: any[] = quotation.details ?? quotation.quotationDetails
    assert.sameDeepMembers(
      items.map((item) => [
        item.name,
        Number(item.amount),
        String(item.unitPrice ?? item.unit_price),
      ]),
      [
        ['Pastillas de freno', 2, '85000.00'],
        ['Sensor de oxígeno', 1, '50000.00'],
      ]
    )
    assert.lengthOf(
      await db.from('webhook_deliveries').where('store_id', w.elsewhere.store.id),
      0,
      'a Chevrolet store of another zone hears nothing'
    )

    // 3. the buyer sends the order (orders sales model)
    const ordered = await client
      .post(`${GO}/quotation/createNewOrder`)
      .json({
        quotation_id: quotation.id,
        quotationDetails: items.map((item) => ({
          id: item.id,
          purchased_amount: Number(item.amount),
        })),
        addressId: 0,
        billingId: 0,
        selectedOption: 'shippingCost',
        comment: 'Entregar en la portería',
        termsAccepted: true,
      })
      .loginAs(w.buyer)
      .withCsrfToken()
      .accept('json')
    expectStatus(ordered, 201)
    const orderId = Number(ordered.body().data?.id ?? ordered.body().id)

    // 4. the service confirms it: the buyer sees it confirmed
    const order = await until('the order confirmed', async () => {
      const response = await client.get(`${GO}/orders/${orderId}`).loginAs(w.buyer).accept('json')
      expectStatus(response, 200)
      const data = response.body().data
      return data.status === 'confirmed' ? data : null
    })
    assert.equal(order.status, 'confirmed')

    // 5. … and hears its own change
    await until('order.status_changed', () =>
      example.events.find((e) => e.type === 'order.status_changed' && e.status !== 'received')
    )
    await example.idle()
    assert.deepEqual(
      example.events.map((e) => [e.type, e.deliveries, e.status]),
      [
        ['request.created', 1, 'done'],
        ['quotation.purchased', 1, 'done'],
        ['order.status_changed', 1, 'done'],
      ]
    )
    assert.equal(new Set(example.events.map((e) => e.id)).size, 3, 'one event id per event')
    assert.deepInclude(example.events[1].result, { confirmed: true, status: 'confirmed' })
    assert.deepInclude(example.events[2].result, { status: 'confirmed' })
    assert.isTrue(logs.some((entry) => entry.msg === 'Pedido confirmado'))
    assert.notInclude(
      logs.map((entry) => entry.level),
      'error'
    )

    // 6. 'Reenviar' of request.created: the same event id again, answered 200, not acted on
    const send = asOwner(client, w.seller.owner)
    const list = await send('get', `/api/store/store/${w.seller.store.id}/webhooks/deliveries`)
    expectStatus(list, 200)
    const first = list.body().data.find((d: any) => d.event === 'request.created')
    assert.include(first, { status: 'delivered', eventId: example.events[0].id, attempts: 1 })
    const callsBefore = await tokenCalls(w.seller.store.id)
    const resent = await send(
      'post',
      `/api/store/store/${w.seller.store.id}/webhooks/deliveries/${first.id}/resend`
    )
    expectStatus(resent, 202)
    await until('the resent delivery', () => example.events[0].deliveries === 2)
    await example.idle()
    assert.lengthOf(example.events, 3)
    const quotations = await db
      .from('quotations')
      .where('quotation_request_id', requestId)
      .where('store_id', w.seller.store.id)
    assert.lengthOf(quotations, 1, 'the repeat did not quote again')
    assert.equal(await tokenCalls(w.seller.store.id), callsBefore, 'no API call for the repeat')
    assert.lengthOf(
      logs.filter((entry) => entry.msg === 'Cotización enviada'),
      1
    )
  })
})

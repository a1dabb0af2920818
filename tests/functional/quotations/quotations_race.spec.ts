import { test } from '@japa/runner'
import QuotationRequest from '#quotations/models/quotation_request'
import { freshDatabase } from '#tests/helpers/database'
import { detailFixtures } from '#tests/helpers/vendor_detail'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import QuotationStateQuery from '#quotations/queries/quotation_state_query'
import { makeRequest, queriesDuring } from '#tests/helpers/requests'
import { item, rows, send, sendBody, vendorsOf } from './quotations_helpers.js'

/**
 * Ten vendors press 'Enviar Cotización' at the same moment (real HTTP calls in parallel): the
 * caps hold because the check and the insert run in one transaction behind the request's row
 * lock (MySQL) or SQLite's single writer. Run on both databases.
 */
test.group('Quotation caps under a race', (group) => {
  freshDatabase(group)

  test('ten vendors on a marketplace request: exactly 3 quotations, 7 × Solicitud cerrada', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand, buyer } = await detailFixtures()
    const stores = [vendor, ...(await vendorsOf(brand, 9))]
    const responses = await Promise.all(
      stores.map((store) => send(client, store.owner, sendBody(request)))
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 3, String(statuses))
    const losers = responses.filter((response) => response.status() !== 201)
    assert.lengthOf(losers, 7)
    for (const loser of losers) {
      assert.equal(loser.status(), 409)
      assert.equal(loser.body().message, 'Solicitud cerrada')
      assert.equal(loser.body().data.reason, 'cap')
    }
    assert.equal(
      responses.filter((response) => response.status() === 201 && response.body().closedRequest)
        .length,
      1,
      'exactly one send closed it'
    )
    assert.lengthOf(await rows('quotations', { quotation_request_id: request.id }), 3)
    const fresh = await QuotationRequest.findOrFail(request.id)
    assert.isTrue(fresh.isClosed)
    assert.equal(fresh.quotationsCount, 3)
    assert.lengthOf(await rows('outbox_events', { name: 'quotations.quotation_sent' }), 3)
    assert.lengthOf(
      await rows('queue_notifications', { user_id: buyer.id, topic: 'QR.newQuotation.' }),
      3
    )
  }).timeout(120_000)

  test('ten vendors on one part of a per-product request: exactly 3 on that part', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures({
      parts: 2,
      request: { states: ['byProduct'] },
    })
    const [first] = request.details
    const stores = [vendor, ...(await vendorsOf(brand, 9))]
    const responses = await Promise.all(
      stores.map((store) =>
        send(client, store.owner, sendBody(request, { quotationDetails: [item(first.id)] }))
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 3, String(statuses))
    assert.isTrue(statuses.every((status) => status === 201 || status === 409))
    const [detail] = await rows('quotation_request_details', { id: first.id })
    assert.equal(Number(detail.quotations_count), 3)
    assert.lengthOf(await rows('quotation_details', { quotation_request_detail_id: first.id }), 3)
    assert.isFalse((await QuotationRequest.findOrFail(request.id)).isClosed, 'part 2 is open')
  }).timeout(120_000)

  test('one store request, its owner sending ten times at once: one quotation', async ({
    client,
    assert,
  }) => {
    const { buyer, brand, city, vendor } = await detailFixtures()
    const request = await makeRequest(buyer, {
      storeId: vendor.store.id,
      sendToMarketplace: false,
      brandId: brand.id,
      cityId: city.id,
    })
    await request.load('details')
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => send(client, vendor.owner, sendBody(request)))
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1, String(statuses))
    assert.isTrue(statuses.every((status) => status === 201 || status === 409))
    assert.lengthOf(await rows('quotations', { quotation_request_id: request.id }), 1)
  }).timeout(120_000)

  test('ten sends with one idempotency key: one quotation, nine replays, one event', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    const body = sendBody(request, { idempotency_key: '55555555-5555-4555-8555-555555555555' })
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => send(client, vendor.owner, body))
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1, String(statuses))
    assert.equal(statuses.filter((status) => status === 200).length, 9, String(statuses))
    const ids = new Set(responses.map((response) => response.body().data.id))
    assert.equal(ids.size, 1)
    assert.lengthOf(await rows('quotations'), 1)
    assert.lengthOf(await rows('outbox_events', { name: 'quotations.quotation_sent' }), 1)
  }).timeout(120_000)
})

/**
 * What a send holds while it decides (QuotationStateQuery.lockRequestForSend): the request's row
 * only. It used to lock the quotations it joined, and with them the gaps of their index, so a
 * send on the next request waited on it — and two sends on neighbouring requests deadlocked (a
 * tenth of the winning sends of bench/quotation_race.mjs were retried).
 */
test.group('Quotation send: what the lock holds', (group) => {
  freshDatabase(group)

  test('a send holding its request never holds up a send on the next request (MySQL)', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer, brand, city } = await detailFixtures()
    const next = await makeRequest(buyer, { brandId: brand.id, cityId: city.id })
    await next.load('details', (details) => details.orderBy('id', 'asc'))
    const [other] = await vendorsOf(brand, 1)
    const trx = await db.transaction()
    try {
      const held = await new QuotationStateQuery().lockRequestForSend(trx, request.id, {
        storeId: other.store.id,
        idempotencyKey: null,
      })
      assert.equal(held?.request.id, request.id)
      const answer = await Promise.race([
        send(client, vendor.owner, sendBody(next)),
        sleep(5000).then(() => null),
      ])
      assert.isNotNull(answer, 'the send on the next request waited for the held one')
      answer!.assertStatus(201)
    } finally {
      await trx.rollback()
    }
  })
    .skip(db.connection().dialect.name !== 'mysql', 'row and gap locks are MySQL’s')
    .timeout(60_000)

  test('a refused send: three reads before the lock, then only the locked read', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    ;(await send(client, vendor.owner, sendBody(request))).assertStatus(201)
    // the store's second send is refused under the lock (it already quoted the request)
    const statements = await queriesDuring(async () => {
      const again = await send(client, vendor.owner, sendBody(request))
      again.assertStatus(409)
    })
    const reads = statements.filter((sql) => !/^(begin|rollback|commit)/i.test(sql.trim()))
    assert.lengthOf(reads, 4, reads.join('\n'))
    assert.match(reads[0], /auth_access_tokens|sessions|users/)
    assert.match(reads[2], /store_vehicle_brands.*store_advisers.*vendor_ignores/s)
    assert.match(reads[3], /from `?quotation_requests`? as `?r`?/)
    assert.notMatch(reads[3], /join/i, 'the quotations are read by subqueries, not locked')
  })
})

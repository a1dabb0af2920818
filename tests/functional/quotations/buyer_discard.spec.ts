import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager } from '#tests/helpers/requests'
import { detailFixtures, makeVendorStore } from '#tests/helpers/vendor_detail'
import { bouncerFor } from '#tests/helpers/policies'
import { UserFactory } from '#database/factories/user_factory'
import BuyerIgnore from '#quotations/models/buyer_ignore'
import { decision } from '#core/policies/decisions'
import { BUYER_PAGE, DISCARD_API, orderFrom, quote } from './buyer_detail_helpers.js'

function discard(client: any, user: any, body: Record<string, unknown>) {
  return client.post(DISCARD_API).json(body).loginAs(user).withCsrfToken().accept('json')
}

async function fixtures() {
  const { buyer, request, vendor } = await detailFixtures()
  const quotation = await quote(request, vendor.store)
  return { buyer, request, vendor, quotation }
}

test.group('Buyer discards a quotation (POST /api/repuestosGo/buyerIgnoresQuotation)', (group) => {
  freshDatabase(group)

  test('the buyer discards with one of the five reasons; the page shows it', async ({
    client,
    assert,
  }) => {
    const { buyer, request, quotation } = await fixtures()
    const response = await discard(client, buyer, {
      quotation_id: quotation.id,
      reason: 'high_price',
    })
    response.assertStatus(201)
    assert.equal(response.body().message, 'Cotización descartada exitosamente')
    assert.deepInclude(response.body().data, {
      quotation_id: quotation.id,
      reason: 'high_price',
      reason_label: 'Precio alto',
    })
    const row = await BuyerIgnore.findByOrFail('quotation_id', quotation.id)
    assert.equal(row.userId, buyer.id)

    const page = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
    const shown = page.inertiaProps.request.quotations[0]
    assert.equal(shown.buyerIgnoreQuotation.reason_label, 'Precio alto')
    assert.isFalse(shown.permissions.canBuy)
  })

  test('a missing or unknown reason is refused with "Debes seleccionar una opción"', async ({
    client,
    assert,
  }) => {
    const { buyer, quotation } = await fixtures()
    for (const reason of [undefined, '', 'too_far', 3]) {
      const response = await discard(client, buyer, { quotation_id: quotation.id, reason })
      response.assertStatus(422)
      const error = response.body().errors.find((entry: any) => entry.field === 'reason')
      assert.equal(error?.message, 'Debes seleccionar una opción', JSON.stringify(reason))
    }
    const noQuotation = await discard(client, buyer, { reason: 'other' })
    noQuotation.assertStatus(422)
    assert.lengthOf(await BuyerIgnore.all(), 0)
  })

  test('a second discard is refused and keeps the first reason', async ({ client, assert }) => {
    const { buyer, quotation } = await fixtures()
    await discard(client, buyer, { quotation_id: quotation.id, reason: 'low_quality' })
    const again = await discard(client, buyer, { quotation_id: quotation.id, reason: 'other' })
    again.assertStatus(409)
    assert.equal(again.body().message, 'Ya habías descartado esta cotización')
    const rows = await BuyerIgnore.query().where('quotation_id', quotation.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].reason, 'low_quality')
  })

  test('not after an order; a cancelled order does not count', async ({ client, assert }) => {
    const { buyer, quotation, request } = await fixtures()
    await orderFrom(quotation, buyer.id, 1)
    const refused = await discard(client, buyer, {
      quotation_id: quotation.id,
      reason: 'other',
    })
    refused.assertStatus(409)
    assert.equal(
      refused.body().message,
      'No puedes descartar una cotización con la que ya hiciste un pedido'
    )

    const second = await quote(request, (await makeVendorStore()).store)
    await orderFrom(second, buyer.id, 1, 'cancelled')
    const allowed = await discard(client, buyer, { quotation_id: second.id, reason: 'other' })
    allowed.assertStatus(201)
  })

  test('somebody else is answered as for an unknown quotation; staff are told it is read-only', async ({
    client,
    assert,
  }) => {
    const { quotation, vendor } = await fixtures()
    const stranger = await UserFactory.create()
    for (const user of [stranger, vendor.owner]) {
      const response = await discard(client, user, { quotation_id: quotation.id, reason: 'other' })
      response.assertStatus(404)
      assert.equal(response.body().message, 'Not found')
    }
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await discard(client, staff, {
        quotation_id: quotation.id,
        reason: 'other',
      })
      response.assertStatus(403)
      assert.equal(
        response.body().message,
        'Como administrador ves esta solicitud en modo de solo lectura'
      )
    }
    const unknown = await discard(client, stranger, { quotation_id: 999999, reason: 'other' })
    unknown.assertStatus(404)
    const guest = await client
      .post(DISCARD_API)
      .json({ quotation_id: quotation.id, reason: 'other' })
      .withCsrfToken()
      .accept('json')
    guest.assertStatus(401)
    assert.lengthOf(await BuyerIgnore.all(), 0)
  })
})

test.group('BuyerDetailPolicy, from both sides', (group) => {
  freshDatabase(group)

  test('view: the buyer and staff; anybody else is refused with 403', async ({ assert }) => {
    const { buyer, request, vendor } = await detailFixtures()
    const allowed = [buyer, await makeAdmin(), await makeModuleManager()]
    const refused = [await UserFactory.create(), vendor.owner]
    for (const user of allowed) {
      const bouncer = await bouncerFor(user)
      assert.isTrue(await bouncer.with('BuyerDetailPolicy').allows('view', request))
    }
    for (const user of refused) {
      const bouncer = await bouncerFor(user)
      const answer = await decision(bouncer.with('BuyerDetailPolicy').execute('view', request))
      assert.isFalse(answer.authorized)
      assert.equal(answer.status, 403)
    }
  })

  test('act: the buyer only; staff 403, anybody else 404', async ({ assert }) => {
    const { buyer, request, vendor } = await detailFixtures()
    const policy = async (user: any) =>
      decision((await bouncerFor(user)).with('BuyerDetailPolicy').execute('act', request))
    assert.isTrue((await policy(buyer)).authorized)
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const answer = await policy(staff)
      assert.isFalse(answer.authorized)
      assert.equal(answer.status, 403)
    }
    for (const other of [await UserFactory.create(), vendor.owner]) {
      const answer = await policy(other)
      assert.isFalse(answer.authorized)
      assert.equal(answer.status, 404)
    }
  })

  test('customer contact and infractions: staff only', async ({ assert }) => {
    const { buyer, request, vendor } = await detailFixtures()
    for (const user of [buyer, vendor.owner]) {
      const bouncer = (await bouncerFor(user)).with('BuyerDetailPolicy')
      assert.isFalse(await bouncer.allows('seeCustomerContact', request))
      assert.isFalse(await bouncer.allows('seeInfractions'))
    }
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const bouncer = (await bouncerFor(staff)).with('BuyerDetailPolicy')
      assert.isTrue(await bouncer.allows('seeCustomerContact', request))
      assert.isTrue(await bouncer.allows('seeInfractions'))
    }
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import { quotationData } from '#quotations/transformers/quotation_transformer'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager } from '#tests/helpers/requests'
import { DETAIL_API, detailFixtures, NOT_FOUND_TEXT } from '#tests/helpers/vendor_detail'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { UserFactory } from '#database/factories/user_factory'
import {
  CLOSE,
  item,
  QUOTATION,
  QUOTATION_DETAIL,
  quotationNotices,
  rows,
  send,
  sendBody,
  todayPlus,
  vendorsOf,
} from './quotations_helpers.js'

/** A marketplace request with two parts and El Poblado's quotation of the first one. */
async function quoted(overrides: Record<string, unknown> = {}, fixtures = {}) {
  const world = await detailFixtures(fixtures)
  const { client } = overrides as { client: any }
  const response = await send(client, world.vendor.owner, sendBody(world.request))
  response.assertStatus(201)
  return { ...world, quotation: response.body().data }
}

function patch(client: any, user: User, id: number, body: Record<string, unknown>) {
  return client.patch(QUOTATION(id)).json(body).loginAs(user).withCsrfToken().accept('json')
}

test.group('Edit a quotation (PATCH /api/repuestosGo/Quotation/{id})', (group) => {
  freshDatabase(group)

  test('Guardar: shipping, a price and a new product; totals again, edited, nobody told', async ({
    client,
    assert,
  }) => {
    const { vendor, request, quotation, buyer } = await quoted({ client })
    const noticesBefore = (await quotationNotices(buyer)).length
    const [first] = quotation.quotationDetails
    // Colombian prices are whole pesos: a price or a shipping with cents is refused per field
    const cents = await patch(client, vendor.owner, quotation.id, {
      shipping_option: 'added',
      shipping_cost: '9000.5',
      quotationDetails: [{ ...item(request.details[0].id), id: first.id, unit_price: '90000.01' }],
    })
    cents.assertStatus(422)
    assert.sameMembers(
      cents.body().errors.map((error: { field: string }) => error.field),
      ['quotationDetails.0.unit_price', 'shipping_cost']
    )
    const response = await patch(client, vendor.owner, quotation.id, {
      shipping_option: 'included',
      valid_until: todayPlus(15),
      quotationDetails: [
        { ...item(request.details[0].id), id: first.id, unit_price: '90000' },
        item(request.details[1].id, { name: 'Filtro de aceite', amount: 1, unit_price: 18000 }),
      ],
      edited_quotation: false,
    })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.message, 'Cotización actualizada exitosamente')
    assert.isTrue(body.changed)
    assert.isFalse(body.notified)
    assert.deepInclude(body.data, {
      shipping_option: 'included',
      shipping_cost: null,
      subtotal: '198000.00',
      total: '198000.00',
      // 198 000 × 5 % = 9 900, + 2 000
      commission: '11900.00',
      vendorReceives: '186100.00',
      valid_until: todayPlus(15),
      edited_quotation: true,
      editedLabel: 'Cotización editada',
    })
    assert.lengthOf(body.data.quotationDetails, 2)
    const fresh = await QuotationRequest.findOrFail(request.id)
    await fresh.load('details', (details) => details.orderBy('id', 'asc'))
    assert.deepEqual(
      fresh.details.map((detail) => detail.quotationsCount),
      [1, 1],
      'the added part is counted'
    )
    assert.lengthOf(await quotationNotices(buyer), noticesBefore, 'Guardar tells nobody')
  })

  test('Guardar y Notificar: the buyer is told once; nothing changed tells nobody', async ({
    client,
    assert,
  }) => {
    const { vendor, quotation, buyer, request } = await quoted({ client })
    const before = (await quotationNotices(buyer)).length
    const unchanged = await patch(client, vendor.owner, quotation.id, {
      saveAndNotify: true,
      shipping_option: 'added',
      shipping_cost: 12000,
      observations: 'Repuestos originales con garantía',
    })
    unchanged.assertStatus(200)
    assert.deepInclude(unchanged.body(), {
      changed: false,
      notified: false,
      message: 'Cotización actualizada exitosamente',
    })
    assert.isFalse(unchanged.body().data.edited_quotation)

    const response = await patch(client, vendor.owner, quotation.id, {
      saveAndNotify: true,
      observations: 'Precio especial por hoy',
    })
    response.assertStatus(200)
    assert.deepInclude(response.body(), {
      message: 'Hemos notificado al cliente los cambios de la cotización',
      changed: true,
      notified: true,
    })
    const notices = await quotationNotices(buyer)
    assert.lengthOf(notices, before + 1)
    const last = notices[notices.length - 1]
    assert.equal(last.url, `/repuestosGo/quotationRequestDetail/${request.id}`)
    assert.include(last.message, 'actualizó la cotización')

    const removed = await patch(client, vendor.owner, quotation.id, { observations: null })
    removed.assertStatus(200)
    assert.isNull(removed.body().data.observations)
  })

  test('who may edit: the store that sent it; staff 403, buyer 403, another store 404', async ({
    client,
    assert,
  }) => {
    const { quotation, buyer, brand } = await quoted({ client })
    const [rival] = await vendorsOf(brand, 1)
    const other = await patch(client, rival.owner, quotation.id, { observations: 'Mía' })
    other.assertStatus(404)
    assert.deepEqual(other.body().errors, [{ message: NOT_FOUND_TEXT }])
    const asBuyer = await patch(client, buyer, quotation.id, { observations: 'Mía' })
    asBuyer.assertStatus(403)
    assert.equal(asBuyer.body().message, 'Solo la tienda que envió la cotización puede modificarla')
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await patch(client, staff, quotation.id, { observations: 'Mía' })
      response.assertStatus(403)
      assert.match(response.body().message, /solo lectura/)
    }
    ;(await patch(client, rival.owner, 999999, { observations: 'x' })).assertStatus(404)
    const stored = await Quotation.findOrFail(quotation.id)
    assert.equal(stored.observations, 'Repuestos originales con garantía')
  })

  test('a moderator (manageMessageDeletion) deletes the observations only, not an edit', async ({
    client,
    assert,
  }) => {
    const { quotation } = await quoted({ client })
    const moderator = await UserFactory.apply('admin')
      .merge({ manageMessageDeletion: true })
      .create()
    const response = await patch(client, moderator, quotation.id, { observations: null })
    response.assertStatus(200)
    assert.isNull(response.body().data.observations)
    assert.isFalse(response.body().data.edited_quotation)
    ;(await patch(client, moderator, quotation.id, { observations: 'Otra' })).assertStatus(403)
  })

  test('linked to an order: no edit, no product change (per linked order; cancelled frees it)', async ({
    client,
    assert,
  }) => {
    const { vendor, quotation, buyer } = await quoted({ client })
    const order = await CartShoppingHeaderFactory.merge({
      userId: buyer.id,
      storeId: vendor.store.id,
      quotationId: quotation.id,
      commission: 9000,
    }).create()
    // the order module stores the commission on the quotation when it links it
    await Quotation.query().where('id', quotation.id).update({ commission: 9000 })
    const locked = await patch(client, vendor.owner, quotation.id, { observations: 'Cambio' })
    locked.assertStatus(409)
    assert.equal(
      locked.body().message,
      `La cotización está vinculada al pedido ${order.refVenta}: ya no es posible modificarla ni enviarla`
    )
    assert.deepEqual(locked.body().data.cartShoppingHeader, {
      id: order.id,
      ref_venta: order.refVenta,
    })
    const detailId = quotation.quotationDetails[0].id
    ;(
      await client
        .patch(QUOTATION_DETAIL(detailId))
        .json({ amount: 1 })
        .loginAs(vendor.owner)
        .withCsrfToken()
        .accept('json')
    ).assertStatus(409)
    ;(
      await client
        .delete(QUOTATION_DETAIL(detailId))
        .loginAs(vendor.owner)
        .withCsrfToken()
        .accept('json')
    ).assertStatus(409)

    const view = await client
      .get(DETAIL_API(quotation.quotation_request_id))
      .loginAs(vendor.owner)
      .accept('json')
    const [card] = view.body().data.quotations
    assert.isTrue(card.locked)
    assert.equal(card.commission, '9000.00', 'the stored commission once linked')
    assert.equal(card.commissionSource, 'stored')

    order.status = 'cancelled'
    await order.save()
    ;(await patch(client, vendor.owner, quotation.id, { observations: 'Cambio' })).assertStatus(200)
  })

  test('close: the buyer can no longer see or buy it; closed twice 409; no edits after', async ({
    client,
    assert,
  }) => {
    const { vendor, quotation, buyer } = await quoted({ client })
    ;(
      await client.post(CLOSE(quotation.id)).loginAs(buyer).withCsrfToken().accept('json')
    ).assertStatus(403)
    ;(
      await client
        .post(CLOSE(quotation.id))
        .loginAs(await makeAdmin())
        .withCsrfToken()
        .accept('json')
    ).assertStatus(403)
    const viaGet = await client.get(CLOSE(quotation.id)).loginAs(vendor.owner).accept('json')
    viaGet.assertStatus(405)
    assert.equal(viaGet.header('allow'), 'POST')

    const response = await client
      .post(CLOSE(quotation.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    assert.equal(response.body().message, 'Cotización cerrada exitosamente')
    assert.deepInclude(response.body().data, {
      isClosed: true,
      isAvailable: false,
      quotationExpired: true,
      valid_until: DateTime.now().minus({ days: 1 }).toISODate(),
    })
    const available = await Quotation.query().withScopes((scopes) => scopes.available())
    assert.lengthOf(available, 0)

    const again = await client
      .post(CLOSE(quotation.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    again.assertStatus(409)
    assert.equal(again.body().message, 'La cotización ya está cerrada')
    const edit = await patch(client, vendor.owner, quotation.id, { observations: 'x' })
    edit.assertStatus(409)
    assert.equal(edit.body().message, 'La cotización está cerrada: ya no es posible modificarla')
  })

  test('close through the spec\u2019s GET with a bearer token (store integrations)', async ({
    client,
    assert,
  }) => {
    const { vendor, quotation } = await quoted({ client })
    const token = await User.accessTokens.create(vendor.owner)
    const response = await client
      .get(CLOSE(quotation.id))
      .bearerToken(token.value!.release())
      .accept('json')
    response.assertStatus(200)
    assert.isTrue(response.body().data.isClosed)
  })

  test('per product: an edit may add an open part, never a full one', async ({
    client,
    assert,
  }) => {
    const world = await detailFixtures({ parts: 2, request: { states: ['byProduct'] } })
    const { request, vendor, brand } = world
    const [first, second] = request.details
    const others = await vendorsOf(brand, 3)
    for (const store of others) {
      ;(
        await send(client, store.owner, sendBody(request, { quotationDetails: [item(second.id)] }))
      ).assertStatus(201)
    }
    const own = await send(
      client,
      vendor.owner,
      sendBody(request, { quotationDetails: [item(first.id)] })
    )
    own.assertStatus(201)
    const refused = await patch(client, vendor.owner, own.body().data.id, {
      quotationDetails: [item(second.id)],
    })
    refused.assertStatus(409)
    assert.equal(refused.body().message, `La autoparte ${second.name} ya recibió 3 cotizaciones`)
    const moved = await patch(client, vendor.owner, own.body().data.id, {
      quotationDetails: [{ ...item(second.id), id: own.body().data.quotationDetails[0].id }],
    })
    moved.assertStatus(422)
    assert.equal(
      moved.body().errors[0].message,
      'No puedes cambiar la autoparte solicitada de un producto ya cotizado'
    )
    const foreign = await patch(client, vendor.owner, own.body().data.id, {
      quotationDetails: [{ ...item(first.id), id: 999999 }],
    })
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].message, 'El producto no pertenece a esta cotización')
  })
})

test.group(
  'One product of a quotation (PATCH / DELETE /api/repuestosGo/quotationDetail/{id})',
  (group) => {
    freshDatabase(group)

    function patchDetail(client: any, user: User, id: number, body: Record<string, unknown>) {
      return client
        .patch(QUOTATION_DETAIL(id))
        .json(body)
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
    }

    test('the store changes a product: totals again, edited', async ({ client, assert }) => {
      const { vendor, quotation } = await quoted({ client })
      const id = quotation.quotationDetails[0].id
      const response = await patchDetail(client, vendor.owner, id, {
        amount: 1,
        unit_price: '100000',
      })
      response.assertStatus(200)
      assert.equal(response.body().message, 'Cotización actualizada exitosamente')
      assert.deepInclude(response.body().data, {
        subtotal: '100000.00',
        total: '112000.00',
        edited_quotation: true,
      })
      const bad = await patchDetail(client, vendor.owner, id, { warranty: 3 })
      bad.assertStatus(422)
      assert.equal(bad.body().errors[0].message, 'Selecciona la garantía')
      // Colombian prices are whole pesos: cents are refused, nothing changes
      const cents = await patchDetail(client, vendor.owner, id, { unit_price: '100000.50' })
      cents.assertStatus(422)
      assert.deepEqual(cents.body().errors[0], {
        field: 'unit_price',
        message: 'En pesos colombianos los precios van sin centavos',
        rule: 'currency',
      })
      const [stored] = await rows('quotation_details', { id })
      assert.equal(Number(stored.unit_price), 100000)
    })

    test('photo: cleared to delete it, by the store or a moderator; other staff changes 403', async ({
      client,
      assert,
    }) => {
      const { quotation, brand } = await quoted({ client })
      const id = quotation.quotationDetails[0].id
      await db.from('quotation_details').where('id', id).update({ image: 'quotations/foto-1.webp' })

      const moderator = await UserFactory.apply('admin')
        .merge({ manageMessageDeletion: true })
        .create()
      const change = await patchDetail(client, moderator, id, { name: 'Otro' })
      change.assertStatus(403)
      assert.equal(
        change.body().message,
        'Solo puedes eliminar la foto del producto: los administradores ven las cotizaciones en modo de solo lectura'
      )
      ;(await patchDetail(client, await makeAdmin(), id, { image: null })).assertStatus(403)
      const [rival] = await vendorsOf(brand, 1)
      ;(await patchDetail(client, rival.owner, id, { image: null })).assertStatus(404)

      const response = await patchDetail(client, moderator, id, { image: null })
      response.assertStatus(200)
      assert.equal(response.body().message, 'La foto se eliminó correctamente.')
      assert.isNull(response.body().data.quotationDetails[0].image)
      assert.isFalse(response.body().data.edited_quotation, 'moderation is not an edit')
      const [row] = await rows('quotation_details', { id })
      assert.isNull(row.image)
    })

    test('delete a product: totals and counters again; never the last one', async ({
      client,
      assert,
    }) => {
      const { vendor, quotation, request, buyer } = await quoted({ client })
      const added = await patch(client, vendor.owner, quotation.id, {
        quotationDetails: [item(request.details[1].id, { amount: 1, unit_price: '5000' })],
      })
      added.assertStatus(200)
      const second = added.body().data.quotationDetails[1]
      ;(
        await client
          .delete(QUOTATION_DETAIL(second.id))
          .loginAs(buyer)
          .withCsrfToken()
          .accept('json')
      ).assertStatus(403)
      const response = await client
        .delete(QUOTATION_DETAIL(second.id))
        .loginAs(vendor.owner)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(200)
      assert.equal(response.body().message, 'El producto se eliminó correctamente de la cotización')
      assert.equal(response.body().data.subtotal, '170000.00')
      const fresh = await QuotationRequest.findOrFail(request.id)
      await fresh.load('details', (details) => details.orderBy('id', 'asc'))
      assert.deepEqual(
        fresh.details.map((detail) => detail.quotationsCount),
        [1, 0]
      )
      const last = await client
        .delete(QUOTATION_DETAIL(quotation.quotationDetails[0].id))
        .loginAs(vendor.owner)
        .withCsrfToken()
        .accept('json')
      last.assertStatus(409)
      assert.match(last.body().message, /al menos un producto/)
      ;(
        await client
          .delete(QUOTATION_DETAIL(999999))
          .loginAs(vendor.owner)
          .withCsrfToken()
          .accept('json')
      ).assertStatus(404)
    })

    test('the part number stays private: another vendor and the buyer never get it', async ({
      client,
      assert,
    }) => {
      const { quotation, brand, request } = await quoted({ client })
      const [rival] = await vendorsOf(brand, 1)
      const view = await client.get(DETAIL_API(request.id)).loginAs(rival.owner).accept('json')
      view.assertStatus(200)
      assert.lengthOf(view.body().data.quotations, 0, 'another store sees none of its quotations')
      const model = await Quotation.findOrFail(quotation.id)
      await model.load('details')
      const forOthers = quotationData(model, 'other')
      assert.isNull(forOthers.quotationDetails[0].reference)
      assert.isNull(forOthers.commission)
      assert.equal(quotationData(model, 'vendor').quotationDetails[0].reference, 'BP-1234')
    })
  }
)

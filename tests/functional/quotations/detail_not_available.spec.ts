import { test } from '@japa/runner'
import User from '#users/models/user'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'
import VendorIgnore from '#quotations/models/vendor_ignore'
import { freshDatabase, countOf } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager, makeRequest } from '#tests/helpers/requests'
import {
  DETAIL_API,
  detailFixtures,
  makeVendorStore,
  NOT_AVAILABLE_API,
} from '#tests/helpers/vendor_detail'
import { makeBrand } from '#tests/helpers/garage'
import { UserFactory } from '#database/factories/user_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'

test.group("'Agotado' (POST/DELETE …/quotationRequestDetail/{id}/markNotAvailable)", (group) => {
  freshDatabase(group)

  test('a vendor marks one of two parts, the request stays; undo puts it back', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    const [first] = request.details
    const response = await client
      .post(NOT_AVAILABLE_API(first.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBody({
      message: 'Autoparte marcada como agotada',
      data: {
        detail_id: first.id,
        notAvailable: true,
        allDetailsUnavailable: false,
        alreadyDiscarded: false,
        askDiscard: false,
        discarded: null,
        request: { id: request.id, code: request.code },
      },
    })
    const row = await QuotationRequestDetailUnavailable.query()
      .where('detail_id', first.id)
      .firstOrFail()
    assert.equal(row.storeId, vendor.store.id)
    assert.equal(row.userId, vendor.owner.id)
    assert.equal(await countOf(VendorIgnore), 0)

    const detail = (await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json'))
      .body()
      .data.details.find((line: any) => line.id === first.id)
    assert.isTrue(detail.notAvailable)

    // Marking twice changes nothing.
    await client
      .post(NOT_AVAILABLE_API(first.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    assert.equal(await countOf(QuotationRequestDetailUnavailable), 1)

    const undo = await client
      .delete(NOT_AVAILABLE_API(first.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    undo.assertStatus(200)
    undo.assertBodyContains({
      message: 'La autoparte ya no está marcada como agotada',
      data: { detail_id: first.id, notAvailable: false },
    })
    assert.equal(await countOf(QuotationRequestDetailUnavailable), 0)
    // Undoing what is not marked is harmless.
    const again = await client
      .delete(NOT_AVAILABLE_API(first.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    again.assertStatus(200)
  })

  test("another store's marks are its own", async ({ client, assert }) => {
    const { request, vendor, brand } = await detailFixtures()
    const rival = await makeVendorStore({ brands: [brand] })
    await client
      .post(NOT_AVAILABLE_API(request.details[0].id))
      .loginAs(rival.owner)
      .withCsrfToken()
      .accept('json')
    const data = (
      await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    ).body().data
    assert.isTrue(data.details.every((line: any) => line.notAvailable === false))
  })

  test('the last part marked discards the request with the first adviser (Producto no disponible)', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 2 })
    const inactive = await StoreAdviserFactory.merge({ storeId: vendor.store.id })
      .apply('inactive')
      .create()
    const firstAdviser = await StoreAdviserFactory.merge({
      storeId: vendor.store.id,
      name: 'Laura',
    }).create()
    await StoreAdviserFactory.merge({ storeId: vendor.store.id, name: 'Pedro' }).create()
    assert.isBelow(inactive.id, firstAdviser.id)

    const [first, second] = request.details
    await client
      .post(NOT_AVAILABLE_API(first.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    const response = await client
      .post(NOT_AVAILABLE_API(second.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBody({
      message: `Solicitud Nº ${request.code} descartada: Producto no disponible`,
      data: {
        detail_id: second.id,
        notAvailable: true,
        allDetailsUnavailable: true,
        alreadyDiscarded: false,
        askDiscard: false,
        discarded: {
          reason: 'g',
          reason_label: 'Producto no disponible',
          adviser: { id: firstAdviser.id, name: 'Laura' },
        },
        request: { id: request.id, code: request.code },
      },
    })
    const discard = await VendorIgnore.query()
      .where('quotation_request_id', request.id)
      .firstOrFail()
    assert.equal(discard.storeId, vendor.store.id)
    assert.equal(discard.userId, vendor.owner.id)
    assert.equal(discard.adviserId, firstAdviser.id)
    assert.equal(discard.reason, 'g')

    const data = (
      await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    ).body().data
    assert.equal(data.vendorIgnore.reason_label, 'Producto no disponible')
    assert.isFalse(data.permissions.canDiscard)
  })

  test('an adviser marking the last part is the adviser of the discard', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 1, advisers: 1 })
    const own = await StoreAdviserFactory.merge({ storeId: vendor.store.id })
      .apply('withUser')
      .create()
    const adviserUser = await User.findOrFail(own.userId)
    const response = await client
      .post(NOT_AVAILABLE_API(request.details[0].id))
      .loginAs(adviserUser)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    assert.equal(response.body().data.discarded.adviser.id, own.id)
    const discard = await VendorIgnore.query()
      .where('quotation_request_id', request.id)
      .firstOrFail()
    assert.equal(discard.userId, adviserUser.id)
    assert.equal(discard.adviserId, own.id)
  })

  test('without advisers the answer asks for the discard dialog and nothing is discarded', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 2 })
    const [first, second] = request.details
    await client
      .post(NOT_AVAILABLE_API(first.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    const response = await client
      .post(NOT_AVAILABLE_API(second.id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      message:
        'Marcaste todas las autopartes como agotadas. Indica el motivo para descartar la solicitud.',
      data: {
        allDetailsUnavailable: true,
        askDiscard: true,
        discarded: null,
        alreadyDiscarded: false,
      },
    })
    assert.equal(await countOf(VendorIgnore), 0)
    assert.equal(await countOf(QuotationRequestDetailUnavailable), 2)
  })

  test('a request the store already discarded is not discarded again', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 1, advisers: 1 })
    await VendorIgnoreFactory.merge({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
      userId: vendor.owner.id,
      reason: 'a',
    }).create()
    const response = await client
      .post(NOT_AVAILABLE_API(request.details[0].id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      message: 'Autoparte marcada como agotada',
      data: {
        allDetailsUnavailable: true,
        alreadyDiscarded: true,
        askDiscard: false,
        discarded: null,
      },
    })
    const discards = await VendorIgnore.all()
    assert.lengthOf(discards, 1)
    assert.equal(discards[0].reason, 'a')
  })

  test('a part the store already quoted cannot be marked', async ({ client, assert }) => {
    const { request, vendor } = await detailFixtures()
    const quotation = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
    }).create()
    await QuotationDetailFactory.merge({
      quotationId: quotation.id,
      quotationRequestDetailId: request.details[0].id,
    }).create()
    const response = await client
      .post(NOT_AVAILABLE_API(request.details[0].id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(400)
    assert.equal(
      response.body().message,
      'Ya cotizaste esta autoparte: no puedes marcarla como agotada'
    )
    assert.equal(await countOf(QuotationRequestDetailUnavailable), 0)
  })

  test('a request the store quoted is not discarded when every part is marked', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 1, advisers: 1 })
    await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
    }).create()
    const response = await client
      .post(NOT_AVAILABLE_API(request.details[0].id))
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      message: 'Autoparte marcada como agotada',
      data: {
        allDetailsUnavailable: true,
        askDiscard: false,
        alreadyDiscarded: false,
        discarded: null,
      },
    })
    assert.equal(await countOf(VendorIgnore), 0)
  })

  test('staff read only: 403 both ways, nothing stored', async ({ client, assert }) => {
    const { request } = await detailFixtures()
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      for (const method of ['post', 'delete'] as const) {
        const response = await client[method](NOT_AVAILABLE_API(request.details[0].id))
          .loginAs(staff)
          .withCsrfToken()
          .accept('json')
        response.assertStatus(403)
        assert.equal(
          response.body().message,
          'Los administradores ven las solicitudes en modo de solo lectura: no pueden marcar autopartes como agotadas'
        )
      }
    }
    assert.equal(await countOf(QuotationRequestDetailUnavailable), 0)
  })

  test('a vendor without the brand: 403 with the brand text', async ({ client }) => {
    const { request } = await detailFixtures()
    const mazdaOnly = await makeVendorStore({ brands: [await makeBrand('Mazda')] })
    const response = await client
      .post(NOT_AVAILABLE_API(request.details[0].id))
      .loginAs(mazdaOnly.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(403)
    response.assertBodyContains({
      message:
        'No puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca Chevrolet',
    })
  })

  test('who may not see the request, or an unknown part: 404; guests 401', async ({
    client,
    assert,
  }) => {
    const { request, buyer, brand } = await detailFixtures()
    const otherStore = await makeVendorStore({ brands: [brand] })
    const storeRequest = await makeRequest(buyer, {
      storeId: otherStore.store.id,
      brandId: brand.id,
      parts: 1,
    })
    await storeRequest.load('details')
    const cases: [any, number][] = [
      [(await makeVendorStore({ brands: [brand] })).owner, storeRequest.details[0].id],
      [
        (await makeVendorStore({ brands: [brand], countryCode: 'MX' })).owner,
        request.details[0].id,
      ],
      [(await makeVendorStore({ brands: [brand], goModule: false })).owner, request.details[0].id],
      [await UserFactory.create(), request.details[0].id],
      [buyer, request.details[0].id],
      [otherStore.owner, 999999],
    ]
    for (const [user, detailId] of cases) {
      const response = await client
        .post(NOT_AVAILABLE_API(detailId))
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(404)
      assert.equal(response.body().message, 'Not found')
    }
    const guest = await client
      .post(NOT_AVAILABLE_API(request.details[0].id))
      .withCsrfToken()
      .accept('json')
    guest.assertStatus(401)
    assert.equal(await countOf(QuotationRequestDetailUnavailable), 0)
  })
})

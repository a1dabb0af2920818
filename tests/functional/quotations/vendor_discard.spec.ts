import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import {
  makeAdmin,
  makeBuyer,
  makeModuleManager,
  makeRequest,
  queriesDuring,
} from '#tests/helpers/requests'
import { makeBrand, makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'
import VendorIgnore from '#quotations/models/vendor_ignore'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { countOf } from '#tests/helpers/database'

/** A GO store selling a brand, a buyer and a marketplace request of that brand. */
async function scene(advisers = 0) {
  const brand = await makeBrand()
  const goStore = await makeGoStore({ brands: [brand], advisers })
  const buyer = await makeBuyer()
  const request = await makeRequest(buyer, { brandId: brand.id })
  return { brand, buyer, request, ...goStore }
}

test.group('Discard (POST vendorIgnoresQuotationRequest)', (group) => {
  freshDatabase(group)

  test('a vendor discards: 201 with the toast text and code; it leaves Pendientes', async ({
    client,
    assert,
  }) => {
    const { owner, store, request } = await scene()
    const response = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'f' })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({
      message: `Solicitud Nº ${request.code} descartada`,
      data: {
        quotation_request_id: request.id,
        store_id: store.id,
        user_id: owner.id,
        adviser_id: null,
        reason: 'f',
        reasonLabel: 'No me interesa este cliente',
        code: request.code,
      },
    })
    const pending = await client
      .get(VENDOR_PATHS.requests)
      .qs({ scopes: PENDING })
      .loginAs(owner)
      .accept('json')
    assert.deepEqual(pending.body().data, [])
  })

  test('discarding twice answers 400 "The record already exists" and keeps the first', async ({
    client,
    assert,
  }) => {
    const { owner, request } = await scene()
    const send = (reason: string) =>
      client
        .post(VENDOR_PATHS.discards)
        .json({ quotation_request_id: request.id, reason })
        .loginAs(owner)
        .withCsrfToken()
        .accept('json')
    ;(await send('a')).assertStatus(201)
    const second = await send('b')
    second.assertStatus(400)
    assert.equal(second.body().message, 'The record already exists')
    assert.equal(second.body().data.code, request.code)
    const rows = await VendorIgnore.query().where('quotation_request_id', request.id)
    assert.deepEqual(
      rows.map((row) => row.reason),
      ['a']
    )
  })

  test('the reason is required and must be one of a–j: "Selecciona una opción"', async ({
    client,
  }) => {
    const { owner, request } = await scene()
    for (const body of [
      { quotation_request_id: request.id },
      { quotation_request_id: request.id, reason: 'z' },
    ]) {
      const response = await client
        .post(VENDOR_PATHS.discards)
        .json(body)
        .loginAs(owner)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({
        errors: [{ field: 'reason', message: 'Selecciona una opción' }],
      })
    }
  })

  test('with two advisers the owner must choose one: "Selecciona un vendedor"', async ({
    client,
    assert,
  }) => {
    const { owner, request, advisers } = await scene(2)
    const missing = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'a' })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    missing.assertStatus(422)
    missing.assertBodyContains({
      errors: [{ field: 'adviser_id', message: 'Selecciona un vendedor' }],
    })
    const both = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    assert.sameMembers(
      both.body().errors.map((error: any) => error.message),
      ['Selecciona una opción', 'Selecciona un vendedor']
    )
    const chosen = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'a', adviser_id: advisers[1].id })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    chosen.assertStatus(201)
    assert.equal(chosen.body().data.adviser_id, advisers[1].id)
    assert.deepEqual(chosen.body().data.adviser, { id: advisers[1].id, name: advisers[1].name })
  })

  test('an adviser of another store is a 422', async ({ client }) => {
    const { owner, request } = await scene(2)
    const foreign = await StoreAdviserFactory.create()
    const response = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'a', adviser_id: foreign.id })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'adviser_id', message: 'El vendedor seleccionado no pertenece a tu tienda' },
      ],
    })
  })

  test('with one adviser it is chosen automatically; an inactive one does not count', async ({
    client,
    assert,
  }) => {
    const { owner, request, advisers, store } = await scene(1)
    await StoreAdviserFactory.apply('inactive').merge({ storeId: store.id }).create()
    const response = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'c' })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    assert.equal(response.body().data.adviser_id, advisers[0].id)
  })

  test('an adviser always discards as themselves (storeByAdviser)', async ({ client, assert }) => {
    const { request, advisers } = await scene(2)
    const [me, colleague] = advisers
    const response = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'd', adviser_id: colleague.id })
      .loginAs(me.account)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    assert.equal(response.body().data.adviser_id, me.id)
    assert.equal(response.body().data.user_id, me.account.id)
    // and with no seller sent at all
    const other = await makeRequest(await makeBuyer(), { brandId: request.brandId })
    const implicit = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: other.id, reason: 'd' })
      .loginAs(me.account)
      .withCsrfToken()
      .accept('json')
    implicit.assertStatus(201)
    assert.equal(implicit.body().data.adviser_id, me.id)
  })

  test('{kind} may not discard (read-only)')
    .with([
      { kind: 'an admin', make: makeAdmin },
      { kind: 'a module manager', make: makeModuleManager },
    ])
    .run(async ({ client, assert }, { make }) => {
      const { request } = await scene()
      const response = await client
        .post(VENDOR_PATHS.discards)
        .json({ quotation_request_id: request.id, reason: 'a' })
        .loginAs(await make())
        .withCsrfToken()
        .accept('json')
      response.assertStatus(403)
      response.assertBodyContains({
        message:
          'Los administradores ven las solicitudes en modo de solo lectura: no pueden descartarlas ni marcarlas en proceso',
      })
      assert.equal(await countOf(VendorIgnore), 0)
    })

  test('a buyer gets 403, a guest 401', async ({ client }) => {
    const { request, buyer } = await scene()
    const asBuyer = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'a' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    asBuyer.assertStatus(403)
    const asGuest = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'a' })
      .withCsrfToken()
      .accept('json')
    asGuest.assertStatus(401)
  })

  test("another store's request is, for a vendor, as unknown as a missing one (404)", async ({
    client,
  }) => {
    const { buyer, store } = await scene()
    const other = await makeGoStore()
    const storeRequest = await makeRequest(buyer, { states: ['forStore'], storeId: store.id })
    const response = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: storeRequest.id, reason: 'a' })
      .loginAs(other.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    response.assertBody({
      message: 'Not found',
      errors: [{ message: '¡ERROR! la transacción es inexistente.' }],
    })
  })

  test('a marketplace request of a brand the store has not enabled is a 403', async ({
    client,
  }) => {
    const { owner, buyer } = await scene()
    const foreignBrand = await makeRequest(buyer, { brandId: (await makeBrand()).id })
    const response = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: foreignBrand.id, reason: 'a' })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(403)
  })

  test('an unknown request is a 404; a quoted one a 400', async ({ client }) => {
    const { owner, request, store } = await scene()
    const unknown = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: 999999, reason: 'a' })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    unknown.assertStatus(404)
    unknown.assertBodyContains({ errors: [{ message: '¡ERROR! la transacción es inexistente.' }] })
    await QuotationFactory.merge({ quotationRequestId: request.id, storeId: store.id }).create()
    const quoted = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: request.id, reason: 'a' })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    quoted.assertStatus(400)
    quoted.assertBodyContains({
      message: 'Tu tienda ya cotizó esta solicitud: no es posible descartarla',
    })
  })

  test('a closed request can still be discarded ("Solicitud cerrada - no pude cotizar")', async ({
    client,
  }) => {
    const { owner, buyer, brand } = await scene()
    const closed = await makeRequest(buyer, { states: ['closed'], brandId: brand.id })
    const response = await client
      .post(VENDOR_PATHS.discards)
      .json({ quotation_request_id: closed.id, reason: 'h' })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
  })
})

test.group('Descartadas (GET vendorIgnoresQuotationRequest)', (group) => {
  freshDatabase(group)

  test('a vendor lists the store discards, newest first, with the relations asked for', async ({
    client,
    assert,
  }) => {
    const { owner, store, request, buyer, brand } = await scene(1)
    const second = await makeRequest(buyer, { brandId: brand.id })
    const other = await makeGoStore({ brands: [brand] })
    await VendorIgnoreFactory.merge({ quotationRequestId: request.id, storeId: store.id }).create()
    await VendorIgnoreFactory.merge({
      quotationRequestId: second.id,
      storeId: store.id,
      reason: 'e',
    }).create()
    await VendorIgnoreFactory.merge({
      quotationRequestId: request.id,
      storeId: other.store.id,
    }).create()

    const response = await client
      .get(VENDOR_PATHS.discards)
      .qs({
        with: 'quotationRequest,quotationRequest.brand,quotationRequest.city,quotationRequest.details,quotationRequest.user,adviser',
      })
      .loginAs(owner)
      .accept('json')
    response.assertStatus(200)
    assert.equal(response.body().metadata.count, 2)
    const [first] = response.body().data
    assert.containSubset(first, {
      quotation_request_id: second.id,
      reason: 'e',
      reasonLabel: 'Superé el tiempo de respuesta',
      quotationRequest: { id: second.id, code: second.code, brand: { id: brand.id } },
    })
    assert.lengthOf(first.quotationRequest.details, 2)
    assert.notProperty(first.quotationRequest, 'user')

    const filtered = await client
      .get(VENDOR_PATHS.discards)
      .qs({ filter: JSON.stringify({ quotation_request_id: request.id }) })
      .loginAs(owner)
      .accept('json')
    assert.equal(filtered.body().metadata.count, 1)
    const byCode = await client
      .get(VENDOR_PATHS.discards)
      .qs({ filter: JSON.stringify({ code: second.code.toLowerCase() }) })
      .loginAs(owner)
      .accept('json')
    assert.equal(byCode.body().data[0].quotation_request_id, second.id)
  })

  test('staff read one store or all, with the buyer; buyers and other stores are refused', async ({
    client,
    assert,
  }) => {
    const { owner, store, request } = await scene()
    const other = await makeGoStore()
    await VendorIgnoreFactory.merge({ quotationRequestId: request.id, storeId: store.id }).create()
    await VendorIgnoreFactory.merge({
      quotationRequestId: request.id,
      storeId: other.store.id,
    }).create()
    const manager = await makeModuleManager()
    const oneStore = await client
      .get(VENDOR_PATHS.discards)
      .qs({ storeId: store.id, with: 'quotationRequest.user' })
      .loginAs(manager)
      .accept('json')
    assert.equal(oneStore.body().metadata.count, 1)
    assert.property(oneStore.body().data[0].quotationRequest, 'user')
    const all = await client.get(VENDOR_PATHS.discards).loginAs(manager).accept('json')
    assert.equal(all.body().metadata.count, 2)

    const buyer = await client
      .get(VENDOR_PATHS.discards)
      .loginAs(await makeBuyer())
      .accept('json')
    buyer.assertStatus(403)
    const foreign = await client
      .get(VENDOR_PATHS.discards)
      .qs({ storeId: other.store.id })
      .loginAs(owner)
      .accept('json')
    foreign.assertStatus(403)
    const guest = await client.get(VENDOR_PATHS.discards).accept('json')
    guest.assertStatus(401)
  })

  test('an unknown filter or relation is a Spanish 422', async ({ client }) => {
    const { owner } = await scene()
    const relation = await client
      .get(VENDOR_PATHS.discards)
      .qs({ with: 'user' })
      .loginAs(owner)
      .accept('json')
    relation.assertStatus(422)
    const filter = await client
      .get(VENDOR_PATHS.discards)
      .qs({ filter: JSON.stringify({ reason: 'z' }) })
      .loginAs(owner)
      .accept('json')
    filter.assertStatus(422)
    filter.assertBodyContains({ message: "El valor del filtro 'reason' no es válido" })
  })

  test('a page costs the same number of queries for 2 rows as for 20 (no N+1)', async ({
    client,
    assert,
  }) => {
    const { owner, store, buyer, brand } = await scene(1)
    const make = async () => {
      const request = await makeRequest(buyer, { brandId: brand.id })
      await VendorIgnoreFactory.merge({
        quotationRequestId: request.id,
        storeId: store.id,
      }).create()
    }
    await make()
    await make()
    const run = () =>
      client
        .get(VENDOR_PATHS.discards)
        .qs({
          with: 'quotationRequest.brand,quotationRequest.city,quotationRequest.details,adviser',
        })
        .loginAs(owner)
        .accept('json')
    const few = await queriesDuring(run)
    for (let index = 0; index < 18; index++) await make()
    let rows = 0
    const many = await queriesDuring(async () => {
      rows = (await run()).body().data.length
    })
    assert.equal(rows, 20)
    assert.equal(many.length, few.length)
  })
})

test.group('Mark in process (POST saveProcessObservation)', (group) => {
  freshDatabase(group)

  test('saves the observation, then replaces it; the Pendientes row shows it', async ({
    client,
    assert,
  }) => {
    const { owner, store, request } = await scene()
    const save = (text: string) =>
      client
        .post(VENDOR_PATHS.processObservation)
        .json({
          store_id: store.id,
          quotation_request_id: request.id,
          processObservation: text,
        })
        .loginAs(owner)
        .withCsrfToken()
        .accept('json')
    const first = await save('  Consultando con bodega  ')
    first.assertStatus(200)
    first.assertBodyContains({
      message: 'La solicitud de cotización se ha marcado en proceso',
      data: { process_observation_by_seller: 'Consultando con bodega', code: request.code },
    })
    ;(await save('Llega mañana')).assertStatus(200)
    const pending = await client
      .get(VENDOR_PATHS.requests)
      .qs({ scopes: PENDING })
      .loginAs(owner)
      .accept('json')
    assert.equal(
      pending.body().data[0].quotationRequestToVendor.process_observation_by_seller,
      'Llega mañana'
    )
    assert.isFalse(pending.body().data[0].isNewQuotationRequest)
  })

  test('the text is required and at most 128 characters', async ({ client }) => {
    const { owner, store, request } = await scene()
    for (const [text, message] of [
      ['   ', 'Escribe la observación del proceso'],
      ['x'.repeat(129), 'Utiliza máximo 128 caracteres'],
    ]) {
      const response = await client
        .post(VENDOR_PATHS.processObservation)
        .json({ store_id: store.id, quotation_request_id: request.id, processObservation: text })
        .loginAs(owner)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'processObservation', message }] })
    }
    const missing = await client
      .post(VENDOR_PATHS.processObservation)
      .json({ store_id: store.id, quotation_request_id: request.id })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    missing.assertBodyContains({
      errors: [{ field: 'processObservation', message: 'Escribe la observación del proceso' }],
    })
  })

  test('refusals: another store 403, staff 403, buyer 403, guest 401, unknown 404, discarded 400', async ({
    client,
  }) => {
    const { owner, store, request, buyer } = await scene()
    const other = await makeGoStore()
    const body = { store_id: store.id, quotation_request_id: request.id, processObservation: 'Ok' }
    const post = (payload: object) =>
      client.post(VENDOR_PATHS.processObservation).json(payload).withCsrfToken().accept('json')

    ;(await post({ ...body, store_id: other.store.id }).loginAs(owner)).assertStatus(403)
    ;(await post(body).loginAs(other.owner)).assertStatus(403)
    ;(await post({ ...body, store_id: other.store.id }).loginAs(other.owner)).assertStatus(403)
    ;(await post(body).loginAs(await makeAdmin())).assertStatus(403)
    ;(await post(body).loginAs(await makeModuleManager())).assertStatus(403)
    ;(await post(body).loginAs(buyer)).assertStatus(403)
    ;(await post(body)).assertStatus(401)
    ;(await post({ ...body, quotation_request_id: 999999 }).loginAs(owner)).assertStatus(404)
    await VendorIgnoreFactory.merge({ quotationRequestId: request.id, storeId: store.id }).create()
    const discarded = await post(body).loginAs(owner)
    discarded.assertStatus(400)
    discarded.assertBodyContains({
      message: 'Tu tienda ya descartó esta solicitud: no es posible marcarla en proceso',
    })
  })

  test('an adviser marks in process for their store', async ({ client, assert }) => {
    const { store, request, advisers } = await scene(1)
    const response = await client
      .post(VENDOR_PATHS.processObservation)
      .json({ store_id: store.id, quotation_request_id: request.id, processObservation: 'Ok' })
      .loginAs(advisers[0].account)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    assert.equal(response.body().data.store_id, store.id)
  })
})

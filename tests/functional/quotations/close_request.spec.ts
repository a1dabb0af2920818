import { test } from '@japa/runner'
import QuotationRequest from '#quotations/models/quotation_request'
import { freshDatabase } from '#tests/helpers/database'
import {
  makeAdmin,
  makeBuyer,
  makeModuleManager,
  makeRequest,
  REQUESTS_API,
} from '#tests/helpers/requests'

test.group('Closing a request (PATCH QuotationRequest/{id})', (group) => {
  freshDatabase(group)

  test('the buyer closes an open request with a reason', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer)
    const response = await client
      .patch(`${REQUESTS_API}/${request.id}`)
      .json({ is_closed: true, close_reason: 'only_quoting' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      message: 'Solicitud cerrada',
      data: {
        id: request.id,
        code: request.code,
        is_closed: true,
        close_reason: 'only_quoting',
        can_close: false,
      },
    })
    assert.lengthOf(response.body().data.details, 2)
    assert.property(response.body().data, 'brand')
    await request.refresh()
    assert.isTrue(request.isClosed)
    assert.equal(request.closeReason, 'only_quoting')
    assert.isNotNull(request.closedAt)
    assert.isBelow(Math.abs(request.closedAt!.diffNow().as('seconds')), 60)
  })

  test('the closed request moves from the open list to the closed list', async ({
    client,
    assert,
  }) => {
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer)
    await client
      .patch(`${REQUESTS_API}/${request.id}`)
      .json({ is_closed: true, close_reason: 'already_bought' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    const open = await client
      .get(REQUESTS_API)
      .qs({ scopes: 'quotationRequestOpen' })
      .loginAs(buyer)
      .accept('json')
    assert.equal(open.body().metadata.count, 0)
    const closed = await client
      .get(REQUESTS_API)
      .qs({ scopes: 'quotationRequestClosed' })
      .loginAs(buyer)
      .accept('json')
    assert.deepEqual(
      closed.body().data.map((row: any) => row.id),
      [request.id]
    )
  })

  test('without a reason: 422 in Spanish and nothing changes', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer)
    const response = await client
      .patch(`${REQUESTS_API}/${request.id}`)
      .json({ is_closed: true })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      message: 'Selecciona el motivo de cierre',
      errors: [{ field: 'close_reason', message: 'Selecciona el motivo de cierre' }],
    })
    await request.refresh()
    assert.isFalse(request.isClosed)
    assert.isNull(request.closeReason)
    assert.isNull(request.closedAt)
  })

  test('an unknown reason is a 422 and nothing changes', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer)
    const response = await client
      .patch(`${REQUESTS_API}/${request.id}`)
      .json({ is_closed: true, close_reason: 'me_aburri' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'close_reason', message: 'Selecciona un motivo de cierre válido' }],
    })
    await request.refresh()
    assert.isFalse(request.isClosed)
  })

  test('reopening is not possible', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer)
    const response = await client
      .patch(`${REQUESTS_API}/${request.id}`)
      .json({ is_closed: false, close_reason: 'other' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'is_closed' }] })
    await request.refresh()
    assert.isFalse(request.isClosed)
  })

  test('an already closed request: 400 in Spanish, the first reason stays', async ({
    client,
    assert,
  }) => {
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer, { states: ['closed'] })
    const response = await client
      .patch(`${REQUESTS_API}/${request.id}`)
      .json({ is_closed: true, close_reason: 'other' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(400)
    response.assertBodyContains({
      message: 'La solicitud de cotización ya está cerrada',
      errors: [{ message: 'La solicitud de cotización ya está cerrada' }],
    })
    await request.refresh()
    assert.equal(request.closeReason, 'already_bought')
  })

  test('an expired request cannot be closed (400)', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const request = await makeRequest(buyer, { states: ['expired'] })
    const response = await client
      .patch(`${REQUESTS_API}/${request.id}`)
      .json({ is_closed: true, close_reason: 'other' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(400)
    response.assertBodyContains({
      message: 'La solicitud de cotización ya venció y no se puede cerrar',
    })
    await request.refresh()
    assert.isFalse(request.isClosed)
  })

  test("{who} may not close somebody else's request ({status})")
    .with([
      // another buyer is answered as for an unknown id: nothing says the request exists
      { who: 'another buyer', make: () => makeBuyer(), status: 404, message: 'Not found' },
      // staff see every request, read-only: they are told why
      {
        who: 'a module manager',
        make: makeModuleManager,
        status: 403,
        message: 'No tienes permiso para realizar esta acción',
      },
      {
        who: 'an admin',
        make: makeAdmin,
        status: 403,
        message: 'No tienes permiso para realizar esta acción',
      },
    ])
    .run(async ({ client, assert }, { make, status, message }) => {
      const owner = await makeBuyer()
      const request = await makeRequest(owner)
      const response = await client
        .patch(`${REQUESTS_API}/${request.id}`)
        .json({ is_closed: true, close_reason: 'other' })
        .loginAs(await make())
        .withCsrfToken()
        .accept('json')
      response.assertStatus(status)
      response.assertBodyContains({ message })
      await request.refresh()
      assert.isFalse(request.isClosed)
    })

  test('a guest gets 401', async ({ client, assert }) => {
    const request = await makeRequest(await makeBuyer())
    const response = await client
      .patch(`${REQUESTS_API}/${request.id}`)
      .json({ is_closed: true, close_reason: 'other' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(401)
    response.assertBodyContains({ message: 'Debes iniciar sesión para continuar' })
    await request.refresh()
    assert.isFalse(request.isClosed)
  })

  test('an unknown id is a 404', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const response = await client
      .patch(`${REQUESTS_API}/999999`)
      .json({ is_closed: true, close_reason: 'other' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    assert.equal(await QuotationRequest.query().where('is_closed', true).first(), null)
  })
})

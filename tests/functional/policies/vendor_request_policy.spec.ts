import { test } from '@japa/runner'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import QuotationRequest from '#quotations/models/quotation_request'
import type User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { bouncerFor } from '#tests/helpers/policies'
import {
  makeAdmin,
  makeBrandAndCity,
  makeBuyer,
  makeModuleManager,
  makeRequest,
} from '#tests/helpers/requests'
import { makeGoStore, VENDOR_PATHS } from '#tests/helpers/vendors'

/**
 * A Chevrolet marketplace request and a store request of "El Poblado" (GO, sells Chevrolet);
 * "Bogotá" (GO, no brands) sees the marketplace request but not the brand; "Sin módulo" (no
 * GO) sees nothing; a Mexican GO store sees no Colombian request.
 */
async function world() {
  const { brand } = await makeBrandAndCity('Chevrolet', 'Medellín')
  const poblado = await makeGoStore({ brands: [brand], name: 'El Poblado' })
  const bogota = await makeGoStore({ name: 'Bogotá' })
  const inactive = await makeGoStore({ goModule: false, brands: [brand] })
  const mexican = await makeGoStore({ brands: [brand], countryCode: 'MX' })
  const buyer = await makeBuyer()
  const marketplace = await makeRequest(buyer, { brandId: brand.id })
  const storeRequest = await makeRequest(buyer, {
    brandId: brand.id,
    states: ['forStore'],
    storeId: poblado.store.id,
  })
  const ownPurchase = await makeRequest(poblado.owner, { brandId: brand.id })
  return {
    brand,
    poblado,
    bogota,
    inactive,
    mexican,
    buyer,
    marketplace,
    storeRequest,
    ownPurchase,
  }
}

type Ability =
  | 'viewAsVendor'
  | 'seeAllQuotations'
  | 'seeDetails'
  | 'triage'
  | 'discard'
  | 'markInProcess'
  | 'markNotAvailable'
  | 'seeCustomerContact'

async function decide(user: User, ability: Ability, request: QuotationRequest) {
  const policy = (await bouncerFor(user)).with('VendorRequestPolicy')
  // every request as a new request would read it
  const fresh = await QuotationRequest.findOrFail(request.id)
  return (await policy.execute(ability as never, fresh as never)) as AuthorizationResponse
}

test.group('VendorRequestPolicy (doc 3 §2.1, §6)', (group) => {
  freshDatabase(group)

  test('viewAsVendor: staff any; a GO vendor their channel; anybody else as if missing (404)', async ({
    assert,
  }) => {
    const w = await world()
    for (const user of [await makeAdmin(), await makeModuleManager()]) {
      assert.isTrue((await decide(user, 'viewAsVendor', w.storeRequest)).authorized)
    }
    assert.isTrue((await decide(w.poblado.owner, 'viewAsVendor', w.marketplace)).authorized)
    assert.isTrue((await decide(w.poblado.owner, 'viewAsVendor', w.storeRequest)).authorized)
    assert.isTrue((await decide(w.bogota.owner, 'viewAsVendor', w.marketplace)).authorized)
    const refused: [User, QuotationRequest][] = [
      [w.bogota.owner, w.storeRequest], // another store's request
      [w.inactive.owner, w.marketplace], // no GO module
      [w.mexican.owner, w.marketplace], // another country
      [w.poblado.owner, w.ownPurchase], // their own purchase
      [w.buyer, w.marketplace], // a buyer
    ]
    for (const [user, request] of refused) {
      assert.deepInclude(await decide(user, 'viewAsVendor', request), {
        authorized: false,
        status: 404,
        message: 'Not found',
      })
    }
  })

  test('seeAllQuotations: staff only', async ({ assert }) => {
    const w = await world()
    assert.isTrue(
      (await decide(await makeModuleManager(), 'seeAllQuotations', w.marketplace)).authorized
    )
    assert.isTrue((await decide(await makeAdmin(), 'seeAllQuotations', w.marketplace)).authorized)
    assert.isFalse((await decide(w.poblado.owner, 'seeAllQuotations', w.marketplace)).authorized)
  })

  test('seeDetails: the brand enabled, or a store request; otherwise 403 with the brand text', async ({
    assert,
  }) => {
    const w = await world()
    assert.isTrue((await decide(w.poblado.owner, 'seeDetails', w.marketplace)).authorized)
    assert.isTrue((await decide(w.poblado.owner, 'seeDetails', w.storeRequest)).authorized)
    assert.isTrue((await decide(await makeAdmin(), 'seeDetails', w.marketplace)).authorized)
    assert.deepInclude(await decide(w.bogota.owner, 'seeDetails', w.marketplace), {
      authorized: false,
      status: 403,
      message:
        'No puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca Chevrolet',
    })
    assert.equal((await decide(w.bogota.owner, 'seeDetails', w.storeRequest)).status, 404)
  })

  test('triage: the vendor with the details in view; never staff', async ({ assert }) => {
    const w = await world()
    assert.isTrue((await decide(w.poblado.owner, 'triage', w.marketplace)).authorized)
    assert.isTrue((await decide(w.poblado.owner, 'triage', w.storeRequest)).authorized)
    assert.isFalse((await decide(w.bogota.owner, 'triage', w.marketplace)).authorized)
    assert.isFalse((await decide(await makeModuleManager(), 'triage', w.marketplace)).authorized)
  })

  test('discard and markInProcess: staff 403, unseen 404, seen without the brand 403', async ({
    assert,
  }) => {
    const w = await world()
    for (const ability of ['discard', 'markInProcess'] as const) {
      assert.isTrue((await decide(w.poblado.owner, ability, w.marketplace)).authorized, ability)
      assert.deepInclude(await decide(await makeAdmin(), ability, w.marketplace), {
        authorized: false,
        status: 403,
        message:
          'Los administradores ven las solicitudes en modo de solo lectura: no pueden descartarlas ni marcarlas en proceso',
      })
      assert.deepInclude(await decide(w.bogota.owner, ability, w.storeRequest), {
        authorized: false,
        status: 404,
      })
      assert.deepInclude(await decide(w.bogota.owner, ability, w.marketplace), {
        authorized: false,
        status: 403,
        message: 'No puedes gestionar esta solicitud de cotización',
      })
    }
  })

  test("markNotAvailable ('Agotado'): staff 403, unseen 404, without the brand 403", async ({
    assert,
  }) => {
    const w = await world()
    assert.isTrue((await decide(w.poblado.owner, 'markNotAvailable', w.marketplace)).authorized)
    assert.deepInclude(await decide(await makeModuleManager(), 'markNotAvailable', w.marketplace), {
      authorized: false,
      status: 403,
      message:
        'Los administradores ven las solicitudes en modo de solo lectura: no pueden marcar autopartes como agotadas',
    })
    assert.equal((await decide(w.bogota.owner, 'markNotAvailable', w.storeRequest)).status, 404)
    assert.deepInclude(await decide(w.bogota.owner, 'markNotAvailable', w.marketplace), {
      authorized: false,
      status: 403,
      message:
        'No puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca Chevrolet',
    })
  })

  test('seeCustomerContact: staff always; vendors with the right of the request channel', async ({
    assert,
  }) => {
    const w = await world()
    assert.isTrue((await decide(await makeAdmin(), 'seeCustomerContact', w.marketplace)).authorized)
    const owner = w.poblado.owner
    assert.isFalse((await decide(owner, 'seeCustomerContact', w.storeRequest)).authorized)
    await owner.merge({ showCustomerData: true }).save()
    assert.isTrue((await decide(owner, 'seeCustomerContact', w.storeRequest)).authorized)
    assert.isFalse((await decide(owner, 'seeCustomerContact', w.marketplace)).authorized)
    await owner.merge({ showCustomerData: false, showCustomerDataMarketplace: true }).save()
    assert.isTrue((await decide(owner, 'seeCustomerContact', w.marketplace)).authorized)
    assert.isFalse((await decide(owner, 'seeCustomerContact', w.storeRequest)).authorized)
  })
})

test.group('Seller-side refusals over HTTP: unseen requests answer as unknown ones', (group) => {
  freshDatabase(group)

  test("'Marcar en proceso' on another store's request: the same 404 as an unknown id", async ({
    client,
    assert,
  }) => {
    const w = await world()
    const post = (requestId: number) =>
      client
        .post(VENDOR_PATHS.processObservation)
        .json({
          store_id: w.bogota.store.id,
          quotation_request_id: requestId,
          processObservation: 'Consultando',
        })
        .loginAs(w.bogota.owner)
        .withCsrfToken()
        .accept('json')
    const unseen = await post(w.storeRequest.id)
    const unknown = await post(999999)
    unseen.assertStatus(404)
    unknown.assertStatus(404)
    assert.deepEqual(unseen.body(), unknown.body())
    // seen, but without the brand: 403
    ;(await post(w.marketplace.id)).assertStatus(403)
  })

  test('a discard of an unseen request answers as an unknown one; the owner of the store discards', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const discard = (user: User, requestId: number) =>
      client
        .post(VENDOR_PATHS.discards)
        .json({ quotation_request_id: requestId, reason: 'a' })
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
    const unseen = await discard(w.bogota.owner, w.storeRequest.id)
    const unknown = await discard(w.bogota.owner, 999999)
    unseen.assertStatus(404)
    assert.deepEqual(unseen.body(), unknown.body())
    ;(await discard(w.poblado.owner, w.storeRequest.id)).assertStatus(201)
  })
})

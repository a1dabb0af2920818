import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity } from '#tests/helpers/people'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeBrand, makeGoStore, PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'

/** Whether `user` finds the request in their Pendientes list. */
async function listed(client: ApiClient, user: User, request: QuotationRequest) {
  const response = await client
    .get(VENDOR_PATHS.requests)
    .qs({ scopes: PENDING, filter: JSON.stringify({ id: request.id }) })
    .loginAs(user)
    .accept('json')
  response.assertStatus(200)
  return response.body().data.length === 1
}

async function pendingCount(client: ApiClient, user: User) {
  const response = await client.get(VENDOR_PATHS.countPending).loginAs(user).accept('json')
  return response.body().data.count as number
}

/** Whether the live push tells `user` about the request. */
async function pushed(user: User, request: QuotationRequest) {
  const told = await new EligibleVendorsQuery().handle(request.id)
  return told.some((vendor) => vendor.userId === user.id)
}

/**
 * Marcas y zonas: a marketplace request reaches a store when it sells the brand and serves the
 * city — its department, the city itself, or the whole country when it chose no zone. The list,
 * the counter and the live push agree, and a change on the configuration page applies at once.
 */
test.group('The zone rule: which marketplace requests reach a store', (group) => {
  freshDatabase(group)

  test('a request in a served city reaches the store; one outside does not; a change applies at once', async ({
    client,
    assert,
  }) => {
    const chevrolet = await makeBrand()
    const medellin = await makeCity('Medellín', 'Antioquia', '05001')
    const bogota = await makeCity('Bogotá', 'Cundinamarca', '11001')
    const { store, owner, advisers } = await makeGoStore({ brands: [chevrolet], advisers: 1 })
    const adviser = advisers[0].account
    const buyer = await makeBuyer()

    // no zone chosen: the whole country
    const inMedellin = await makeRequest(buyer, { brandId: chevrolet.id, cityId: medellin.id })
    const inBogota = await makeRequest(buyer, { brandId: chevrolet.id, cityId: bogota.id })
    for (const request of [inMedellin, inBogota]) {
      assert.isTrue(await listed(client, owner, request))
      assert.isTrue(await pushed(owner, request))
    }
    assert.equal(await pendingCount(client, owner), 2)

    // the owner chooses Antioquia
    const save = await client
      .put(`/api/store/store/${store.id}/market`)
      .json({ brand_ids: [chevrolet.id], zone_ids: [medellin.parentId] })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    save.assertStatus(200)

    for (const person of [owner, adviser]) {
      assert.isTrue(await listed(client, person, inMedellin))
      assert.isTrue(await pushed(person, inMedellin))
      assert.isFalse(await listed(client, person, inBogota))
      assert.isFalse(await pushed(person, inBogota))
      assert.equal(await pendingCount(client, person), 1)
    }
    // the vendor's detail page of the request outside follows the same rule
    const detail = await client
      .get(`/api/repuestosGo/QuotationRequest/${inBogota.id}`)
      .loginAs(owner)
      .accept('json')
    assert.notEqual(detail.status(), 200)

    // a single city served: Bogotá joins, nothing else of Cundinamarca would
    await client
      .put(`/api/store/store/${store.id}/market`)
      .json({ brand_ids: [chevrolet.id], zone_ids: [medellin.parentId, bogota.id] })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    assert.isTrue(await listed(client, owner, inBogota))
    assert.isTrue(await pushed(owner, inBogota))
    assert.equal(await pendingCount(client, owner), 2)

    // a brand no longer sold: nothing reaches it
    await client
      .put(`/api/store/store/${store.id}/market`)
      .json({ brand_ids: [], zone_ids: [medellin.parentId] })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    assert.isFalse(await listed(client, owner, inMedellin))
    assert.isFalse(await pushed(owner, inMedellin))
  })

  test('a store request reaches its store wherever the buyer is', async ({ client, assert }) => {
    const chevrolet = await makeBrand()
    const medellin = await makeCity('Medellín', 'Antioquia', '05001')
    const bogota = await makeCity('Bogotá', 'Cundinamarca', '11001')
    const { store, owner } = await makeGoStore({ brands: [chevrolet] })
    await store.related('brands').sync([chevrolet.id])
    await client
      .put(`/api/store/store/${store.id}/market`)
      .json({ brand_ids: [chevrolet.id], zone_ids: [medellin.parentId] })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    const request = await makeRequest(await makeBuyer(), {
      states: ['forStore'],
      storeId: store.id,
      brandId: chevrolet.id,
      cityId: bogota.id,
    })
    assert.isTrue(await listed(client, owner, request))
    assert.isTrue(await pushed(owner, request))
  })
})

import { test } from '@japa/runner'
import QuotationRequest from '#quotations/models/quotation_request'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeGoStore } from '#tests/helpers/vendors'
import { wizardFixtures } from '#tests/helpers/wizard'
import { STORE_REQUEST_MESSAGES as M } from '#quotations/rules/store_request'

const URL = '/api/repuestosGo/quotationRequest'
const WIZARD = '/home/page/cotizacion'

test.group('Wizard with a store chosen (?tienda=)', (group) => {
  freshDatabase(group)

  test('the page names the chosen store', async ({ client }) => {
    const { store } = await makeGoStore({ name: 'Frenos La 80' })
    const response = await client.get(`${WIZARD}?tienda=${store.urlPath}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('quotations/wizard')
    response.assertInertiaPropsContains({
      store: { id: store.id, name: 'Frenos La 80', urlPath: store.urlPath },
      ownStore: false,
    })
  })

  test('without the parameter it is the marketplace wizard', async ({ client }) => {
    const response = await client.get(WIZARD).withInertia()
    response.assertInertiaPropsContains({ store: null, ownStore: false })
  })

  test('{who} is the Spanish 404 page')
    .with([
      { who: 'an unknown store', make: async () => 'no-existe' },
      {
        who: 'a store without the GO module',
        make: async () => (await makeGoStore({ goModule: false })).store.urlPath,
      },
      {
        who: 'a store of another country',
        make: async () => (await makeGoStore({ countryCode: 'MX' })).store.urlPath,
      },
    ])
    .run(async ({ client, assert }, { make }) => {
      const response = await client.get(`${WIZARD}?tienda=${await make()}`)
      response.assertStatus(404)
      assert.include(response.text(), 'errors/not_found')
    })

  test('the store own people are told they cannot ask it', async ({ client }) => {
    const { store, owner } = await makeGoStore()
    const response = await client
      .get(`${WIZARD}?tienda=${store.urlPath}`)
      .loginAs(owner)
      .withInertia()
    response.assertInertiaPropsContains({ ownStore: true })
  })

  test('a buyer sends a store request: only that store, closes at 1', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    const { store } = await makeGoStore()
    const response = await client
      .post(URL)
      .json(body({ store_id: store.id }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    assert.equal(response.body().data.store_id, store.id)
    const request = await QuotationRequest.findByOrFail('code', response.body().data.code)
    assert.equal(request.storeId, store.id)
    assert.isFalse(request.sendToMarketplace)
    assert.isFalse(request.quoteByProduct)
  })

  test('{who} is refused with a Spanish message on store_id')
    .with([
      {
        who: 'the store owner',
        message: M.ownStore,
        make: async (buyerId: number) =>
          StoreFactory.apply('goModule').merge({ userId: buyerId }).create(),
      },
      {
        who: 'an active adviser of the store',
        message: M.ownStore,
        make: async (buyerId: number) => {
          const { store } = await makeGoStore()
          await StoreAdviserFactory.merge({ storeId: store.id, userId: buyerId }).create()
          return store
        },
      },
      {
        who: 'a store without the GO module',
        message: M.storeUnavailable,
        make: async () => (await makeGoStore({ goModule: false })).store,
      },
      {
        who: 'a store switched off',
        message: M.storeUnavailable,
        make: async () => StoreFactory.apply('goModule').merge({ isActive: false }).create(),
      },
      {
        who: 'a store of another country',
        message: M.storeUnavailable,
        make: async () => (await makeGoStore({ countryCode: 'MX' })).store,
      },
    ])
    .run(async ({ client, assert }, { make, message }) => {
      const { buyer, body } = await wizardFixtures()
      const store = await make(buyer.id)
      const before = await QuotationRequest.query().count('* as total').pojo<{ total: number }>()
      const response = await client
        .post(URL)
        .json(body({ store_id: store.id }))
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [{ field: 'store_id', message }])
      const after = await QuotationRequest.query().count('* as total').pojo<{ total: number }>()
      assert.equal(Number(after[0].total), Number(before[0].total))
    })
})

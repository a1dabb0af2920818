import { test } from '@japa/runner'
import QuotationRequest from '#quotations/models/quotation_request'
import { freshDatabase } from '#tests/helpers/database'
import { wizardFixtures } from '#tests/helpers/wizard'
import { StoreFactory } from '#database/factories/store_factory'

const SUBMIT = '/api/repuestosGo/quotationRequest'

/**
 * 'Recibir cotizaciones por autoparte' (quote_by_product): the wizard's summary offers it for
 * requests with two or more parts; the create-request API takes `quote_by_product` and keeps it
 * for marketplace requests with two or more parts only.
 */
test.group('Per-product requests (quote_by_product on POST quotationRequest)', (group) => {
  freshDatabase(group)

  test('kept for a marketplace request with two or more parts, dropped otherwise', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    const submit = async (overrides: Record<string, unknown>) => {
      const response = await client
        .post(SUBMIT)
        .json(body(overrides))
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(201)
      return QuotationRequest.findOrFail(response.body().data.id)
    }

    assert.isTrue((await submit({ quote_by_product: true })).quoteByProduct)
    assert.isFalse((await submit({})).quoteByProduct, 'off unless asked for')
    const onePart = await submit({
      quote_by_product: true,
      details: [{ name: 'Pastillas de freno', amount: 1 }],
    })
    assert.isFalse(onePart.quoteByProduct, 'one part: the request cap already is per part')
    const store = await StoreFactory.apply('goModule').create()
    const storeRequest = await submit({ quote_by_product: true, store_id: store.id })
    assert.isFalse(storeRequest.quoteByProduct, 'a store request takes one quotation')

    const bad = await client
      .post(SUBMIT)
      .json(body({ quote_by_product: 'quizás' }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    bad.assertStatus(422)
    assert.equal(
      bad.body().errors[0].message,
      'Indica si quieres recibir cotizaciones por autoparte'
    )
  })
})

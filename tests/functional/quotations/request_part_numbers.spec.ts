import { test } from '@japa/runner'
import QuotationRequest from '#quotations/models/quotation_request'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { wizardFixtures } from '#tests/helpers/wizard'
import { DETAIL_PAGE, detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE } from './buyer_detail_helpers.js'

const URL = '/api/repuestosGo/quotationRequest'

/**
 * The part number of a requested part (doc 2 §3: a detail line's `reference`, at most 64):
 * optional on every line of the wizard's parts step, whether or not 'Tengo la referencia del
 * repuesto' is ticked (issue 19: the home page invites everybody to add it).
 */
test.group('Request part numbers', (group) => {
  freshDatabase(group)

  test('a part number given without the reference checkbox is kept, trimmed; none is null', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    const response = await client
      .post(URL)
      .json(
        body({
          details: [
            { name: 'Bujía', amount: 4, reference: '  ILKAR7B11 ' },
            { name: 'Filtro de aire', amount: 1, reference: '' },
            { name: 'Filtro de aceite', amount: 1 },
          ],
        })
      )
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const details = await QuotationRequestDetail.query().orderBy('id', 'asc')
    assert.deepEqual(
      details.map((detail) => [detail.name, detail.reference]),
      [
        ['Bujía', 'ILKAR7B11'],
        ['Filtro de aire', null],
        ['Filtro de aceite', null],
      ]
    )
  })

  test('64 characters are accepted; 65 are refused in Spanish and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { buyer, body } = await wizardFixtures()
    const send = (reference: string) =>
      client
        .post(URL)
        .json(body({ details: [{ name: 'Bujía', amount: 1, reference }] }))
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')

    const tooLong = await send('A'.repeat(65))
    tooLong.assertStatus(422)
    assert.deepEqual(tooLong.body().errors, [
      { field: 'details.0.reference', message: 'Utiliza máximo 64 caracteres', rule: 'detail' },
    ])
    assert.equal(await countOf(QuotationRequest), 0)

    ;(await send('A'.repeat(64))).assertStatus(201)
    const detail = await QuotationRequestDetail.firstOrFail()
    assert.equal(detail.reference, 'A'.repeat(64))
  })

  test('the vendor’s request page and the buyer’s page show it', async ({ client, assert }) => {
    const { buyer, request, vendor } = await detailFixtures()
    const [withNumber, without] = request.details
    withNumber.reference = 'PH-5949'
    await withNumber.save()

    const vendorPage = await client.get(DETAIL_PAGE(request.id)).loginAs(vendor.owner).withInertia()
    vendorPage.assertStatus(200)
    const vendorParts = vendorPage.inertiaProps.request.details
    assert.equal(vendorParts.find((d: any) => d.id === withNumber.id).reference, 'PH-5949')
    assert.isNull(vendorParts.find((d: any) => d.id === without.id).reference)

    const buyerPage = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
    buyerPage.assertStatus(200)
    const buyerParts = buyerPage.inertiaProps.request.details
    assert.equal(buyerParts.find((d: any) => d.id === withNumber.id).reference, 'PH-5949')
    assert.isNull(buyerParts.find((d: any) => d.id === without.id).reference)
  })
})

import { test } from '@japa/runner'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import { freshDatabase } from '#tests/helpers/database'
import { wizardFixtures } from '#tests/helpers/wizard'
import { DETAIL_API, detailFixtures } from '#tests/helpers/vendor_detail'
import { item, QUOTATION_DETAIL, rows, send, sendBody } from './quotations_helpers.js'

/**
 * Part numbers are stored in capitals (as the product photos' keys are), whoever types them and
 * however: the buyer's in the wizard, the vendor's in a quotation and in an edit of one product.
 * The pages show them as stored.
 */
test.group('Part numbers in capitals', (group) => {
  freshDatabase(group)

  test("the buyer's part number, typed in lower case", async ({ client, assert }) => {
    const { buyer, body } = await wizardFixtures()
    const response = await client
      .post('/api/repuestosGo/quotationRequest')
      .json(
        body({
          hasReference: true,
          details: [{ name: 'Bujía', amount: 4, reference: ' ilkar7b11 ' }],
        })
      )
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const detail = await QuotationRequestDetail.firstOrFail()
    assert.equal(detail.reference, 'ILKAR7B11')
  })

  test("the vendor's part number, sent and edited in lower case", async ({ client, assert }) => {
    const { request, vendor } = await detailFixtures()
    const sent = await send(
      client,
      vendor.owner,
      sendBody(request, {
        quotationDetails: [item(request.details[0].id, { reference: 'bp-12x' })],
      })
    )
    sent.assertStatus(201)
    assert.equal(sent.body().data.quotationDetails[0].reference, 'BP-12X')
    const detailId = sent.body().data.quotationDetails[0].id
    assert.deepEqual(
      (await rows('quotation_details', { id: detailId })).map((row) => row.reference),
      ['BP-12X']
    )

    const edited = await client
      .patch(QUOTATION_DETAIL(detailId))
      .json({ reference: 'w67/1 x' })
      .loginAs(vendor.owner)
      .withCsrfToken()
      .accept('json')
    edited.assertStatus(200)
    const page = await client.get(DETAIL_API(request.id)).loginAs(vendor.owner).accept('json')
    page.assertStatus(200)
    assert.equal(page.body().data.quotations[0].quotationDetails[0].reference, 'W67/1 X')
  })

  test('a product sent with a null part number is stored without one (it was a 500)', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    const sent = await send(
      client,
      vendor.owner,
      sendBody(request, {
        quotationDetails: [item(request.details[0].id, { reference: null })],
      })
    )
    sent.assertStatus(201)
    const stored = await rows('quotation_details', {})
    assert.deepEqual(
      stored.map((row) => row.reference),
      [null]
    )
  })
})

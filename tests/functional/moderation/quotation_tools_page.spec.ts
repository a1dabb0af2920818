import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager } from '#tests/helpers/requests'
import { DETAIL_PAGE, makeVendorStore } from '#tests/helpers/vendor_detail'
import { InfractionFactory } from '#database/factories/infraction_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import Infraction from '#moderation/models/infraction'
import { makeModerator, quotationFixtures } from './moderation_helpers.js'

const PAGE = 'quotations/vendor_detail'
const PDF = (id: number) => `/repuestosGo/quotation/downloadQuotationInPDF/${id}`

function visit(client: any, user: any, requestId: number) {
  return client.get(DETAIL_PAGE(requestId)).loginAs(user).withInertia()
}

test.group('Admin view of the quotations (quotationTools on the request detail page)', (group) => {
  freshDatabase(group)

  test('a moderator gets Ver, the PDF, "Registrar infracción" and the infraction data', async ({
    client,
    assert,
  }) => {
    const { request, quotation, vendor, brand } = await quotationFixtures()
    const rival = await makeVendorStore({ brands: [brand] })
    const buyerPays = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: rival.store.id,
      shippingOption: 'buyer_pays',
    }).create()
    const moderator = await makeModerator()
    const infraction = await InfractionFactory.merge({
      storeId: vendor.store.id,
      quotationId: quotation.id,
      infractionType: 'share_contact_information',
      infractionDetail: 'Número de teléfono en las observaciones.',
      registeredBy: moderator.id,
    }).create()

    const response = await visit(client, moderator, request.id)
    response.assertStatus(200)
    response.assertInertiaComponent(PAGE)
    const { quotationTools: tools, request: detail } = response.inertiaProps as any
    assert.equal(tools.viewUrl, `/repuestosGo/quotationRequestDetail/${request.id}`)
    assert.isTrue(tools.canRegisterInfraction)
    assert.deepEqual(
      tools.quotations.map((row: any) => [row.id, row.code, row.pdfUrl]),
      [
        [quotation.id, quotation.code, PDF(quotation.id)],
        [buyerPays.id, buyerPays.code, PDF(buyerPays.id)],
      ]
    )
    const stored = await Infraction.findOrFail(infraction.id)
    assert.deepEqual(tools.quotations[0].infractions, [
      {
        id: infraction.id,
        created_at: stored.createdAt.toISO(),
        infractionType: 'share_contact_information',
        infractionTypeLabel: 'Compartir información de contacto',
        infraction_detail: 'Número de teléfono en las observaciones.',
      },
    ])
    assert.deepEqual(tools.quotations[1].infractions, [])
    // read-only: staff edit nothing; the admin view names the buyer-paid shipping
    assert.isFalse(detail.permissions.canEditQuotations)
    assert.isFalse(detail.permissions.canQuote)
    const shown = detail.quotations.find((row: any) => row.id === buyerPays.id)
    assert.equal(shown.shipping_option_label, 'Costo de envío a cargo del comprador')
  })

  test('admins and module managers without the flag export and read, but do not register', async ({
    client,
    assert,
  }) => {
    const { request, quotation, vendor } = await quotationFixtures()
    await InfractionFactory.merge({ storeId: vendor.store.id, quotationId: quotation.id }).create()
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await visit(client, staff, request.id)
      response.assertStatus(200)
      const tools = (response.inertiaProps as any).quotationTools
      assert.isFalse(tools.canRegisterInfraction)
      assert.equal(tools.quotations[0].pdfUrl, PDF(quotation.id))
      assert.lengthOf(tools.quotations[0].infractions, 1)
    }
  })

  test('the store that sent it gets no staff tools (null), nor does a missing request', async ({
    client,
    assert,
  }) => {
    const { request, vendor, quotation } = await quotationFixtures()
    await InfractionFactory.merge({ storeId: vendor.store.id, quotationId: quotation.id }).create()
    const own = await visit(client, vendor.owner, request.id)
    own.assertStatus(200)
    assert.isNull((own.inertiaProps as any).quotationTools)
    const missing = await visit(client, await makeModerator(), request.id + 100)
    missing.assertStatus(404)
    assert.isNull((missing.inertiaProps as any).quotationTools)
  })
})

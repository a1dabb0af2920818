import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import SendQuotation from '#quotations/actions/send_quotation'
import VendorIgnore from '#quotations/models/vendor_ignore'
import { freshDatabase } from '#tests/helpers/database'
import { makeModuleManager } from '#tests/helpers/requests'
import { DETAIL_PAGE, detailFixtures, makeVendorStore } from '#tests/helpers/vendor_detail'

const PAGE = 'quotations/vendor_detail'

/** What the page props say about the quotation form for `user` on request `id`. */
async function formProps(client: any, user: any, id: number) {
  const response = await client.get(DETAIL_PAGE(id)).loginAs(user).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent(PAGE)
  const props = response.inertiaProps
  return {
    canQuote: props.request.permissions.canQuote,
    canEditQuotations: props.request.permissions.canEditQuotations,
    today: props.today,
    checkContactData: props.checkContactData,
  }
}

test.group('Request detail page: the quotation form props', (group) => {
  freshDatabase(group)

  test("a vendor who may quote gets the form, the server's date and the contact check", async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    vendor.owner.infringementDetection = true
    await vendor.owner.save()
    assert.deepEqual(await formProps(client, vendor.owner, request.id), {
      canQuote: true,
      canEditQuotations: true,
      today: DateTime.now().toISODate(),
      checkContactData: true,
    })
  })

  test('no new quotation once the store quoted, discarded, or the request closed', async ({
    client,
    assert,
  }) => {
    const { request, vendor, brand } = await detailFixtures()
    await request.load('details')
    const send = await app.container.make(SendQuotation)
    await send.handle({
      user: vendor.owner,
      store: vendor.store,
      callerAdviser: null,
      request,
      shippingOption: 'included',
      items: [
        {
          quotation_request_detail_id: request.details[0].id,
          name: 'Pastillas',
          brand: 'Bosch',
          amount: 1,
          unit_price: '85000.00',
          warranty: 30,
          delivery_time: 'next_business_day',
        },
      ],
    })
    const quoted = await formProps(client, vendor.owner, request.id)
    assert.isFalse(quoted.canQuote, 'one quotation per store: it edits the one it sent')
    assert.isTrue(quoted.canEditQuotations)

    const discarding = await makeVendorStore({ brands: [brand] })
    await VendorIgnore.create({
      quotationRequestId: request.id,
      storeId: discarding.store.id,
      userId: discarding.owner.id,
      reason: 'f',
    })
    assert.isFalse((await formProps(client, discarding.owner, request.id)).canQuote)

    const late = await makeVendorStore({ brands: [brand] })
    request.merge({ isClosed: true, closeReason: 'already_bought', closedAt: DateTime.now() })
    await request.save()
    assert.isFalse((await formProps(client, late.owner, request.id)).canQuote)
  })

  test('staff never get the form', async ({ client, assert }) => {
    const { request } = await detailFixtures()
    const manager = await makeModuleManager()
    const props = await formProps(client, manager, request.id)
    assert.isFalse(props.canQuote)
    assert.isFalse(props.canEditQuotations)
  })
})

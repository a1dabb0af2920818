import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { DETAIL_PAGE, detailFixtures } from '#tests/helpers/vendor_detail'
import { makeAdmin, makeModuleManager } from '#tests/helpers/requests'
import { BUYER_PAGE, orderFrom, quote } from '#tests/functional/quotations/buyer_detail_helpers'

/**
 * Issue 19, staff: 'Ver pedido RV-…' on the staff's view of a request opened the buyer's order
 * page (404 for them); they had no way but typing the vendor's URL to reach a quotation's
 * 'Exportar PDF' and 'Registrar infracción'; and the staff view of a request showed every part
 * 'Solicitud cerrada' under a header saying 'Disponible'.
 */
test.group('Staff views of requests, quotations and orders', (group) => {
  freshDatabase(group)

  test("staff follow 'Ver pedido' to the read-only order page and each quotation to its staff view", async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    const quotation = await quote(request, vendor.store)
    const order = await orderFrom(quotation, buyer.id, 1)

    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const page = await client.get(BUYER_PAGE(request.id)).loginAs(staff).withInertia()
      page.assertStatus(200)
      const shown = page.inertiaProps.request.quotations[0]
      assert.equal(shown.orders[0].url, `/repuestosGo/ventas/${order.id}`)
      assert.equal(
        shown.staffUrl,
        `/repuestosGo/quotationRequest/${request.id}?section=quotation-${quotation.id}`
      )
      // both links open for staff: the read-only order page and the quotation's staff view
      const orderPage = await client.get(shown.orders[0].url).loginAs(staff).withInertia()
      orderPage.assertStatus(200)
      assert.equal(orderPage.inertiaProps.order.side, 'staff')
      assert.deepEqual(orderPage.inertiaProps.order.actions, [])
      const staffView = await client.get(shown.staffUrl).loginAs(staff).withInertia()
      staffView.assertStatus(200)
      assert.isTrue(staffView.inertiaProps.request.permissions.isStaff)
    }

    // the buyer keeps their own order page and gets no staff link
    const own = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
    const mine = own.inertiaProps.request.quotations[0]
    assert.equal(mine.orders[0].url, `/repuestosGo/compras/${order.id}`)
    assert.isNull(mine.staffUrl)
  })

  test('the staff view shows each part true state, consistent with the header', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 2 })
    const quotation = await quote(request, vendor.store)
    // the first part is bought; the second only quoted
    await orderFrom(quotation, buyer.id, 1)
    const admin = await makeAdmin()

    const page = await client.get(DETAIL_PAGE(request.id)).loginAs(admin).withInertia()
    page.assertStatus(200)
    const shown = page.inertiaProps.request
    assert.isTrue(shown.available, "the header says 'Disponible'")
    assert.deepEqual(
      shown.details.map((detail: any) => [detail.staffState, detail.closed]),
      [
        ['purchased', false],
        ['open', false],
      ]
    )

    // the vendor's own view keeps the vendor's rule ('Solicitud cerrada' is about their store)
    const vendorPage = await client.get(DETAIL_PAGE(request.id)).loginAs(vendor.owner).withInertia()
    assert.deepEqual(
      vendorPage.inertiaProps.request.details.map((detail: any) => detail.staffState),
      [null, null]
    )

    // a closed request: every part says so, as the header does
    await request.merge({ isClosed: true, closedAt: request.createdAt }).save()
    const closed = await client.get(DETAIL_PAGE(request.id)).loginAs(admin).withInertia()
    assert.isFalse(closed.inertiaProps.request.available)
    assert.deepEqual(
      closed.inertiaProps.request.details.map((detail: any) => [detail.staffState, detail.closed]),
      [
        ['closed', true],
        ['closed', true],
      ]
    )
  })
})

import { test } from '@japa/runner'
import ShippingCostRule from '#stores/models/shipping_cost_rule'
import QuotationDetail from '#quotations/models/quotation_detail'
import { freshDatabase } from '#tests/helpers/database'
import { DETAIL_PAGE, detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, quote } from '#tests/functional/quotations/buyer_detail_helpers'

/**
 * Issue 19: the vendor's view of a quotation shows the shipping the buyer pays — the one
 * shipping rule, the vendor's value capped by the store's tiers ('from $ 200.000 free').
 */
test.group('The one shipping rule on the quotation pages', (group) => {
  freshDatabase(group)

  test('vendor and buyer see the same shipping below and above the free tier', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    await ShippingCostRule.createMany([
      { storeId: vendor.store.id, lowerPurchasePrice: 0, addShippingCost: 12000 },
      { storeId: vendor.store.id, lowerPurchasePrice: 200000, addShippingCost: 0 },
    ])
    const quotation = await quote(request, vendor.store, { amount: 2, shipping: 'added' })
    for (const [price, shipping, total] of [
      [99999, '12000.00', '211998.00'],
      [105474, '0.00', '210948.00'],
    ] as const) {
      await QuotationDetail.query()
        .where('quotation_id', quotation.id)
        .update({ unit_price: price })
      const vendorPage = await client
        .get(DETAIL_PAGE(request.id))
        .loginAs(vendor.owner)
        .withInertia()
      const own = vendorPage.inertiaProps.request.quotations[0]
      assert.include(own, { shipping, total })
      assert.lengthOf(vendorPage.inertiaProps.request.shippingRules, 2)
      const buyerPage = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
      assert.include(buyerPage.inertiaProps.request.quotations[0], { shipping, total })
    }
  })
})

import { test } from '@japa/runner'
import ShippingCostRule from '#stores/models/shipping_cost_rule'
import QuotationDetail from '#quotations/models/quotation_detail'
import { freshDatabase } from '#tests/helpers/database'
import { DETAIL_PAGE, detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, quote } from '#tests/functional/quotations/buyer_detail_helpers'
import Quotation from '#quotations/models/quotation'
import {
  CLOSE,
  QUOTATION,
  QUOTATION_DETAIL,
  item,
  send,
  sendBody,
} from '#tests/functional/quotations/quotations_helpers'

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

/**
 * Issue 19: the quotation API's answers (send, edit, product update and removal, close) price the quotation
 * with the store's tiers, as the pages, the buyer and the stored total do.
 */
test.group('The one shipping rule in the quotation API answers', (group) => {
  freshDatabase(group)

  test('send, edit, product update and removal, close answer the free tier’s shipping', async ({
    client,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    // 'from $ 0: $ 20.000; from $ 200.000: free'
    await ShippingCostRule.createMany([
      { storeId: vendor.store.id, lowerPurchasePrice: 0, addShippingCost: 20000 },
      { storeId: vendor.store.id, lowerPurchasePrice: 200000, addShippingCost: 0 },
    ])
    const api = (method: 'patch' | 'post' | 'delete', url: string, body: Record<string, unknown>) =>
      client[method](url).json(body).loginAs(vendor.owner).withCsrfToken().accept('json')
    /** The answer shows what the buyer's page and the stored quotation show. */
    const agrees = async (answer: any, shipping: string, total: string, buyerSees = true) => {
      assert.include(answer.body().data, { shipping, total }, JSON.stringify(answer.body().data))
      const stored = await Quotation.findOrFail(answer.body().data.id)
      assert.equal(Number(stored.total), Number(total))
      if (!buyerSees) return
      const buyerPage = await client.get(BUYER_PAGE(request.id)).loginAs(buyer).withInertia()
      assert.include(buyerPage.inertiaProps.request.quotations[0], { shipping, total })
    }

    // 2 × 105 000 = 210 000 with 12 000 added: the free tier from 200 000 makes it 0
    const sent = await send(
      client,
      vendor.owner,
      sendBody(request, {
        quotationDetails: [item(request.details[0].id, { unit_price: '105000' })],
      })
    )
    sent.assertStatus(201)
    await agrees(sent, '0.00', '210000.00')
    const id: number = sent.body().data.id
    const detailId: number = sent.body().data.quotationDetails[0].id

    const edited = await api('patch', QUOTATION(id), { shipping_cost: '15000' })
    edited.assertStatus(200)
    assert.isTrue(edited.body().changed)
    await agrees(edited, '0.00', '210000.00')
    const unchanged = await api('patch', QUOTATION(id), { shipping_cost: '15000' })
    assert.isFalse(unchanged.body().changed)
    await agrees(unchanged, '0.00', '210000.00')

    const product = await api('patch', QUOTATION_DETAIL(detailId), { unit_price: '110000' })
    product.assertStatus(200)
    await agrees(product, '0.00', '220000.00')
    // below the free tier the vendor's 15 000 (under the tiers' 20 000) is charged again
    const cheaper = await api('patch', QUOTATION_DETAIL(detailId), { unit_price: '90000' })
    await agrees(cheaper, '15000.00', '195000.00')
    ;(await api('patch', QUOTATION_DETAIL(detailId), { unit_price: '110000' })).assertStatus(200)

    const added = await api('patch', QUOTATION(id), {
      quotationDetails: [item(null, { amount: 1, unit_price: '5000' })],
    })
    added.assertStatus(200)
    await agrees(added, '0.00', '225000.00')
    const extra = added.body().data.quotationDetails.find((row: any) => row.id !== detailId)
    const removed = await api('delete', QUOTATION_DETAIL(extra.id), {})
    removed.assertStatus(200)
    await agrees(removed, '0.00', '220000.00')

    const closed = await api('post', CLOSE(id), {})
    closed.assertStatus(200)
    await agrees(closed, '0.00', '220000.00', false)
  })
})

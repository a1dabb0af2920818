import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import type { Page } from 'playwright'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import ShippingCostRule from '#stores/models/shipping_cost_rule'
import QuotationDetail from '#quotations/models/quotation_detail'
import { freshDatabase } from '#tests/helpers/database'
import { detailFixtures } from '#tests/helpers/vendor_detail'
import { makeRequest } from '#tests/helpers/requests'
import { BUYER_PAGE, quote } from '#tests/functional/quotations/buyer_detail_helpers'

/** es-CO money uses no-break spaces: compare texts with single plain spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()

async function pdfText(page: Page, quotationId: number) {
  const response = await page.request.get(
    `/repuestosGo/quotation/downloadQuotationInPDF/${quotationId}`
  )
  if (response.status() !== 200) throw new Error(`PDF answered ${response.status()}`)
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: await response.body() })
  if (result.error || result.status !== 0) throw new Error('pdftotext failed')
  return plain(result.stdout.toString('utf8'))
}

/**
 * Issue 19: El Poblado's 'Política de envíos' says purchases from $ 200.000 ship free, yet a
 * $ 210.947 purchase was charged $ 12.000. One shipping rule: below, at and above the free tier
 * the buyer's total box, its policy popover, the checkout wizard, the order page and the PDF
 * show the same shipping.
 */
test.group('The shipping rule in the browser', (group) => {
  freshDatabase(group)

  test('below, at and above the free tier: the same shipping everywhere', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    await buyer
      .merge({ identification: '1020304050', address: 'Calle 10 # 43-12', cityId: request.cityId })
      .save()
    await vendor.store.merge({ salesModel: 'orders' }).save()
    await ShippingCostRule.createMany([
      { storeId: vendor.store.id, lowerPurchasePrice: 0, addShippingCost: 12000 },
      { storeId: vendor.store.id, lowerPurchasePrice: 200000, addShippingCost: 0 },
    ])
    const requests = [
      request,
      await makeRequest(buyer, { brandId: request.brandId, cityId: request.cityId, parts: 1 }),
      await makeRequest(buyer, { brandId: request.brandId, cityId: request.cityId, parts: 1 }),
    ]
    // below: 1 × 199 999; at: 2 × 100 000; above: 2 × 105 474 (the vendor added $ 12.000)
    const cases = [
      { units: 1, price: 199999, subtotal: '$ 199.999', shipping: '$ 12.000', total: '$ 211.999' },
      { units: 2, price: 100000, subtotal: '$ 200.000', shipping: null, total: '$ 200.000' },
      { units: 2, price: 105474, subtotal: '$ 210.948', shipping: null, total: '$ 210.948' },
    ]

    await browserContext.loginAs(buyer)
    for (const [index, expected] of cases.entries()) {
      const quotation = await quote(requests[index], vendor.store, {
        amount: expected.units,
        shipping: 'added',
      })
      await QuotationDetail.query()
        .where('quotation_id', quotation.id)
        .update({ unit_price: expected.price })
      const shippingText = expected.shipping ?? 'Envío gratis'
      const label = `${expected.subtotal} (${shippingText})`

      // the buyer's total box and the popover of the store's policy
      const page = await visit(BUYER_PAGE(requests[index].id))
      const block = page.getByTestId('quotation-block').first()
      await block.getByTestId('purchase-total').waitFor()
      assert.equal(plain(await block.getByTestId('purchase-shipping').innerText()), shippingText)
      assert.equal(
        plain(await block.getByTestId('purchase-total-value').innerText()),
        expected.total,
        label
      )
      await block.getByTestId('shipping-policy').click()
      const popover = page.getByTestId('shipping-policy-purchase')
      await popover.waitFor()
      assert.equal(
        plain(await popover.innerText()),
        `Tu compra de ${expected.subtotal} ${shippingText}`,
        label
      )
      // closed before buying (it would cover the button): Escape, else the trigger again
      await page.keyboard.press('Escape')
      if (
        !(await popover.waitFor({ state: 'hidden', timeout: 2000 }).then(
          () => true,
          () => false
        ))
      ) {
        await block.getByTestId('shipping-policy').click()
        await popover.waitFor({ state: 'hidden' })
      }

      // the checkout wizard
      await block.getByTestId('buy-button').click()
      const wizard = page.getByRole('dialog')
      await wizard.getByTestId('checkout-summary').waitFor()
      assert.equal(
        plain(await wizard.getByTestId('checkout-total').innerText()),
        expected.total,
        label
      )
      // the shipping step (and its popover) only when the delivery costs something
      assert.equal(
        await wizard.getByTestId('checkout-step-shipping').count(),
        expected.shipping ? 1 : 0,
        label
      )
      for (let step = 0; step < 6; step += 1) {
        if (await wizard.getByTestId('order-sent').count()) break
        const terms = wizard.getByTestId('order-terms')
        if ((await terms.count()) && !(await terms.isChecked())) await terms.check()
        await wizard.getByTestId('checkout-next').click()
        await page.waitForTimeout(400)
      }
      await wizard.getByTestId('order-sent').waitFor()

      // the order, its page and the PDF of the quotation (every unit bought)
      const order = await CartShoppingHeader.query()
        .where('quotation_id', quotation.id)
        .firstOrFail()
      assert.equal(Number(order.shippingCost), expected.shipping ? 12000 : 0, label)
      const orderPage = await visit(`/repuestosGo/compras/${order.id}`)
      const totals = plain(await orderPage.getByTestId('order-totals').innerText())
      assert.include(totals, `Envío · Envío a domicilio ${expected.shipping ?? '$ 0'}`, label)
      assert.include(totals, `Total ${expected.total}`, label)
      const pdf = await pdfText(orderPage, quotation.id)
      assert.include(pdf, `Subtotal ${expected.subtotal}`, label)
      assert.include(pdf, `Envío ${shippingText}`, label)
      assert.include(pdf, `Total ${expected.total}`, label)
    }
  }).timeout(180000)
})

import { test } from '@japa/runner'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { freshDatabase } from '#tests/helpers/database'
import { detailFixtures, makeVendorStore } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, quote } from '#tests/functional/quotations/buyer_detail_helpers'

/**
 * Issue 19: a competing vendor writes `<!--<script>` in its quotation's observations. The
 * buyer's request page stays whole (the page JSON is escaped: app/core/services/page_json.ts),
 * shows the text as text, runs nothing of it, and the buyer still buys the honest offer.
 */
const EVIL = '<!--<script>window.__pwned = true</script> Mejor precio garantizado'

test.group('Page data escaping in the browser', (group) => {
  freshDatabase(group)

  test('a vendor\u2019s <!--<script> observation leaves the buyer\u2019s page whole; the buyer buys', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    await buyer
      .merge({ identification: '1020304050', address: 'Calle 10 # 43-12', cityId: request.cityId })
      .save()
    const brand = await VehicleBrand.findOrFail(request.brandId)
    const rival = await makeVendorStore({ brands: [brand] })
    const honest = await quote(request, vendor.store, { amount: 1, shipping: 'added' })
    const evil = await quote(request, rival.store, { amount: 1, shipping: 'included' })
    await evil.merge({ observations: EVIL }).save()

    await browserContext.loginAs(buyer)
    const page = await visit(BUYER_PAGE(request.id))
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.getByText('Opción de compra #2').waitFor()
    await page.getByText(EVIL).waitFor()
    assert.equal(await page.getByTestId('quotation-block').count(), 2)
    assert.isUndefined(await page.evaluate(() => (globalThis as any).__pwned))

    const block = page.locator(`[data-testid="quotation-block"][data-quotation-id="${honest.id}"]`)
    await block.getByTestId('quantity-to-buy').first().fill('1')
    await block.getByTestId('buy-button').click()
    const wizard = page.getByRole('dialog')
    await wizard.getByTestId('checkout-step-shipping').waitFor()
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-billing').waitFor()
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-address').waitFor()
    await wizard.getByTestId('order-terms').check()
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('order-sent').waitFor()

    const order = await CartShoppingHeader.query().where('quotation_id', honest.id).firstOrFail()
    assert.equal(order.userId, buyer.id)
    assert.deepEqual(errors, [])
  }).timeout(90000)
})

import { test } from '@japa/runner'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import UserAdditionalAddress from '#orders/models/user_additional_address'
import BuyerIgnore from '#quotations/models/buyer_ignore'
import { freshDatabase } from '#tests/helpers/database'
import { detailFixtures, makeVendorStore } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, quote } from '#tests/functional/quotations/buyer_detail_helpers'
import VehicleBrand from '#catalog/models/vehicle_brand'

/**
 * Issue 11, end to end in Chromium: a buyer compares two purchase options, discards one with a
 * reason, buys the other through the checkout wizard adding a new delivery address, sees the
 * order in 'Mis compras', and the store confirms it.
 */
/** SHOTS=dir saves a screenshot of each screen (for looking at them, not asserted). */
async function shot(page: import('playwright').Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` })
}

test.group('Buyer purchase in the browser', (group) => {
  freshDatabase(group)

  test('compare, discard one option, buy the other with a new address; the store confirms', async ({
    browser,
    browserContext,
    visit,
    assert,
    cleanup,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 2 })
    await buyer
      .merge({ identification: '1020304050', address: 'Calle 10 # 43-12', cityId: request.cityId })
      .save()
    const brand = await VehicleBrand.findOrFail(request.brandId)
    const other = await makeVendorStore({ brands: [brand] })
    await other.store.merge({ name: 'AutoPartes Bogotá' }).save()
    const first = await quote(request, vendor.store, { amount: 2, shipping: 'added' })
    const second = await quote(request, other.store, { amount: 1, shipping: 'included' })

    await browserContext.loginAs(buyer)
    const page = await visit(BUYER_PAGE(request.id))
    if (process.env.SHOTS_MOBILE) await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('heading', { name: 'Cotizaciones' }).waitFor()
    await page.getByText('Opción de compra #1').waitFor()
    await page.getByText('Opción de compra #2').waitFor()
    await shot(page, '1-buyer-detail')
    const blocks = page.getByTestId('quotation-block')
    assert.equal(await blocks.count(), 2)
    // the vendor's private part number never reaches the buyer
    assert.notInclude(await page.content(), 'BP-SECRET')

    // discard the second option: a reason is required
    const secondBlock = page.locator(
      `[data-testid="quotation-block"][data-quotation-id="${second.id}"]`
    )
    const firstBlock = page.locator(
      `[data-testid="quotation-block"][data-quotation-id="${first.id}"]`
    )
    await secondBlock.getByTestId('discard-quotation').click()
    const discardDialog = page.getByRole('dialog')
    await discardDialog.getByTestId('confirm-discard').click()
    await discardDialog.getByText('Debes seleccionar una opción').waitFor()
    await discardDialog.getByLabel('Precio alto').check()
    await discardDialog.getByTestId('confirm-discard').click()
    await page.getByText('Cotización descartada exitosamente').first().waitFor()
    await secondBlock.getByTestId('discarded-note').waitFor()
    const ignore = await BuyerIgnore.query().where('quotation_id', second.id).firstOrFail()
    assert.equal(ignore.reason, 'high_price')

    // buy one unit of the first product only
    const quantities = firstBlock.getByTestId('quantity-to-buy')
    await quantities.nth(0).fill('1')
    await quantities.nth(1).fill('0')
    await firstBlock.getByTestId('buy-button').click()
    const wizard = page.getByRole('dialog')
    await wizard.getByText('Completa tu compra en 3 pasos').waitFor()
    await wizard.getByTestId('checkout-step-shipping').waitFor()
    await shot(page, '2-wizard-shipping')
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-billing').waitFor()
    await wizard.getByTestId('billing-option-0').waitFor()
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-address').waitFor()

    // a new delivery address, saved inline and selected
    await wizard.getByRole('button', { name: 'Agregar dirección' }).click()
    await wizard.getByLabel('Nombre completo').fill('Carlos Gómez')
    await wizard.getByLabel('Número de identificación').fill('98765432')
    await wizard
      .getByRole('textbox', { name: 'Dirección', exact: true })
      .fill('Carrera 43A # 1-50, oficina 204')
    await shot(page, '3-wizard-new-address')
    await wizard.getByRole('button', { name: 'Guardar' }).click()
    const address = await (async () => {
      for (let i = 0; i < 50; i += 1) {
        const row = await UserAdditionalAddress.query().where('user_id', buyer.id).first()
        if (row) return row
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error('the new address was not saved')
    })()
    await wizard
      .locator(`[data-testid="address-option-${address.id}"]:checked`)
      .waitFor({ state: 'attached' })

    // the terms are required on a marketplace order
    await wizard.getByTestId('checkout-next').click()
    await wizard
      .getByText('Debes aceptar los términos y condiciones para continuar con el pedido')
      .waitFor()
    assert.isNull(await CartShoppingHeader.query().first())
    await shot(page, '4-wizard-terms')
    await wizard.getByTestId('order-terms').check()
    await wizard.getByTestId('order-comment').fill('Entregar en la portería, por favor.')
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('order-sent').waitFor()
    await shot(page, '5-order-sent')

    const order = await CartShoppingHeader.query()
      .where('quotation_id', first.id)
      .preload('items')
      .firstOrFail()
    assert.equal(order.userId, buyer.id)
    assert.equal(order.addressId, address.id)
    assert.isNull(order.billingId)
    assert.equal(order.items.length, 1)
    assert.equal(order.items[0].quantity, 1)
    // 1 × 85 000.50 + 12 000 shipping added by the vendor
    assert.equal(Number(order.total), 97000.5)
    assert.equal(order.comment, 'Entregar en la portería, por favor.')

    await wizard.getByRole('link', { name: 'Ver mi pedido' }).click()
    await page.waitForURL(`**/repuestosGo/compras/${order.id}`)
    await page.getByText(order.refVenta!).first().waitFor()
    await page.getByText('Carrera 43A # 1-50, oficina 204').waitFor()
    await shot(page, '6-purchase-detail')

    // the store confirms the order; the buyer's side shows it confirmed
    const storeContext = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    cleanup(() => storeContext.close())
    await storeContext.loginAs(vendor.owner)
    const storePage = await storeContext.newPage()
    await storePage.goto(`/repuestosGo/ventas/${order.id}`)
    await storePage.getByRole('button', { name: 'Confirmar pedido' }).click()
    await storePage.getByRole('button', { name: 'Sí, continuar' }).click()
    await storePage.getByText('Confirmado').first().waitFor()
    await shot(storePage, '7-sale-confirmed')
    await order.refresh()
    assert.equal(order.status, 'confirmed')
    await page.reload()
    await page.getByText('Confirmado').first().waitFor()
  }).timeout(90000)
})

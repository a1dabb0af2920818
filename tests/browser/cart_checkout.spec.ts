import { test } from '@japa/runner'
import type { Page } from 'playwright'
import app from '@adonisjs/core/services/app'
import { PaymentGateway } from '#orders/services/payments/payment_gateway'
import { LocalPaymentGateway } from '#orders/services/payments/local_gateway'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { freshDatabase } from '#tests/helpers/database'
import { detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, quote } from '#tests/functional/quotations/buyer_detail_helpers'

/**
 * Issue 19, in Chromium: a cart store's 'Continuar compra' wizard has the comment and the terms
 * (linked to /terminos-y-condiciones, also from the footer); the purchase goes to the payment
 * gateway, and once paid the local page links the order and 'Mis compras'.
 * SHOTS=dir saves the screens at 1280 and 375 px (for looking at them, not asserted).
 */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${process.env.SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function waitForOrder(quotationId: number) {
  for (let i = 0; i < 100; i += 1) {
    const order = await CartShoppingHeader.query().where('quotation_id', quotationId).first()
    if (order?.paymentLink) return order
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the cart purchase was not made')
}

test.group('Cart checkout in the browser', (group) => {
  freshDatabase(group)
  // the link names this test server (APP_URL names the development one)
  group.each.setup(() => {
    const base = `http://${process.env.HOST}:${process.env.PORT}`
    app.container.swap(PaymentGateway, () => new LocalPaymentGateway(base))
    return () => app.container.restore(PaymentGateway)
  })

  test('Continuar compra: comment and linked terms, then paid on the gateway with links back', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    await buyer
      .merge({ identification: '1020304050', address: 'Calle 10 # 43-12', cityId: request.cityId })
      .save()
    await vendor.store.merge({ salesModel: 'cart' }).save()
    const quotation = await quote(request, vendor.store, { amount: 1, shipping: 'included' })

    await browserContext.loginAs(buyer)
    const page = await visit(BUYER_PAGE(request.id))
    await page.getByTestId('buy-button').filter({ hasText: 'Continuar compra' }).click()
    const wizard = page.getByTestId('checkout-wizard')
    await wizard.getByTestId('billing-option-0').waitFor()
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-address').waitFor()

    // the last step: the same confirmation as 'Enviar pedido'
    await wizard.getByTestId('order-comment').waitFor()
    const termsLink = wizard.getByTestId('terms-link')
    assert.equal(await termsLink.getAttribute('href'), '/terminos-y-condiciones')
    assert.equal(await termsLink.innerText(), 'términos y condiciones')
    await wizard.getByTestId('checkout-next').click()
    await wizard
      .getByText('Debes aceptar los términos y condiciones para continuar con el pedido')
      .waitFor()
    await wizard.getByTestId('order-comment').fill('Entregar en la portería, por favor.')
    await wizard.getByTestId('order-terms').check()
    await shots(page, 'cart-wizard')
    await wizard.getByTestId('checkout-next').click()

    // straight to the payment gateway's page
    await page.waitForURL('**/pagos/local/**')
    const order = await waitForOrder(quotation.id)
    assert.equal(order.salesModel, 'cart')
    assert.equal(order.comment, 'Entregar en la portería, por favor.')
    await page.getByTestId('local-payment-pay').click()
    await page.getByText('Este pedido ya está pagado. ¡Gracias por tu compra!').waitFor()
    await page.getByTestId('local-payment-purchases').waitFor()
    await shots(page, 'local-payment-paid')
    await page.getByTestId('local-payment-order').click()
    await page.waitForURL(`**/repuestosGo/compras/${order.id}`)
    await page.getByText(order.refVenta).first().waitFor()

    // the footer links the terms page
    await page.getByTestId('footer-terms').click()
    await page.waitForURL('**/terminos-y-condiciones')
    await page.getByRole('heading', { name: 'Términos y condiciones', level: 1 }).waitFor()
    await page.getByRole('heading', { name: '6. Comisión' }).waitFor()
    await shots(page, 'terms')
  }).timeout(90000)
})

import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { writeFile } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import Store from '#stores/models/store'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo } from '#tests/helpers/people'
import { colombianTermsIn } from '#tests/helpers/country_terms'
import { DETAIL_PAGE, PENDING_URL } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE } from '#tests/functional/quotations/buyer_detail_helpers'

/** The Mexican site of the test server (mx.localhost is 127.0.0.1 for Chromium). */
const MX_SITE = () => `http://mx.localhost:${process.env.PORT}`

/** The first visit of a page may compile it (Vite) on a busy machine. */
const FIRST_LOAD = { timeout: 90_000 }

/** The guest's Mexican WhatsApp number (Guadalajara, 10 digits). */
const MOBILE = '3312345678'

/** A browser of its own (its own cookies) on the Mexican site, on a wide screen. */
async function mexicanBrowser(browser: Browser, cleanup: (fn: () => Promise<void>) => void) {
  // wide enough that the toasts (bottom right) never cover a dialog's buttons
  const context = await browser.newContext({
    baseURL: MX_SITE(),
    viewport: { width: 1600, height: 900 },
  })
  cleanup(() => context.close())
  return context
}

/**
 * Signs `user` in on the Mexican site. The session cookie of `loginAs` is for the test server's
 * host (localhost), which Chromium does not send to mx.localhost: the session is started first
 * with its cookie on mx.localhost, and `loginAs` writes the user into it.
 */
async function signInOnMexicanSite(context: BrowserContext, user: User) {
  await context.initiateSession({ domain: 'mx.localhost' })
  await context.loginAs(user)
  // loginAs does not wait for the session's write: wait for it here
  for (let tries = 0; tries < 50; tries += 1) {
    if (Object.values(await context.getSession()).includes(user.id)) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`the session does not hold user ${user.id}`)
}

/** Marks the page's document: a reload would wipe the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    ;(globalThis as unknown as { sinRecargar: boolean }).sinRecargar = true
  })
const notReloaded = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { sinRecargar?: boolean }).sinRecargar === true)

/** What a person reads on the page: its text, and the placeholders of the visible fields. */
async function visibleText(page: Page) {
  const text = await page.locator('body').innerText()
  const placeholders = await page
    .locator('input[placeholder]:visible, textarea[placeholder]:visible')
    .evaluateAll((fields) =>
      fields.map((field) => (field as unknown as { placeholder: string }).placeholder)
    )
  return [text, ...placeholders].join('\n')
}

/** A money text as the page shows it (spaces normalised). */
const shown = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).replace(/\s/g, ' ').trim()

/**
 * Issue 21, the whole Mexican loop in Chromium on mx.localhost, on the demo seed: a guest finds
 * the Volkswagen Vento of plate PRT-456-B, asks for 'Balatas delanteras' verifying a +52
 * WhatsApp; Refaccionaria Tapatía (Guadalajara) sees the request arrive live in Pendientes and
 * quotes it in pesos with centavos ($1,234.50 + $150.00 shipping); the buyer sees it live, buys it
 * with Mexican billing and delivery data; the store sees the order. Every screen the buyer and the
 * vendor saw is then searched for Colombian terms (tests/helpers/country_terms.ts).
 */
test.group('Mexico end to end in the browser (mx.localhost)', (group) => {
  freshDatabase(group)

  test('a guest asks for balatas, a Mexican store quotes in pesos, the buyer buys, the store sees the order', async ({
    browser,
    assert,
    cleanup,
  }) => {
    await testUtils.db().seed()
    const vendor = await User.findByOrFail('email', 'vendedor.mx1@repuestos.local')
    const tapatia = await Store.findByOrFail('user_id', vendor.id)

    /** The visible text of each screen, by who saw it. */
    const screens: { who: 'comprador' | 'vendedor'; screen: string; text: string }[] = []
    const capture = async (who: 'comprador' | 'vendedor', screen: string, page: Page) => {
      screens.push({ who, screen, text: await visibleText(page) })
    }

    // 1. the vendor has Pendientes open on the Mexican site, its live channel connected
    const vendorContext = await mexicanBrowser(browser, cleanup)
    await signInOnMexicanSite(vendorContext, vendor)
    const vendorPage = await vendorContext.newPage()
    await vendorPage.goto(PENDING_URL, FIRST_LOAD)
    await vendorPage
      .locator('[data-testid="pending-tab"][data-stream="connected"]')
      .waitFor(FIRST_LOAD)
    await markDocument(vendorPage)
    await capture('vendedor', 'Pendientes (antes)', vendorPage)

    // 2. a guest on the Mexican site finds the Vento by its plate
    const buyerContext: BrowserContext = await mexicanBrowser(browser, cleanup)
    const page = await buyerContext.newPage()
    await page.goto('/home/page/cotizacion', FIRST_LOAD)
    await page.getByLabel('Placa del vehículo').waitFor(FIRST_LOAD)
    await capture('comprador', 'Solicitud: placa', page)
    await page.getByLabel('Placa del vehículo').fill('PRT-456-B')
    await page.getByLabel('No soy un robot').check()
    await page.getByTestId('plate-search-button').click()
    const vehicle = page.getByTestId('vehicle-info-card')
    await vehicle.getByText('Verificado').waitFor()
    await vehicle.getByText(/Vento/).first().waitFor()
    await capture('comprador', 'Solicitud: vehículo', page)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByLabel('Nombre de la autoparte').first().fill('Balatas delanteras')
    await capture('comprador', 'Solicitud: autopartes', page)
    await page.getByRole('button', { name: 'Continuar' }).click()

    // 3. a new user in Guadalajara with a +52 WhatsApp, verified with the code sent to it
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Mariana Hernández López')
    const city = page.getByPlaceholder('Escribe tu ciudad')
    await city.click()
    await city.pressSequentially('Guadala', { delay: 15 })
    await page.getByRole('option', { name: 'Guadalajara, Jalisco' }).click()
    await page.getByRole('textbox', { name: /^Email/ }).fill('mariana@example.mx')
    const whatsapp = page.getByRole('textbox', { name: 'Número de WhatsApp' })
    await whatsapp.fill('33 1234 5678')
    await page.getByText('+52', { exact: true }).first().waitFor()
    await capture('comprador', 'Solicitud: tus datos', page)
    await page.getByRole('button', { name: 'Continuar' }).click()
    const verify = page.getByRole('dialog', { name: 'Verifica tu número de WhatsApp' })
    await verify.waitFor()
    await capture('comprador', 'Solicitud: verificación del WhatsApp', page)
    const code = await lastCodeSentTo(MOBILE, '52')
    const boxes = page.getByTestId('verify-code-input').locator('input')
    for (const [index, digit] of [...code].entries()) await boxes.nth(index).fill(digit)

    // 4. the summary, then the request is sent
    const summary = page.getByRole('dialog', { name: 'Resumen de tu solicitud' })
    await summary.getByText('Balatas delanteras').waitFor()
    await capture('comprador', 'Solicitud: resumen', page)
    const buyer = await User.findByOrFail('mobile', MOBILE)
    assert.equal(buyer.countryCode, 'MX')
    assert.isTrue(buyer.mobileVerified)
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await page.getByText('¡Solicitud de cotización enviada!').waitFor()
    await capture('comprador', 'Solicitud: enviada', page)
    const request = await QuotationRequest.query()
      .where('user_id', buyer.id)
      .preload('details')
      .firstOrFail()
    assert.equal(request.countryCode, 'MX')
    assert.equal(request.vehicleLicensePlate, 'PRT456B')
    assert.equal(request.vehicleModel, 'Vento')
    assert.deepEqual(
      request.details.map((detail) => detail.name),
      ['Balatas delanteras']
    )

    // 5. the buyer, now signed in, follows the request in 'Mis solicitudes'
    const subscribed = buyerContext.waitForEvent('response', {
      predicate: (response) =>
        response.url().endsWith('/__transmit/subscribe') &&
        response.status() === 204 &&
        response.request().postDataJSON()?.channel === `users/${buyer.id}/notifications`,
      ...FIRST_LOAD,
    })
    await page
      .getByTestId('request-sent')
      .getByRole('link', { name: 'Ver mis solicitudes' })
      .click()
    const card = page.locator(`[data-testid="request-card"][data-code="${request.code}"]`)
    await card.getByText('Esperando cotizaciones').waitFor(FIRST_LOAD)
    await subscribed
    await markDocument(page)
    await capture('comprador', 'Mis solicitudes (esperando)', page)

    // 6. the vendor's open Pendientes shows it, without a reload
    const row = vendorPage.locator(`[data-testid="pending-row"][data-code="${request.code}"]`)
    await row.waitFor({ timeout: 20_000 })
    await row.getByText('Balatas delanteras × 1').waitFor()
    assert.isTrue(await notReloaded(vendorPage))
    await capture('vendedor', 'Pendientes (llegó la solicitud)', vendorPage)

    // 7. the vendor quotes it in pesos with centavos: 1 234.50, plus 150.00 of shipping
    await vendorPage.goto(DETAIL_PAGE(request.id), FIRST_LOAD)
    await vendorPage.getByRole('heading', { name: 'Tu cotización' }).waitFor(FIRST_LOAD)
    const quote = vendorPage.getByRole('button', { name: 'Cotizar Balatas delanteras' })
    await quote.waitFor(FIRST_LOAD)
    await capture('vendedor', 'Detalle de la solicitud', vendorPage)
    await quote.click()
    const modal = vendorPage.getByRole('dialog')
    await modal.getByText('Autoparte solicitada: Balatas delanteras × 1').waitFor()
    await modal.getByLabel('Marca').fill('Brembo')
    await modal.getByLabel('Precio unitario con impuestos').fill('1234.50')
    await modal.getByRole('combobox', { name: 'Tiempo de entrega' }).click()
    await vendorPage.getByRole('option', { name: '1-2 días hábiles' }).click()
    await capture('vendedor', 'Cotizar: producto', vendorPage)
    await modal.getByRole('button', { name: 'Guardar producto' }).click()
    await modal.waitFor({ state: 'detached' })
    await vendorPage.getByLabel('Agregar costo de envío').check()
    await vendorPage.getByLabel('Valor del envío').fill('150')
    await vendorPage.getByTestId('total-total').getByText('$1,384.50').waitFor()
    assert.equal(await shown(vendorPage, 'total-subtotal'), '$1,234.50')
    assert.equal(await shown(vendorPage, 'total-shipping'), '$150.00')
    await capture('vendedor', 'Cotizar: totales', vendorPage)
    await vendorPage.getByRole('button', { name: 'Enviar Cotización' }).click()
    await vendorPage.getByText('Cotización enviada').first().waitFor()
    const quotation = await Quotation.query()
      .where('quotation_request_id', request.id)
      .preload('details')
      .firstOrFail()
    assert.equal(quotation.storeId, tapatia.id)
    assert.equal(Number(quotation.details[0].unitPrice), 1234.5)
    assert.equal(Number(quotation.total), 1384.5)
    await vendorPage
      .locator(`[data-testid="quotation-card"][data-code="${quotation.code}"]`)
      .waitFor()
    await capture('vendedor', 'Cotización enviada', vendorPage)

    // 8. the buyer's open list counts it without a reload, and the buyer opens it
    await card.getByText('Tienes 1 cotización').waitFor({ timeout: 20_000 })
    assert.isTrue(await notReloaded(page))
    await capture('comprador', 'Mis solicitudes (con cotización)', page)
    await page.goto(BUYER_PAGE(request.id), FIRST_LOAD)
    await page.getByText('Opción de compra #1').waitFor(FIRST_LOAD)
    const block = page.locator(
      `[data-testid="quotation-block"][data-quotation-id="${quotation.id}"]`
    )
    await block.getByText('Brembo').first().waitFor()
    assert.equal(await shown(page, 'purchase-subtotal'), '$1,234.50')
    assert.equal(await shown(page, 'purchase-total-value'), '$1,384.50')
    // the answers of 'Preguntas frecuentes' open too
    await page
      .getByTestId('purchase-faq')
      .locator('details')
      .evaluateAll((items) =>
        items.forEach((item) => ((item as unknown as { open: boolean }).open = true))
      )
    await capture('comprador', 'Cotizaciones recibidas', page)
    const policy = block.getByRole('button', { name: 'Política de envíos' })
    await policy.click()
    await page.getByTestId('shipping-policy-content').waitFor()
    await capture('comprador', 'Política de envíos', page)
    await policy.click()
    await page.getByTestId('shipping-policy-content').waitFor({ state: 'hidden' })

    // 9. the checkout: shipping, Mexican billing data, a Mexican delivery address, the order
    await block.getByTestId('buy-button').click()
    const wizard = page.getByRole('dialog')
    await wizard.getByTestId('checkout-step-shipping').waitFor(FIRST_LOAD)
    await capture('comprador', 'Compra: costo de envío', page)
    await wizard.getByTestId('checkout-next').click()

    await wizard.getByTestId('checkout-step-billing').waitFor()
    await wizard.getByRole('button', { name: 'Agregar datos de facturación' }).click()
    await wizard.getByRole('textbox', { name: 'RFC' }).fill('HELM900215AB3')
    await wizard
      .getByRole('textbox', { name: 'Dirección', exact: true })
      .fill('Av. Chapultepec Sur 480')
    await wizard.getByRole('textbox', { name: 'Colonia' }).fill('Americana')
    await wizard.getByRole('textbox', { name: 'Código postal' }).fill('44160')
    await capture('comprador', 'Compra: datos de facturación', page)
    await wizard.getByTestId('save-billing').click()
    await wizard
      .locator(
        'input[data-testid^="billing-option-"]:not([data-testid="billing-option-0"]):checked'
      )
      .waitFor({ state: 'attached' })
    await wizard.getByTestId('checkout-next').click()

    await wizard.getByTestId('checkout-step-address').waitFor()
    await wizard.getByRole('button', { name: 'Agregar dirección' }).click()
    await wizard
      .getByRole('textbox', { name: 'Dirección', exact: true })
      .fill('Calle Libertad 1720')
    await wizard.getByRole('textbox', { name: 'Colonia' }).fill('Lafayette')
    await wizard.getByRole('textbox', { name: 'Código postal' }).fill('44150')
    await capture('comprador', 'Compra: dirección de envío', page)
    await wizard.getByTestId('save-address').click()
    await wizard
      .locator(
        'input[data-testid^="address-option-"]:not([data-testid="address-option-0"]):checked'
      )
      .waitFor({ state: 'attached' })
    await wizard.getByTestId('checkout-next').click()

    await wizard.getByTestId('order-terms').check()
    await wizard.getByTestId('order-comment').fill('Entregar en la caseta de vigilancia.')
    await capture('comprador', 'Compra: confirmar pedido', page)
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('order-sent').waitFor()
    // the store's payment number, as every page shows a phone: +52 and its groups
    await wizard
      .getByTestId('store-payment-info')
      .getByText('Celular para pagos: +52 33 1000 0011')
      .waitFor()
    await capture('comprador', 'Compra: pedido enviado', page)
    const order = await CartShoppingHeader.query()
      .where('quotation_id', quotation.id)
      .preload('items')
      .firstOrFail()
    assert.equal(order.userId, buyer.id)
    assert.equal(order.storeId, tapatia.id)
    assert.equal(Number(order.total), 1384.5)
    assert.equal(order.comment, 'Entregar en la caseta de vigilancia.')

    await wizard.getByRole('link', { name: 'Ver mi pedido' }).click()
    await page.waitForURL(`**/repuestosGo/compras/${order.id}`)
    await page.getByText(order.refVenta!).first().waitFor(FIRST_LOAD)
    await page.getByText('Calle Libertad 1720, Col. Lafayette, C.P. 44150').waitFor()
    const billing = page.getByTestId('order-billing')
    await billing.getByText('Av. Chapultepec Sur 480, Col. Americana, C.P. 44160').waitFor()
    await billing.getByText('RFC:').waitFor()
    await billing.getByText('+52 33 1234 5678').waitFor()
    await page.getByTestId('order-shipping').getByText('+52 33 1234 5678').waitFor()
    await capture('comprador', 'Mi pedido', page)

    // 10. the store sees the order in its sales and opens it
    await vendorPage.goto('/repuestosGo/ventas', FIRST_LOAD)
    await vendorPage
      .getByTestId('order-row')
      .filter({ hasText: order.refVenta! })
      .first()
      .waitFor(FIRST_LOAD)
    await capture('vendedor', 'Mis ventas', vendorPage)
    await vendorPage.goto(`/repuestosGo/ventas/${order.id}`, FIRST_LOAD)
    await vendorPage.getByText(order.refVenta!).first().waitFor(FIRST_LOAD)
    await vendorPage.getByText('Balatas delanteras').first().waitFor()
    await vendorPage.getByText('$1,384.50').first().waitFor()
    await capture('vendedor', 'Detalle de la venta', vendorPage)

    // MX_SCREENS=file keeps the texts seen, for reading them (not asserted)
    if (process.env.MX_SCREENS) {
      const texts = screens.map((s) => `===== ${s.who} · ${s.screen}\n${s.text}`).join('\n')
      await writeFile(process.env.MX_SCREENS, texts)
    }
    // 11. no screen of the loop speaks Colombian
    const found = screens
      .map(({ who, screen, text }) => ({ who, screen, terms: colombianTermsIn(text) }))
      .filter(({ terms }) => terms.length > 0)
    if (found.length > 0) {
      console.log(
        'Colombian terms on the Mexican screens:\n' +
          found.map((f) => `  ${f.who} · ${f.screen}: ${f.terms.join(', ')}`).join('\n')
      )
    }
    assert.deepEqual(found, [], 'no Colombian term on a Mexican screen')
  }).timeout(240_000)
})

import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import SendQuotation from '#quotations/actions/send_quotation'
import type Store from '#stores/models/store'
import type User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { MAIN_AREA, makeModuleManager } from '#tests/helpers/requests'
import { DETAIL_PAGE, detailFixtures, makeVendorStore } from '#tests/helpers/vendor_detail'
import { makeBuyerWithGarageVehicle } from '#tests/helpers/wizard'
import { makeCity } from '#tests/helpers/people'
import VehicleBrand from '#catalog/models/vehicle_brand'
import StoreAdviser from '#stores/models/store_adviser'
import ProductImage from '#stores/models/product_image'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'

/** A COP amount as the page shows it (es-CO, no decimals), spaces normalised. */
const cop = (value: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 })
    .format(value)
    .replace(/\s/g, ' ')
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s/g, ' ')

/** The two requested parts with known names and amounts (the store with `advisers` sellers). */
async function twoParts(advisers = 0) {
  const fixtures = await detailFixtures({ parts: 2, advisers })
  const [pads, disc] = fixtures.request.details
  pads.merge({ name: 'Pastillas de freno', amount: 2 })
  disc.merge({ name: 'Disco de freno', amount: 1 })
  await pads.save()
  await disc.save()
  return { ...fixtures, pads, disc }
}

/** Fills the open product modal: brand, unit price, warranty, delivery time. */
async function fillProduct(
  page: Page,
  values: { brand: string; price: string; warranty?: string; delivery: string }
) {
  const modal = page.getByRole('dialog')
  await modal.getByLabel('Marca').fill(values.brand)
  await modal.getByLabel('Precio unitario con impuestos').fill(values.price)
  if (values.warranty) {
    await modal.getByRole('combobox', { name: 'Garantía' }).click()
    await page.getByRole('option', { name: values.warranty, exact: true }).click()
  }
  await modal.getByRole('combobox', { name: 'Tiempo de entrega' }).click()
  await page.getByRole('option', { name: values.delivery }).click()
}

/** A quotation the store already sent on the request (the send action, as the API runs it). */
async function sentQuotation(owner: User, store: Store, request: QuotationRequest, parts = 1) {
  await request.load('details', (details) => details.orderBy('id', 'asc'))
  const action = await app.container.make(SendQuotation)
  const result = await action.handle({
    user: owner,
    store,
    callerAdviser: null,
    request,
    shippingOption: 'included',
    observations: 'Originales',
    items: request.details.slice(0, parts).map((detail, index) => ({
      quotation_request_detail_id: detail.id,
      name: detail.name,
      brand: 'Bosch',
      amount: 1,
      unit_price: index === 0 ? '85000.00' : '120000.00',
      warranty: 30,
      delivery_time: 'next_business_day' as const,
      reference: `BP-123${4 + index}`,
    })),
  })
  return result.quotation
}

test.group('Vendor quotation form in the browser', (group) => {
  freshDatabase(group)

  test('a vendor quotes two parts with shipping, sees the commission and net, sends; the buyer sees it live', async ({
    browser,
    browserContext,
    visit,
    assert,
    cleanup,
  }) => {
    const { request, vendor, buyer } = await twoParts(2)
    const advisers = await StoreAdviser.query().where('store_id', vendor.store.id).orderBy('name')

    // the buyer's list is open in another browser, subscribed to their channel
    const buyerContext = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    cleanup(() => buyerContext.close())
    await buyerContext.loginAs(buyer)
    const subscribed = buyerContext.waitForEvent('response', {
      predicate: (response) =>
        response.url().endsWith('/__transmit/subscribe') &&
        response.status() === 204 &&
        response.request().postDataJSON()?.channel === `users/${buyer.id}/notifications`,
    })
    const buyerPage = await buyerContext.newPage()
    await buyerPage.goto(MAIN_AREA)
    await buyerPage.getByText('Esperando cotizaciones').waitFor()
    await subscribed
    await buyerPage.evaluate(() => {
      ;(globalThis as unknown as { sinRecargar: boolean }).sinRecargar = true
    })

    // the vendor fills both parts in the product modal, one after the other
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    await page.getByRole('heading', { name: 'Tu cotización' }).waitFor()
    await page.getByRole('button', { name: 'Cotizar Pastillas de freno' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByText('Autoparte solicitada: Pastillas de freno × 2').waitFor()
    await modal.getByRole('button', { name: 'Guardar producto' }).click()
    await modal.getByText('Ingresa la marca del producto').waitFor()
    await fillProduct(page, { brand: 'Bosch', price: '85000', delivery: '1-2 días hábiles' })
    await modal.getByRole('button', { name: 'Guardar producto' }).click()
    await modal.getByText('Autoparte solicitada: Disco de freno × 1').waitFor()
    assert.equal(await modal.getByTestId('product-position').innerText(), '2 de 2')
    await fillProduct(page, {
      brand: 'Brembo',
      price: '1',
      warranty: '60 días',
      delivery: 'Siguiente día hábil (antes de 2pm)',
    })
    // 'Calcular precio': to receive 114 000 the price is 114 000 ÷ (1 − 5 %) = 120 000
    await modal.getByRole('button', { name: 'Calcular precio' }).click()
    const calculator = page.getByRole('dialog', { name: 'Calcular precio' })
    await calculator.getByLabel('Valor que quieres recibir por unidad').fill('114000')
    await calculator.getByTestId('suggested-price').getByText(cop(120000)).waitFor()
    await calculator.getByRole('button', { name: 'Usar este precio' }).click()
    await calculator.waitFor({ state: 'detached' })
    await modal.getByRole('button', { name: 'Guardar producto' }).click()
    await modal.waitFor({ state: 'detached' })

    // shipping is required, and its value once added
    await page.getByRole('button', { name: 'Enviar Cotización' }).click()
    await page
      .getByText(
        'Antes de poder generar la cotización, debes agregar el costo de envío de los productos.'
      )
      .first()
      .waitFor()
    await page.getByLabel('Agregar costo de envío').check()
    await page.getByRole('button', { name: 'Enviar Cotización' }).click()
    await page.getByText('Debes agregar el costo de envío').first().waitFor()
    await page.getByText('Selecciona un vendedor').first().waitFor()
    assert.isNull(await Quotation.query().first())
    await page.getByLabel('Valor del envío').fill('12000')
    await page.getByRole('combobox', { name: 'Vendedor' }).click()
    await page.getByRole('option', { name: advisers[1].name }).click()

    // 2 × 85 000 + 120 000 = 290 000; + 12 000 = 302 000; × 5 % + 2 000 = 17 100; 284 900
    await page.getByTestId('total-net').getByText(cop(284900)).waitFor()
    assert.equal(await text(page, 'total-subtotal'), cop(290000))
    assert.equal(await text(page, 'total-shipping'), cop(12000))
    assert.equal(await text(page, 'total-total'), cop(302000))
    assert.equal(await text(page, 'total-commission'), `− ${cop(17100)}`)
    await page.getByText('Comisión').first().waitFor()
    await page.getByText('Recibirás').waitFor()

    await page.getByRole('button', { name: 'Enviar Cotización' }).click()
    await page.getByText('Cotización enviada').first().waitFor()
    const quotation = await Quotation.query()
      .where('quotation_request_id', request.id)
      .preload('details', (details) => details.orderBy('id', 'asc'))
      .firstOrFail()
    assert.equal(quotation.storeId, vendor.store.id)
    assert.deepEqual(
      quotation.details.map((item) => [item.brand, item.amount, Number(item.unitPrice)]),
      [
        ['Bosch', 2, 85000],
        ['Brembo', 1, 120000],
      ]
    )
    assert.equal(quotation.shippingOption, 'added')
    assert.equal(Number(quotation.shippingCost), 12000)
    assert.equal(Number(quotation.total), 302000)
    assert.equal(quotation.adviserId, advisers[1].id)
    assert.equal(quotation.validUntil.toISODate(), DateTime.now().plus({ days: 8 }).toISODate())
    await page.locator(`[data-testid="quotation-card"][data-code="${quotation.code}"]`).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Enviar Cotización' }).count(), 0)

    // the buyer's open list counts it, without a reload
    await buyerPage.getByText('Tienes 1 cotización').waitFor({ timeout: 15000 })
    assert.isTrue(
      await buyerPage.evaluate(
        () => (globalThis as unknown as { sinRecargar?: boolean }).sinRecargar === true
      )
    )
  })

  test('the draft survives a reload and is cleared once sent', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await twoParts()
    vendor.owner.infringementDetection = true
    await vendor.owner.save()
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    await page.getByRole('button', { name: 'Cotizar Pastillas de freno' }).click()
    await fillProduct(page, { brand: 'Bosch', price: '85000', delivery: '3-4 días hábiles' })
    const modal = page.getByRole('dialog')
    await modal.getByRole('button', { name: 'Guardar producto' }).click()

    // the arrows: leaving a row with unsaved changes asks first
    await modal.getByText('Autoparte solicitada: Disco de freno × 1').waitFor()
    await modal.getByLabel('Marca').fill('Brembo')
    await modal.getByRole('button', { name: 'Producto anterior' }).click()
    const unsaved = page.getByRole('dialog', { name: 'Cambios sin guardar' })
    await unsaved.getByRole('button', { name: 'Seguir editando' }).click()
    await unsaved.waitFor({ state: 'detached' })
    assert.equal(await modal.getByLabel('Marca').inputValue(), 'Brembo')
    await modal.getByRole('button', { name: 'Producto anterior' }).click()
    await unsaved.getByRole('button', { name: 'Descartar cambios' }).click()
    await modal.getByText('Autoparte solicitada: Pastillas de freno × 2').waitFor()
    assert.equal(await modal.getByLabel('Marca').inputValue(), 'Bosch')
    await modal.getByRole('button', { name: 'Cancelar' }).click()
    await modal.waitFor({ state: 'detached' })

    // no contact data in the observations (the vendor's infringement detection is on)
    await page.getByLabel('Observaciones').fill('Llámame al 300 123 4567')
    await page.getByRole('button', { name: 'Enviar Cotización' }).click()
    await page
      .getByText('Las observaciones no pueden incluir datos de contacto', { exact: false })
      .waitFor()
    await page.getByLabel('Observaciones').fill('Originales con factura')
    await page.getByLabel('Costo de envío incluido').check()
    const key = `quotationDraft:${request.id}:${vendor.store.id}:0`
    assert.isNotNull(await page.evaluate((name) => localStorage.getItem(name), key))

    await page.reload()
    await page.getByTestId('draft-restored').waitFor()
    const rows = page.getByTestId('quotation-item')
    await rows.first().getByText('Bosch').waitFor()
    assert.equal(await page.getByLabel('Observaciones').inputValue(), 'Originales con factura')
    assert.isTrue(await page.getByLabel('Costo de envío incluido').isChecked())
    await page.getByText('22 / 128 caracteres').waitFor()

    // the disc is not offered: removed from the form, the pads are sent
    await page.getByRole('button', { name: 'Eliminar Disco de freno' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
    await page.getByRole('button', { name: 'Enviar Cotización' }).click()
    await page.getByText('Cotización enviada').first().waitFor()
    assert.isNull(await page.evaluate((name) => localStorage.getItem(name), key))
    const quotation = await Quotation.query().preload('details').firstOrFail()
    assert.equal(quotation.observations, 'Originales con factura')
    assert.deepEqual(
      quotation.details.map((item) => item.name),
      ['Pastillas de freno']
    )
  })

  test('the product photo: the policy, the 500 × 500 minimum, and it goes with the product', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await twoParts()
    const big = app.tmpPath('quoteui-600.png')
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(big)
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    await page.getByRole('button', { name: 'Cotizar Pastillas de freno' }).click()
    await fillProduct(page, { brand: 'Bosch', price: '85000', delivery: '1-2 días hábiles' })
    await page.getByRole('button', { name: 'Crear foto del producto' }).click()
    const photo = page.getByRole('dialog', { name: 'Crear foto de producto' })
    await photo.getByText('mínimo 500 × 500 px.', { exact: false }).waitFor()
    assert.isTrue(await photo.getByRole('button', { name: 'Agregar otra foto' }).isDisabled())
    const upload = async (file: string) => {
      const chooser = page.waitForEvent('filechooser')
      await photo.getByRole('button', { name: 'Subir foto principal' }).click()
      await (await chooser).setFiles(file)
    }
    await upload(app.makePath('tests/fixtures/photo.png'))
    await photo.getByText('La foto mide 40 × 30 px: el mínimo es 500 × 500 px').waitFor()
    await photo.getByRole('button', { name: 'Guardar foto' }).click()
    await photo.getByText('Ingresa el número de parte principal').waitFor()
    await photo.getByText('Agrega al menos una foto').waitFor()
    await upload(big)
    await photo.getByTestId('product-photo').waitFor()
    assert.isFalse(await photo.getByRole('button', { name: 'Agregar otra foto' }).isDisabled())
    await photo.getByLabel('Número de parte principal').fill('BP-1234')
    await photo.getByRole('button', { name: 'Guardar foto' }).click()
    await page.getByText('¡Foto guardada satisfactoriamente!').first().waitFor()
    await photo.waitFor({ state: 'detached' })
    const saved = await ProductImage.query().where('image_id', 'BP-1234').firstOrFail()
    assert.equal(saved.storeId, vendor.store.id)
    assert.equal(saved.name, 'Pastillas de freno')
    const modal = page.getByRole('dialog')
    assert.equal(await modal.getByLabel('Referencia').inputValue(), 'BP-1234')
    await modal.getByRole('button', { name: 'Guardar producto' }).click()
    await modal.getByRole('button', { name: 'Cancelar' }).click()
    await page.getByRole('button', { name: 'Ver foto: Pastillas de freno' }).click()
    await page.getByRole('dialog', { name: 'Foto del producto: Pastillas de freno' }).waitFor()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Eliminar Disco de freno' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
    await page.getByLabel('Costo de envío incluido').check()
    await page.getByRole('button', { name: 'Enviar Cotización' }).click()
    await page.getByText('Cotización enviada').first().waitFor()
    const quotation = await Quotation.query().preload('details').firstOrFail()
    assert.equal(quotation.details[0].reference, 'BP-1234')
    assert.equal(quotation.details[0].image, saved.image1)
    assert.match(saved.image1 ?? '', /^product-images\/.+\.webp$/)
  })

  test("'Guardar y Notificar al cliente' appears only once something changed", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await twoParts()
    const quotation = await sentQuotation(vendor.owner, vendor.store, request)
    vendor.owner.showCustomerDataMarketplace = true
    await vendor.owner.save()
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    const card = page.locator(`[data-testid="quotation-card"][data-code="${quotation.code}"]`)
    await card.getByTestId('quotation-form').waitFor()
    await card.getByRole('button', { name: 'Cerrar' }).waitFor()
    // the customer's data is visible to this vendor: 'Contactar Cliente' opens WhatsApp
    const contact = card.getByRole('link', { name: 'Contactar Cliente' })
    assert.match(
      (await contact.getAttribute('href')) ?? '',
      new RegExp(`^https://wa\\.me/573001112233\\?text=.*${request.code}`)
    )
    const notify = card.getByRole('button', { name: 'Guardar y Notificar al cliente' })
    assert.equal(await notify.count(), 0)
    assert.equal(await card.getByRole('button', { name: 'Guardar', exact: true }).count(), 0)
    assert.equal(await card.getByTestId('edited-badge').count(), 0)

    await card.getByLabel('Observaciones').fill('Originales, entrega inmediata')
    await notify.waitFor()
    await card.getByRole('button', { name: 'Guardar', exact: true }).waitFor()
    await card.getByLabel('Observaciones').fill('Originales')
    await notify.waitFor({ state: 'detached' })

    await card.getByLabel('Observaciones').fill('Originales, entrega inmediata')
    await notify.click()
    await page.getByText('Hemos notificado al cliente los cambios de la cotización').waitFor()
    await card.getByTestId('edited-badge').getByText('Cotización editada').waitFor()
    await notify.waitFor({ state: 'detached' })
    await quotation.refresh()
    assert.isTrue(quotation.edited)
    assert.equal(quotation.observations, 'Originales, entrega inmediata')
  })

  test('a vendor removes a product, closes the quotation and finds it closed in Cotizadas', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await twoParts()
    const quotation = await sentQuotation(vendor.owner, vendor.store, request, 2)
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    const card = page.locator(`[data-testid="quotation-card"][data-code="${quotation.code}"]`)
    await card.getByTestId('quotation-item').nth(1).waitFor()

    await card.getByRole('button', { name: 'Eliminar Disco de freno' }).click()
    await page
      .getByRole('dialog')
      .getByText('El cliente dejará de verlo', { exact: false })
      .waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
    await page.getByText('El producto se eliminó correctamente de la cotización').waitFor()
    await card
      .getByRole('button', { name: 'Eliminar Disco de freno' })
      .waitFor({ state: 'detached' })
    await card.getByTestId('edited-badge').waitFor()
    await quotation.load('details')
    assert.deepEqual(
      quotation.details.map((item) => item.name),
      ['Pastillas de freno']
    )

    await card.getByRole('button', { name: 'Cerrar', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Cerrar cotización' })
    await confirm.getByText('el cliente ya no podrá verla ni comprarla', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Cerrar', exact: true }).click()
    await page.getByText('Cotización cerrada exitosamente').waitFor()
    await card.getByText('Cotización cerrada: el cliente ya no puede verla ni comprarla.').waitFor()
    await card.getByTestId('quotation-form').waitFor({ state: 'detached' })
    await quotation.refresh()
    assert.isNotNull(quotation.closedAt)

    const list = await visit('/repuestosGo/page/index/cotizadas')
    const row = list.getByTestId('quotation-row').filter({ hasText: quotation.code })
    await row.getByText('Cerrada').waitFor()
    await row.getByText(cop(85000)).waitFor()
    await row.getByRole('link', { name: request.code }).click()
    await list.waitForURL(`**${DETAIL_PAGE(request.id)}`)
  })

  test('a quotation linked to an order is read-only, with the notice', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor, buyer } = await twoParts()
    const quotation = await sentQuotation(vendor.owner, vendor.store, request)
    const order = await CartShoppingHeaderFactory.merge({
      userId: buyer.id,
      storeId: vendor.store.id,
      quotationId: quotation.id,
    }).create()
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    const card = page.locator(`[data-testid="quotation-card"][data-code="${quotation.code}"]`)
    await card
      .getByTestId('quotation-locked')
      .getByText(`vinculada al pedido ${order.refVenta}`, { exact: false })
      .waitFor()
    await card.getByText('BP-1234').waitFor()
    assert.equal(await card.getByTestId('quotation-form').count(), 0)
    assert.equal(await card.getByRole('button', { name: /^(Editar|Eliminar) / }).count(), 0)
    assert.equal(await card.getByRole('button', { name: 'Agregar otra autoparte' }).count(), 0)
    // ending the offer stays possible: it changes nothing the buyer bought
    await card.getByRole('button', { name: 'Cerrar', exact: true }).waitFor()
  })

  test("per part: the 'n / 3' counters, and a full part is not offered", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({
      parts: 2,
      request: { states: ['byProduct'] },
    })
    const [full, open] = request.details
    full.merge({ name: 'Radiador', quotationsCount: 3 })
    open.merge({ name: 'Termostato', quotationsCount: 1 })
    await full.save()
    await open.save()
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    const line = (id: number) =>
      page.locator(`[data-testid="request-detail"][data-detail-id="${id}"]`)
    await line(full.id).getByTestId('detail-counter').getByText('3 / 3').waitFor()
    await line(open.id).getByTestId('detail-counter').getByText('1 / 3').waitFor()
    await line(full.id).getByText('Solicitud cerrada').waitFor()

    const rows = page.getByTestId('quotation-item')
    await rows.first().waitFor()
    assert.equal(await rows.count(), 1, 'only the part that still takes quotations')
    await rows.first().getByText('Termostato').waitFor()
    await page.getByRole('button', { name: 'Cotizar Termostato' }).click()
    await fillProduct(page, {
      brand: 'Gates',
      price: '64000',
      delivery: 'El mismo día (antes de 2pm)',
    })
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar producto' }).click()
    await page.getByLabel('Costo de envío incluido').check()
    await page.getByRole('button', { name: 'Enviar Cotización' }).click()
    await page.getByText('Cotización enviada').first().waitFor()
    await line(open.id).getByTestId('detail-counter').getByText('2 / 3').waitFor()
  })

  test('staff see the quotations read-only, with no quote buttons', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await twoParts()
    const quotation = await sentQuotation(vendor.owner, vendor.store, request)
    const manager = await makeModuleManager()
    await browserContext.loginAs(manager)
    const page = await visit(DETAIL_PAGE(request.id))
    const card = page.locator(`[data-testid="quotation-card"][data-code="${quotation.code}"]`)
    await card.click()
    await card.getByText('BP-1234').waitFor()
    await card.getByTestId('total-commission').waitFor()
    for (const name of [
      'Enviar Cotización',
      'Guardar',
      'Guardar y Notificar al cliente',
      'Cerrar',
      'Agregar otra autoparte',
      'Marcar en proceso',
      'Descartar',
    ]) {
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name)
    }
    assert.equal(await page.getByTestId('quotation-form').count(), 0)
  })

  test("the race loser is told 'Solicitud cerrada' and the form goes away", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor, brand } = await twoParts()
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    await page.getByRole('button', { name: 'Cotizar Pastillas de freno' }).click()
    await fillProduct(page, { brand: 'Bosch', price: '85000', delivery: '1-2 días hábiles' })
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar producto' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click()
    await page.getByRole('button', { name: 'Eliminar Disco de freno' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
    await page.getByLabel('Costo de envío incluido').check()

    // meanwhile three other stores answer: the request reaches its cap
    for (let index = 0; index < 3; index += 1) {
      const other = await makeVendorStore({ brands: [brand] })
      await sentQuotation(other.owner, other.store, await QuotationRequest.findOrFail(request.id))
    }
    await page.getByRole('button', { name: 'Enviar Cotización' }).click()
    await page.getByText('Solicitud cerrada').first().waitFor()
    await page
      .getByText('Otros vendedores respondieron más rápido', { exact: false })
      .first()
      .waitFor()
    await page.getByTestId('quotation-form').waitFor({ state: 'detached' })
    await page.getByTestId('closed-alert').waitFor()
    assert.isNull(await Quotation.query().where('store_id', vendor.store.id).first())
  })

  test("the wizard's summary offers 'Recibir cotizaciones por autoparte' for two parts", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const city = await makeCity('Medellín', 'Antioquia', '05001')
    const brand = await VehicleBrand.create({
      name: 'Renault',
      slug: 'renault',
      popular: true,
      isActive: true,
    })
    const buyer = await makeBuyerWithGarageVehicle(city.id, brand.id)
    await browserContext.loginAs(buyer)
    const page = await visit('/home/page/cotizacion')
    // one part: nothing to split. The garage picker is clicked once its real Select is there
    // (a click on the stand-in while its code loads may be lost).
    await page
      .locator('input[aria-haspopup="listbox"][placeholder="Elige un vehículo de tu garaje"]')
      .click()
    await page.getByRole('option', { name: /Renault Duster 2021/ }).click()
    await page.getByLabel('Nombre de la autoparte').first().fill('Kit de embrague')
    await page.getByRole('button', { name: 'Continuar' }).click()
    let summary = page.getByRole('dialog', { name: 'Resumen de tu solicitud' })
    await summary.getByText('Kit de embrague').waitFor()
    assert.equal(await summary.getByTestId('quote-by-product').count(), 0)
    await summary.getByRole('button', { name: 'Editar' }).click()
    await summary.waitFor({ state: 'detached' })

    // two parts: the buyer may ask for quotations part by part
    await page.getByRole('button', { name: 'Atrás' }).click()
    await page.getByRole('button', { name: 'Agregar otra autoparte' }).click()
    await page.getByLabel('Nombre de la autoparte').nth(1).fill('Volante bimasa')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByRole('button', { name: 'Continuar' }).click()
    summary = page.getByRole('dialog', { name: 'Resumen de tu solicitud' })
    await summary.getByText('Volante bimasa').waitFor()
    await summary.getByLabel('Recibir cotizaciones por autoparte').check()
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await page.getByText('¡Solicitud de cotización enviada!').waitFor()
    const created = await QuotationRequest.query().where('user_id', buyer.id).firstOrFail()
    assert.isTrue(created.quoteByProduct)
  })
})

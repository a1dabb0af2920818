import { test } from '@japa/runner'
import VehicleBrand from '#catalog/models/vehicle_brand'
import QuotationRequest from '#quotations/models/quotation_request'
import VendorIgnore from '#quotations/models/vendor_ignore'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { fillWizardWithGarageVehicle, makeBuyerWithGarageVehicle } from '#tests/helpers/wizard'

test.group('Vendor Pendientes in the browser', (group) => {
  freshDatabase(group)

  test('a request sent by a buyer in another browser appears live, then the vendor discards it', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    const city = await makeCity('Medellín', 'Antioquia', '05001')
    const brand = await VehicleBrand.create({
      name: 'Renault',
      slug: 'renault',
      popular: true,
      isActive: true,
    })
    // the vendor: a Medellín store with the GO module that sells Renault, with one adviser
    const vendor = await makeUser({
      fullName: 'Carlos Restrepo',
      mobile: '3005556677',
      isVendor: true,
      userKind: 'vendor',
    })
    const store = await Store.create({
      userId: vendor.id,
      name: 'Repuestos El Poblado',
      urlPath: 'repuestos-el-poblado-prueba',
      countryCode: 'CO',
      goModuleActive: true,
      salesModel: 'orders',
      serviceCost: 2000,
      serviceCostPercent: 0.05,
      isActive: true,
      addressingAfterTransaction: false,
      allowStorePickup: false,
      allowPaymentAgainstDelivery: false,
    })
    await store.related('brands').attach([brand.id])
    const adviser = await StoreAdviser.create({
      storeId: store.id,
      name: 'Laura Gómez',
      isActive: true,
    })
    // the buyer: signed in, verified, with a Renault in the garage
    const buyer = await makeBuyerWithGarageVehicle(city.id, brand.id)

    // 1. the vendor opens Pendientes: empty, and the live channel connects
    await browserContext.loginAs(vendor)
    const vendorPage = await visit('/repuestosGo/page/index/pendientes')
    await vendorPage.getByText('No tienes solicitudes pendientes por cotizar').waitFor()
    await vendorPage.locator('[data-testid="pending-tab"][data-stream="connected"]').waitFor()
    await vendorPage.evaluate(() => {
      ;(globalThis as unknown as { sinRecargar: boolean }).sinRecargar = true
    })

    // 2. the buyer, in a second browser context, sends a request through the wizard
    const buyerContext = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    await buyerContext.loginAs(buyer)
    const buyerPage = await buyerContext.newPage()
    await buyerPage.goto('/home/page/cotizacion')
    const summary = await fillWizardWithGarageVehicle(buyerPage, 'Kit de embrague')
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await buyerPage.getByText('¡Solicitud de cotización enviada!').waitFor()
    const request = await QuotationRequest.query().where('user_id', buyer.id).firstOrFail()
    await buyerContext.close()

    // 3. the vendor's open page shows it at the top, new, with the counters up — no reload
    const row = vendorPage.locator(`[data-testid="pending-row"][data-code="${request.code}"]`)
    await row.waitFor({ timeout: 15000 })
    assert.equal(
      await vendorPage.locator('[data-testid="pending-row"]').first().getAttribute('data-code'),
      request.code
    )
    await row.getByTestId('new-badge').waitFor()
    await row.getByText('Kit de embrague × 1').waitFor()
    await vendorPage.locator('[data-testid="counter-requests"]', { hasText: '1' }).waitFor()
    await vendorPage.locator('[data-testid="counter-details"]', { hasText: '1' }).waitFor()
    assert.isTrue(
      await vendorPage.evaluate(
        () => (globalThis as unknown as { sinRecargar?: boolean }).sinRecargar === true
      )
    )

    // 4. the vendor discards it with a reason; the only adviser is chosen by itself
    await vendorPage.getByRole('button', { name: `Descartar ${request.code}` }).click()
    const dialog = vendorPage.getByRole('dialog', { name: 'Descartar solicitud' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Descartar' }).click()
    await dialog.getByText('Selecciona una opción').waitFor()
    await dialog.getByLabel('No me interesa este cliente').check()
    await dialog.getByTestId('confirm-discard').click()
    await vendorPage.getByText(`Solicitud Nº ${request.code} descartada`).waitFor()
    await row.waitFor({ state: 'detached' })
    await vendorPage.getByText('No tienes solicitudes pendientes por cotizar').waitFor()

    const discard = await VendorIgnore.query()
      .where('quotation_request_id', request.id)
      .firstOrFail()
    assert.equal(discard.reason, 'f')
    assert.equal(discard.storeId, store.id)
    assert.equal(discard.adviserId, adviser.id)
    assert.equal(discard.userId, vendor.id)

    // 5. it is in Descartadas with its reason
    await vendorPage.getByRole('tab', { name: 'Descartadas' }).click()
    const discarded = vendorPage.locator(`[data-testid="discard-row"][data-code="${request.code}"]`)
    await discarded.waitFor()
    await discarded.getByText('No me interesa este cliente').waitFor()
    await discarded.getByText('Laura Gómez').waitFor()
  })
})

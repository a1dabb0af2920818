import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import VehicleBrand from '#catalog/models/vehicle_brand'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import SalesOpportunitiesQuery from '#quotations/queries/sales_opportunities_query'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import User from '#users/models/user'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { freshDatabase } from '#tests/helpers/database'
import { lastLinkSentTo, makeCity, makeUser } from '#tests/helpers/people'
import {
  acceptInvitationAsNewUser,
  anotherBrowser,
  activateAsStaff,
  addShippingRule,
  chooseBrandAndDepartment,
  inviteAdviserByEmail,
  registerFrenosLa80,
} from '#tests/helpers/store_browser'
import { fillWizardWithGarageVehicle, makeBuyerWithGarageVehicle } from '#tests/helpers/wizard'

const OPPORTUNITIES = '/repuestosGo/quotationRequest/oportunidadesDeVenta'
const PENDIENTES = '/repuestosGo/page/index/pendientes'

/** Pendientes open and subscribed to its live channel, marked to prove no reload happens. */
async function openPendientes(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto(PENDIENTES)
  await page.locator('[data-testid="pending-tab"][data-stream="connected"]').waitFor()
  await page.evaluate(() => {
    ;(globalThis as unknown as { sinRecargar: boolean }).sinRecargar = true
  })
  return page
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { sinRecargar?: boolean }).sinRecargar === true)

/**
 * Issue 20's whole journey as a new store: from the public sales opportunities page to the sign-up,
 * the staff's activation, the configuration (Chevrolet + Antioquia, a shipping rule, an adviser
 * invited by e-mail), a buyer's new request arriving live in the Pendientes of the owner and of the
 * adviser, the adviser's quotation, and the public store page.
 */
test.group('A new store, end to end, in the browser', (group) => {
  freshDatabase(group)
  group.each.setup(() => SalesOpportunitiesQuery.snapshots.clear())

  test('Frenos La 80 finds the demand, signs up, is activated, configures, and its adviser quotes', async ({
    visit,
    browser,
    browserContext,
    assert,
    cleanup,
  }) => {
    const medellin = await makeCity('Medellín', 'Antioquia', '05001')
    const chevrolet = await VehicleBrand.create({
      name: 'Chevrolet',
      slug: 'chevrolet',
      popular: true,
      isActive: true,
    })
    const mazda = await VehicleBrand.create({
      name: 'Mazda',
      slug: 'mazda',
      popular: true,
      isActive: true,
    })
    const staff = await makeUser({ fullName: 'Equipo Plataforma', isAdmin: true })
    // the demand already on the public page: a Chevrolet and a Mazda request in Medellín
    const earlier = await makeUser({ fullName: 'Pedro Ruiz', mobile: '3020001122' })
    for (const [brand, model] of [
      [mazda, 'CX-5'],
      [chevrolet, 'Onix'],
    ] as const) {
      await QuotationRequestFactory.merge({
        userId: earlier.id,
        brandId: brand.id,
        cityId: medellin.id,
        vehicleModel: model,
      })
        .with('details', 1, (detail) => detail.merge({ name: 'Pastillas de freno' }))
        .create()
    }
    const buyer = await makeBuyerWithGarageVehicle(medellin.id, chevrolet.id, 'Spark GT')

    // 1. a guest opens the public page, filters by brand and presses 'Cotizar': the sign-up
    const page = await visit(OPPORTUNITIES)
    await page.getByRole('textbox', { name: 'Marca' }).pressSequentially('chev')
    await page
      .locator('[data-testid="opportunity"] td:first-child', { hasText: 'Mazda' })
      .waitFor({ state: 'detached' })
    assert.deepEqual(
      await page.locator('[data-testid="opportunity"] td:first-child').allInnerTexts(),
      ['Chevrolet']
    )
    await page.getByTestId('quote').first().click()
    await page.waitForURL((url) => url.pathname === '/tienda/registro')

    // 2. registers Frenos La 80 in Medellín with its NIT and a verified WhatsApp
    await registerFrenosLa80(page)
    const store = await Store.findByOrFail('url_path', 'frenos-la-80')
    assert.isFalse(store.goModuleActive)
    assert.equal((await User.findOrFail(store.userId)).email, 'carlos@frenosla80.co')

    // 3. staff activate it, in their own browser
    const staffContext = await anotherBrowser(browser, cleanup)
    await staffContext.loginAs(staff)
    const staffPage = await staffContext.newPage()
    await staffPage.goto('/')
    await activateAsStaff(staffPage, 'Frenos La 80')
    await store.refresh()
    assert.isTrue(store.goModuleActive)

    // 4. the owner, signed in by the sign-up, chooses Chevrolet and Antioquia, a shipping rule,
    // and invites an adviser
    await page.goto(`/tienda/${store.urlPath}/store/page`)
    await chooseBrandAndDepartment(page, 'Chevrolet', 'Antioquia')
    await addShippingRule(page, '150000', '0')
    await inviteAdviserByEmail(page, 'Laura Gómez', 'laura@frenosla80.co')

    // 5. the adviser accepts from the e-mail's link, in their own browser
    const adviserContext = await anotherBrowser(browser, cleanup)
    const adviserTab = await adviserContext.newPage()
    await acceptInvitationAsNewUser(adviserTab, await lastLinkSentTo('laura@frenosla80.co'), {
      name: 'Laura Gómez',
      email: 'laura@frenosla80.co',
      mobile: '310 555 1234',
      storeName: 'Frenos La 80',
    })
    const laura = await User.findByOrFail('email', 'laura@frenosla80.co')
    const adviser = await StoreAdviser.query().where('user_id', laura.id).firstOrFail()
    assert.equal(adviser.storeId, store.id)

    // 6. both have Pendientes open; a buyer sends a Chevrolet request from Medellín
    const ownerPendientes = await openPendientes(browserContext)
    const adviserPendientes = await openPendientes(adviserContext)
    const buyerContext = await anotherBrowser(browser, cleanup)
    await buyerContext.loginAs(buyer)
    const buyerPage = await buyerContext.newPage()
    await buyerPage.goto('/home/page/cotizacion')
    const summary = await fillWizardWithGarageVehicle(
      buyerPage,
      'Kit de embrague',
      /Chevrolet Spark GT 2021/
    )
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await buyerPage.getByText('¡Solicitud de cotización enviada!').waitFor()
    const request = await QuotationRequest.query().where('user_id', buyer.id).firstOrFail()

    for (const pendientes of [ownerPendientes, adviserPendientes]) {
      const row = pendientes.locator(`[data-testid="pending-row"][data-code="${request.code}"]`)
      await row.waitFor({ timeout: 15_000 })
      await row.getByText('Kit de embrague × 1').waitFor()
      assert.isTrue(await notReloaded(pendientes))
    }

    // 7. the adviser quotes it
    await adviserTab.goto(`/repuestosGo/quotationRequest/${request.id}`)
    await adviserTab.getByRole('heading', { name: 'Tu cotización' }).waitFor()
    await adviserTab.getByRole('button', { name: 'Cotizar Kit de embrague' }).click()
    const modal = adviserTab.getByRole('dialog')
    await modal.getByLabel('Marca').fill('Valeo')
    await modal.getByLabel('Precio unitario con impuestos').fill('480000')
    await modal.getByRole('combobox', { name: 'Tiempo de entrega' }).click()
    await adviserTab.getByRole('option', { name: '1-2 días hábiles' }).click()
    await modal.getByRole('button', { name: 'Guardar producto' }).click()
    await modal.waitFor({ state: 'detached' })
    await adviserTab.getByLabel('Costo de envío incluido').check()
    await adviserTab.getByRole('button', { name: 'Enviar Cotización' }).click()
    await adviserTab.getByText('Cotización enviada').first().waitFor()
    const quotation = await Quotation.query()
      .where('quotation_request_id', request.id)
      .firstOrFail()
    assert.equal(quotation.storeId, store.id)
    assert.equal(quotation.adviserId, adviser.id)

    // 8. the public store page shows the store, its city and its brand
    await buyerPage.goto(`/tienda/${store.urlPath}`)
    await buyerPage.getByRole('heading', { name: 'Frenos La 80' }).waitFor()
    await buyerPage.getByTestId('store-brands').getByText('Chevrolet').waitFor()
    assert.match(await buyerPage.title(), /^Frenos La 80 · Autopartes en Medellín, Antioquia/)
  }).timeout(420_000)
})

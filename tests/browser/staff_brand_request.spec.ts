import { test } from '@japa/runner'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeGoStore } from '#tests/helpers/vendors'
import { VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { BrandGroupRequestFactory } from '#database/factories/brand_group_request_factory'

/**
 * Issue 23 'Marcas solicitadas' in Chromium: a store selling Chevrolet asked to enable Renault
 * from a Renault request it could not see; an admin opens the staff section from the user menu,
 * goes to 'Marcas solicitadas' and approves it (Renault chosen already, from the request); the
 * store's owner, in their own browser, then finds that Renault request in Pendientes.
 */
test.group('Staff: brand requests in the browser', (group) => {
  freshDatabase(group)

  test("an admin approves a brand request and the store's Pendientes shows that brand", async ({
    browser,
    browserContext,
    visit,
    assert,
  }) => {
    const chevrolet = await VehicleBrandFactory.merge({ name: 'Chevrolet' }).create()
    const renault = await VehicleBrandFactory.merge({ name: 'Renault' }).create()
    const go = await makeGoStore({ brands: [chevrolet], name: 'Frenos La 80' })
    const source = await QuotationRequestFactory.merge({ brandId: renault.id })
      .with('details', 1)
      .create()
    const asked = await BrandGroupRequestFactory.merge({
      storeId: go.store.id,
      userId: go.owner.id,
      quotationRequestId: source.id,
      requirement: 'Queremos cotizar Renault: tenemos repuestos de Logan.',
    }).create()
    const staff = await makeUser({ isAdmin: true, fullName: 'Laura Staff' } as any)

    // the vendor, in a browser of their own: no Renault request in Pendientes yet
    const vendorContext = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    await vendorContext.loginAs(go.owner)
    const vendorPage = await vendorContext.newPage()
    await vendorPage.goto('/repuestosGo/page/index/pendientes')
    await vendorPage.getByText('No tienes solicitudes pendientes por cotizar').waitFor()

    // the admin: user menu → 'Sección de staff' → 'Marcas solicitadas'
    await browserContext.loginAs(staff)
    const page = await visit('/repuestosGo/page/index')
    await page.getByTestId('user-menu').click()
    await page.getByTestId('menu-staff').click()
    await page.getByTestId('staff-nav-brandRequests').click()
    await page.getByRole('heading', { name: 'Marcas solicitadas' }).waitFor()
    const row = page.locator('[data-testid="brand-request-row"][data-store="Frenos La 80"]')
    await row.getByText('Queremos cotizar Renault: tenemos repuestos de Logan.').waitFor()
    await row.getByText(source.code).waitFor()

    // 'Aprobar': Renault is chosen already (the request's brand)
    await row.getByTestId('approve').click()
    const dialog = page.getByRole('dialog', { name: 'Aprobar marcas para Frenos La 80' })
    await dialog.waitFor()
    await dialog.getByText('Renault', { exact: true }).waitFor()
    await dialog.getByLabel('Nota para la tienda (opcional)').fill('Bienvenidos a Renault.')
    await dialog.getByTestId('confirm-approve').click()
    await page.getByText('Solicitud aprobada. La tienda ya atiende Renault.').waitFor()
    await page
      .locator('[data-testid="brand-request-row"][data-status="approved"]')
      .getByText('Aprobada')
      .waitFor()

    await asked.refresh()
    assert.equal(asked.status, 'approved')
    assert.equal((await BrandGroupRequest.findOrFail(asked.id)).resolvedBy, staff.id)

    // the vendor's Pendientes now shows the Renault request
    await vendorPage.goto('/repuestosGo/page/index/pendientes')
    await vendorPage
      .locator(`[data-testid="pending-row"][data-code="${source.code}"]`)
      .first()
      .waitFor()
    await vendorContext.close()
  })
})

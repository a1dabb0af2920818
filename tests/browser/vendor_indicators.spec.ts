import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeIndicatorWorld } from '#tests/helpers/indicators'
import { auditContext, axeViolations, describeViolations } from '#tests/helpers/axe'

/**
 * 'Mis indicadores' in the browser: the vendor of the indicators' fixture (tests/helpers/
 * indicators.ts, answers worked out by hand) opens the modal from Pendientes and reads them.
 */
test.group('Vendor indicators in the browser', (group) => {
  freshDatabase(group)

  test('a vendor opens Mis indicadores and sees the fixture figures', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { owner } = await makeIndicatorWorld()
    await browserContext.loginAs(owner)
    const page = await visit('/repuestosGo/page/index/pendientes')
    await page.getByRole('button', { name: 'Mis indicadores' }).first().click()
    const modal = page.getByTestId('indicators-modal')
    await modal.getByTestId('indicators-operation').waitFor()

    const text = async (testId: string) =>
      ((await modal.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ')

    const opportunities = await text('indicators-opportunities')
    assert.include(opportunities, 'Solicitudes por cotizar1')
    assert.include(opportunities, 'Autopartes por cotizar2')

    const operation = await text('indicators-operation')
    assert.include(operation, 'Solicitudes recibidas10')
    assert.include(operation, 'Tasa de respuesta90 %')
    assert.include(operation, '9 cotizadas o descartadas')
    assert.include(operation, 'Tiempo de respuesta15 min')

    const quotations = await text('indicators-quotations')
    assert.include(quotations, 'Cotizaciones realizadas6')
    assert.include(quotations, 'Con compra1')
    assert.include(quotations, 'En revisión del comprador2')
    assert.include(quotations, 'Descartadas por el comprador1')
    assert.include(quotations, 'Cotizaciones vendidas16,7 %')

    const conversion = await text('indicators-conversion')
    assert.match(conversion, /Total cotizado\$\s?800\.000/)
    assert.match(conversion, /Total pedido\$\s?150\.000/)
    assert.include(conversion, 'Conversión18,8 %')

    const own = await text('indicators-own-reasons')
    assert.include(own, 'Baja probabilidad de venta2 de 3 · 66,7 %')
    assert.include(own, 'Producto no disponible1 de 3 · 33,3 %')
    const buyers = await text('indicators-buyer-reasons')
    assert.include(buyers, 'Precio alto1 de 1 · 100 %')

    await modal.getByRole('button', { name: 'Entendido' }).click()
    await modal.waitFor({ state: 'hidden' })

    // the Reportes tab shows the same indicators
    const reports = await visit('/repuestosGo/page/index/reportes')
    const tab = reports.getByTestId('reports-tab')
    await tab.getByTestId('indicators-quotations').waitFor()
    const sold = ((await tab.getByTestId('indicators-quotations').textContent()) ?? '').replace(
      /\s+/g,
      ' '
    )
    assert.include(sold, 'Cotizaciones vendidas16,7 %')
    assert.include(
      (await tab.getByTestId('indicators-operation').textContent()) ?? '',
      'Solicitudes recibidas10'
    )
  })

  test('the open modal has no axe-core violation (WCAG 2.1 AA) inside it', async ({
    browser,
    assert,
  }) => {
    const { owner } = await makeIndicatorWorld()
    const context = await auditContext(browser)
    await context.loginAs(owner)
    const page = await context.newPage()
    await page.goto('/repuestosGo/page/index/pendientes')
    await page.getByRole('button', { name: 'Mis indicadores' }).first().click()
    await page.getByTestId('indicators-own-reasons').waitFor()
    await page.waitForTimeout(300)
    const found = describeViolations(
      'Mis indicadores',
      await axeViolations(page, '[role="dialog"]')
    )
    await context.close()
    assert.deepEqual(found, [])
  }).timeout(60_000)
})

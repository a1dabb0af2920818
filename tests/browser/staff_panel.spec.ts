import { test } from '@japa/runner'
import type { Locator } from 'playwright'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'

/** Waits until `locator` reads `expected` (the panel reloads after the period changes). */
async function expectText(locator: Locator, expected: string) {
  let seen = ''
  for (let attempt = 0; attempt < 100; attempt++) {
    seen = (await locator.innerText()).trim()
    if (seen === expected) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`read "${seen}", expected "${expected}"`)
}

test.group('Staff panel in the browser', (group) => {
  freshDatabase(group)

  test("an admin opens 'Sección de staff', reads the week and switches to 30 días", async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { store } = await makeGoStore({ name: 'Repuestos Andes' })
    const buyer = await makeBuyer()
    const now = DateTime.now()
    // this week: a request quoted in 30 minutes and bought for 150 000
    const recent = await makeRequest(buyer, { createdAt: now.minus({ hours: 2 }), parts: 1 })
    const quotation = await QuotationFactory.merge({
      quotationRequestId: recent.id,
      storeId: store.id,
      createdAt: now.minus({ hours: 1, minutes: 30 }),
      total: 150000,
    }).create()
    await CartShoppingHeaderFactory.apply('delivered')
      .merge({ quotationId: quotation.id, storeId: store.id, userId: buyer.id, total: 150000 })
      .create()
    // twelve days ago: only in the 30 days
    await makeRequest(buyer, { createdAt: now.minus({ days: 12 }), parts: 1 })
    const admin = await makeUser({ isAdmin: true, fullName: 'Ana Admin' })

    await browserContext.loginAs(admin)
    const page = await visit('/')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))

    await page.getByTestId('user-menu').click()
    await page.getByTestId('menu-staff').click()
    await page.waitForURL('**/staff/panel')
    await page.getByRole('heading', { name: 'Panel' }).waitFor()

    const figure = (name: string) =>
      page.getByTestId(`panel-figure-${name}`).getByTestId('panel-figure-value')
    await expectText(figure('requests'), '1')
    await expectText(figure('quotations'), '1')
    await expectText(figure('orders'), '1')
    assert.match(await figure('salesValue').innerText(), /150\.000/)
    await expectText(figure('medianFirstQuotationMinutes'), '30 min')
    await expectText(figure('activeStores'), '1')
    await page.getByTestId('panel-chart').getByText('Actividad por día').waitFor()
    assert.equal(
      await page.getByTestId('panel-figure-requests').getByRole('link').getAttribute('href'),
      '/staff/solicitudes'
    )

    await page.getByText('30 días', { exact: true }).click()
    await page.waitForURL('**/staff/panel?period=30d')
    await expectText(figure('requests'), '2')
    await expectText(figure('quotedShare'), '50 %')
    assert.equal(await page.getByTestId('staff-panel').getAttribute('data-period'), '30d')

    await page.getByText('Hoy', { exact: true }).click()
    await page.waitForURL('**/staff/panel?period=today')
    await page.getByTestId('panel-chart').getByText('Actividad por hora').waitFor()

    await page.waitForTimeout(300)
    assert.deepEqual(errors, [])
  })
})

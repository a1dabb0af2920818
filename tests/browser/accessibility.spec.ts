import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import {
  detailFixtures,
  DETAIL_PAGE,
  makeVendorStore,
  PENDING_URL,
} from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, orderFrom, quote } from '#tests/functional/quotations/buyer_detail_helpers'
import { MAIN_AREA, makeBrandAndCity, makeBuyer } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { rateStore } from '#tests/functional/reports/nps_helpers'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { makeNotification } from '#tests/helpers/notifications'
import { auditContext, axeViolations, describeViolations } from '#tests/helpers/axe'

/**
 * No axe-core violation of WCAG 2.1 AA (colour contrast, ARIA, names) nor of axe's best
 * practices (heading order, landmarks) on the main pages, on a desktop (1280 px) and a phone
 * (375 px): as a guest (home, wizard, login, register, 404, sales opportunities, a store page), as a buyer (main area, a request
 * with a quotation, an order, the bell's list) and as a vendor (Pendientes, a request to quote,
 * a sale). A failure lists each violation: page, rule, element, why.
 */
type Ready = (page: Page) => Promise<unknown>
interface Audit {
  name: string
  path: string
  ready: Ready
}

const WIDTHS = [1280, 375]

const heading =
  (name: string | RegExp): Ready =>
  (page) =>
    page.getByRole('heading', { name }).first().waitFor()

async function audit(page: Page, audits: Audit[]) {
  const found: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const { name, path, ready } of audits) {
      await page.goto(path)
      await ready(page)
      // the header's user menu and the page's on-demand parts arrive right after the page
      await page.waitForLoadState('load')
      await page.waitForTimeout(400)
      found.push(...describeViolations(`${name} @${width}px`, await axeViolations(page)))
    }
  }
  return found
}

test.group('Accessibility (axe-core, WCAG 2.1 AA)', (group) => {
  freshDatabase(group)

  test('public pages: home, wizard, login, register, 404', async ({ browser, assert }) => {
    const context = await auditContext(browser)
    const page = await context.newPage()
    const found = await audit(page, [
      { name: 'home', path: '/', ready: heading(/./) },
      {
        name: 'wizard',
        path: '/home/page/cotizacion',
        ready: (p) => p.getByRole('button', { name: 'Continuar' }).waitFor(),
      },
      {
        name: 'login',
        path: '/users/page/login',
        ready: (p) => p.getByRole('button', { name: 'Continuar con Email' }).waitFor(),
      },
      {
        name: 'register',
        path: '/users/page/register',
        ready: (p) => p.getByRole('button', { name: 'Crear cuenta' }).waitFor(),
      },
      { name: '404', path: '/no-existe-esta-pagina', ready: heading('404') },
    ])
    await context.close()
    assert.deepEqual(found, [])
  }).timeout(120_000)

  test('the public pages of the stores: sales opportunities and a store page', async ({
    browser,
    assert,
  }) => {
    const { brand, city } = await makeBrandAndCity('Chevrolet', 'Medellín', 'Antioquia')
    const buyer = await makeBuyer()
    await QuotationRequestFactory.merge({ userId: buyer.id, brandId: brand.id, cityId: city.id })
      .with('details', 1, (detail) => detail.merge({ name: 'Pastillas de freno' }))
      .create()
    const { store } = await makeGoStore({ name: 'Frenos La 80', brands: [brand] })
    // the satisfaction gauge with a score: NPS 29, 'Buena' (its band's text colour is checked)
    await rateStore(store.id, [10, 10, 9, 9, 8, 6, 2])
    const context = await auditContext(browser)
    const page = await context.newPage()
    const found = await audit(page, [
      {
        name: 'sales opportunities',
        path: '/repuestosGo/quotationRequest/oportunidadesDeVenta',
        ready: (p) => p.getByRole('heading', { name: 'Top Marcas más solicitadas' }).waitFor(),
      },
      {
        name: 'store page',
        path: `/tienda/${store.urlPath}`,
        ready: (p) => p.getByTestId('nps-band').waitFor(),
      },
    ])
    await context.close()
    assert.deepEqual(found, [])
  }).timeout(120_000)

  test('a buyer: main area, a request with a quotation, an order', async ({ browser, assert }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 2 })
    const quotation = await quote(request, vendor.store)
    const order = await orderFrom(quotation, buyer.id, 1)
    await makeNotification(buyer, { message: `Recibiste una cotización para ${request.code}` })
    const context = await auditContext(browser)
    await context.loginAs(buyer)
    const page = await context.newPage()
    const found = await audit(page, [
      {
        name: 'main area',
        path: MAIN_AREA,
        ready: (p) => p.getByText(request.code).first().waitFor(),
      },
      {
        name: 'request detail',
        path: BUYER_PAGE(request.id),
        ready: (p) => p.getByTestId('quotation-block').first().waitFor(),
      },
      {
        name: 'order',
        path: `/repuestosGo/compras/${order.id}`,
        ready: heading(`Pedido ${order.refVenta}`),
      },
    ])
    // the bell's list, open
    await page.goto(MAIN_AREA)
    await page.locator('[data-testid="notifications-bell"][data-count="1"]').click()
    await page.getByTestId('notification-item').waitFor()
    await page.waitForTimeout(300)
    found.push(...describeViolations('bell list', await axeViolations(page)))
    await context.close()
    assert.deepEqual(found, [])
  }).timeout(120_000)

  test('a vendor: Pendientes, a request to quote, a sale', async ({ browser, assert }) => {
    const { brand, request, vendor, buyer } = await detailFixtures({ parts: 2 })
    const other = await makeVendorStore({ brands: [brand], owner: { fullName: 'Lina Vendedora' } })
    const quotation = await quote(request, other.store)
    const sale = await orderFrom(quotation, buyer.id, 1)
    const context = await auditContext(browser)
    await context.loginAs(vendor.owner)
    const page = await context.newPage()
    const found = await audit(page, [
      {
        name: 'Pendientes',
        path: PENDING_URL,
        ready: (p) => p.getByTestId('pending-row').first().waitFor(),
      },
      {
        name: 'request to quote',
        path: DETAIL_PAGE(request.id),
        ready: (p) => p.getByRole('button', { name: 'Enviar Cotización' }).waitFor(),
      },
    ])
    await context.clearCookies()
    await context.loginAs(other.owner)
    found.push(
      ...(await audit(page, [
        {
          name: 'sale',
          path: `/repuestosGo/ventas/${sale.id}`,
          ready: heading(`Pedido ${sale.refVenta}`),
        },
      ]))
    )
    await context.close()
    assert.deepEqual(found, [])
  }).timeout(120_000)
})

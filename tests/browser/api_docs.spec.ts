import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright'
import app from '@adonisjs/core/services/app'
import { freshDatabase } from '#tests/helpers/database'
import { hydrated } from '#tests/helpers/hydration'
import { auditContext, axeViolations, describeViolations } from '#tests/helpers/axe'

/**
 * Issue 24 item 1: the API reference at /api/docs, read by a guest. One test reads the real
 * generated document; the others serve tests/fixtures/openapi_sample.json in its place (a few
 * real routes, a `$ref` cycle, a long path), so what they look for does not move with the
 * generator's output.
 */
const SAMPLE = readFileSync(app.makePath('tests/fixtures/openapi_sample.json'), 'utf8')

async function withSample(context: BrowserContext) {
  await context.route('**/api/openapi.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: SAMPLE })
  )
}

/** The page with its operations drawn (the first visit of a run may wait on Vite). */
async function loaded(page: Page) {
  await hydrated(page)
  await page.getByTestId('operation').first().waitFor({ timeout: 60_000 })
}

const visibleOperations = (page: Page) => page.locator('[data-testid="operation"]:visible')

const NO_SIDEWAYS_SCROLL = 'document.documentElement.scrollWidth <= window.innerWidth'

test.group('API reference page', (group) => {
  freshDatabase(group)

  test('a guest reads the real document: every operation listed, the token scopes', async ({
    visit,
    assert,
  }) => {
    const document = JSON.parse(
      readFileSync(app.makePath('app/core/openapi/openapi.json'), 'utf8')
    ) as { paths: Record<string, Record<string, unknown>>; info: { version: string } }
    const methods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']
    const total = Object.values(document.paths).reduce(
      (sum, item) => sum + Object.keys(item).filter((key) => methods.includes(key)).length,
      0
    )
    const page = await visit('/api/docs')
    await loaded(page)
    assert.equal(await page.getByTestId('operation').count(), total)
    assert.include(await page.getByTestId('operations-count').innerText(), `${total} operaciones`)
    assert.include(await page.getByTestId('api-version').innerText(), document.info.version)
    const scopes = await page.getByTestId('token-scopes').innerText()
    for (const scope of ['requests:read', 'quotations:write', 'orders:read', 'orders:write']) {
      assert.include(scopes, scope)
    }
    await page.getByText('Sesión del navegador + XSRF').waitFor()
  }).timeout(120_000)

  test('the search filters operations by summary, operationId and path as one types', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await withSample(browserContext)
    const page = await visit('/api/docs')
    await loaded(page)
    assert.equal(await visibleOperations(page).count(), 10)
    const search = page.getByRole('searchbox', { name: 'Buscar operaciones' })

    // summaries, accents ignored
    await search.fill('cotizacion')
    await page.getByTestId('operations-count').getByText('3 de 10 operaciones').waitFor()
    const ids = await visibleOperations(page).evaluateAll((cards) =>
      cards.map((card: any) => card.getAttribute('data-operation-id'))
    )
    assert.deepEqual(ids, [
      'api.quotations.store',
      'api.quotations.close',
      'api.buyerRequests.index',
    ])
    assert.equal(await page.getByTestId('nav-operation').count(), 3)

    await search.fill('sales.status')
    await page.getByTestId('operations-count').getByText('1 de 10 operaciones').waitFor()
    assert.equal(
      await visibleOperations(page).first().getAttribute('data-operation-id'),
      'api.sales.status'
    )

    await search.fill('/localization/zones')
    await page.getByTestId('operations-count').getByText('2 de 10 operaciones').waitFor()

    await search.fill('nada-parecido')
    await page.getByText('Ninguna operación coincide con «nada-parecido».').waitFor()

    await search.fill('')
    await page.getByTestId('operations-count').getByText('10 operaciones').waitFor()
  }).timeout(120_000)

  test('an operation opens its parameters, body and response schemas, example and curl', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await withSample(browserContext)
    const page = await visit('/api/docs')
    await loaded(page)
    const card = page.locator('[data-operation-id="api.quotations.store"]')
    assert.equal(await card.getByTestId('operation-details').count(), 0)
    await card.getByRole('button', { name: /Envía una cotización/ }).click()
    const details = card.getByTestId('operation-details')
    await details.waitFor()

    await details.getByText('Token bearer con alcance quotations:write (Cotizar)').waitFor()
    await details.getByText('Sesión + encabezado XSRF').waitFor()
    const params = details.getByTestId('params-table')
    await params.getByText('Idempotency-Key').waitFor()
    await params.getByText('encabezado').waitFor()

    // the body's tree: products opens to show each product's fields
    const body = details.getByTestId('schema-tree').first()
    const products = body.locator('li[data-property="products"]')
    await products.getByText('obligatorio').first().waitFor()
    assert.equal(await body.locator('li[data-property="price"]').count(), 0)
    await products.getByRole('button').first().click()
    await body.locator('li[data-property="price"]').getByText('mín. 0').waitFor()

    // the 201 is open: data is a Quotation whose request refers back to itself (cycle guard)
    const created = details.locator('[data-status="201"]')
    await created.locator('li[data-property="data"]').getByRole('button').first().click()
    const request = created.locator('li[data-property="request"]')
    await request.getByRole('button').first().click()
    const quotations = request.locator('li[data-property="quotations"]')
    await quotations.getByText('referencia circular a Quotation').waitFor()
    assert.equal(await quotations.getByRole('button').count(), 0, 'a cycle does not open')

    const example = await created.locator('pre').first().innerText()
    assert.deepInclude(JSON.parse(example).data, { currency: 'COP' })
    const curl = await details.getByTestId('curl-example').locator('pre').innerText()
    assert.include(curl, 'curl -X POST')
    assert.include(curl, '/api/repuestosGo/Quotation')
    assert.include(curl, 'Authorization: Bearer $TOKEN')
    assert.include(curl, '"quotation_request_id":1')
  }).timeout(120_000)

  test('a deep link opens its operation and scrolls to it', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await withSample(browserContext)
    const page = await visit('/api/docs#op-api.sales.status')
    await loaded(page)
    const card = page.locator('#op-api\\.sales\\.status')
    await card.getByTestId('operation-details').waitFor()
    await page.waitForFunction('window.scrollY > 200')
    const box = (await card.boundingBox())!
    const height = Number(await page.evaluate('window.innerHeight'))
    assert.isAtLeast(box.y, 60, 'below the fixed header')
    assert.isBelow(box.y, height / 2, 'at the top of the window')

    // the link of another operation does the same within the page
    await page.goto(`${page.url().split('#')[0]}#op-api.zones.show`)
    await page.locator('#op-api\\.zones\\.show').getByTestId('operation-details').waitFor()
  }).timeout(120_000)

  test('at 375 px: no sideways scroll, the index is a drawer', async ({
    browserContext,
    visit,
  }) => {
    await withSample(browserContext)
    const page = await visit('/api/docs')
    await page.setViewportSize({ width: 375, height: 740 })
    await loaded(page)
    await page.waitForFunction(NO_SIDEWAYS_SCROLL)

    // the longest path and its tables open
    const long = page.locator('[data-operation-id="api.chat.participants"]')
    await long.getByRole('button', { name: /Participantes de una conversación/ }).click()
    await long.getByTestId('params-table').waitFor()
    await page.waitForFunction(NO_SIDEWAYS_SCROLL)
    const quotation = page.locator('[data-operation-id="api.quotations.store"]')
    await quotation.getByRole('button', { name: /Envía una cotización/ }).click()
    await quotation.getByTestId('curl-example').waitFor()
    await page.waitForFunction(NO_SIDEWAYS_SCROLL)

    await page.getByRole('button', { name: 'Índice de la API' }).click()
    const drawer = page.getByRole('dialog', { name: 'Índice de la API' })
    await drawer.getByRole('link', { name: /Cambia el estado de un pedido/ }).click()
    await drawer.waitFor({ state: 'hidden' })
    await page.locator('#op-api\\.sales\\.status').getByTestId('operation-details').waitFor()
    await page.waitForFunction(NO_SIDEWAYS_SCROLL)
  }).timeout(120_000)

  test('no axe violation (WCAG 2.1 AA) with an operation and its schema open', async ({
    browser,
    assert,
  }) => {
    const context = await auditContext(browser)
    await withSample(context)
    const page = await context.newPage()
    const found: string[] = []
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/api/docs#op-api.quotations.store')
      await page.locator('#op-api\\.quotations\\.store').getByTestId('operation-details').waitFor({
        timeout: 60_000,
      })
      await page.waitForTimeout(400)
      found.push(...describeViolations(`api docs @${width}px`, await axeViolations(page)))
    }
    await context.close()
    assert.deepEqual(found, [])
  }).timeout(120_000)
})

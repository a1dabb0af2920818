import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrandAndCity, makeBuyer } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import SalesOpportunitiesQuery from '#quotations/queries/sales_opportunities_query'

const PAGE = '/repuestosGo/quotationRequest/oportunidadesDeVenta'

/** The brands of the rows on screen, once they are `expected` (in order). */
async function expectBrands(page: Page, expected: string[]) {
  const rows = page.locator('[data-testid="opportunity"] td:first-child')
  let seen: string[] = []
  for (let attempt = 0; attempt < 100; attempt++) {
    seen = await rows.allInnerTexts()
    if (seen.join(',') === expected.join(',')) return
    await page.waitForTimeout(100)
  }
  throw new Error(`the table shows [${seen}], expected [${expected}]`)
}

test.group('Sales opportunities in the browser (public page)', (group) => {
  freshDatabase(group)
  group.each.setup(() => SalesOpportunitiesQuery.snapshots.clear())

  /** Chevrolet in Medellín (newest) and Mazda in Bogotá, open marketplace requests. */
  async function twoRequests() {
    const chevrolet = await makeBrandAndCity('Chevrolet', 'Medellín', 'Antioquia')
    const mazda = await makeBrandAndCity('Mazda', 'Bogotá', 'Cundinamarca')
    const buyer = await makeBuyer()
    const make = (place: typeof chevrolet, model: string, part: string) =>
      QuotationRequestFactory.merge({
        userId: buyer.id,
        brandId: place.brand.id,
        cityId: place.city.id,
        vehicleModel: model,
      })
        .with('details', 1, (detail) => detail.merge({ name: part }))
        .create()
    await make(mazda, 'CX-5', 'Pastillas de freno')
    const spark = await make(chevrolet, 'Spark GT', 'Batería')
    return { chevrolet, spark }
  }

  test('a guest filters by brand as they type and Cotizar leads to the store sign-up', async ({
    visit,
    assert,
  }) => {
    await twoRequests()
    const page = await visit(PAGE)
    await page.getByRole('heading', { name: 'Oportunidades de venta', level: 1 }).waitFor()
    assert.match(
      await page.getByTestId('today').innerText(),
      /^Hoy \d{1,2} de [a-záéíóú]+ de \d{4} estamos comprando estas autopartes$/
    )
    await expectBrands(page, ['Chevrolet', 'Mazda'])
    await page.getByRole('heading', { name: 'Top Marcas más solicitadas' }).waitFor()
    await page.getByRole('heading', { name: 'Top Ciudades con más requerimientos' }).waitFor()

    await page.getByRole('textbox', { name: 'Marca' }).pressSequentially('maz')
    await expectBrands(page, ['Mazda'])
    await page.getByRole('textbox', { name: 'Marca' }).fill('renault')
    await page
      .getByText(
        'Con la elección realizada no tenemos solicitudes de compra abiertas. Intenta nuevamente'
      )
      .waitFor()
    await page.getByRole('textbox', { name: 'Marca' }).fill('chev')
    await expectBrands(page, ['Chevrolet'])

    await page.getByTestId('quote').first().click()
    await page.waitForURL((url) => url.pathname === '/tienda/registro')
    assert.equal(new URL(page.url()).pathname, '/tienda/registro')
  })

  test('a vendor whose store has the GO module inactive sees the activation alert', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { chevrolet } = await twoRequests()
    const { owner, store } = await makeGoStore({ brands: [chevrolet.brand], goModule: false })
    await browserContext.loginAs(owner)
    const page = await visit(PAGE)
    await page.getByTestId('quote').first().click()
    const alert = page.getByTestId('activation-alert')
    await alert.waitFor()
    assert.equal(
      await alert.innerText(),
      'Tu cuenta tiene inactivo el módulo de Repuestos GO. Solicita la activación desde el siguiente formulario.'
    )
    // to the store's Módulo GO section, where the owner sends the request to staff
    await page.getByRole('link', { name: 'Solicitar activación' }).click()
    await page.waitForURL((url) => url.pathname === `/tienda/${store.urlPath}/store/page`)
    assert.equal(new URL(page.url()).hash, '#storeConfigSection-go')
    await page
      .getByTestId('go-section')
      .getByRole('button', { name: 'Solicitar activación' })
      .click()
    await page.getByTestId('go-requested').waitFor()
    await store.refresh()
    assert.isNotNull(store.goActivationRequestedAt)
  })

  test('a vendor at work goes to the request page of that id', async ({
    visit,
    browserContext,
  }) => {
    const { chevrolet, spark } = await twoRequests()
    const { owner } = await makeGoStore({ brands: [chevrolet.brand] })
    await browserContext.loginAs(owner)
    const page = await visit(PAGE)
    await page.getByRole('textbox', { name: 'Marca' }).fill('chevrolet')
    await expectBrands(page, ['Chevrolet'])
    await page.getByTestId('quote').first().click()
    await page.waitForURL((url) => url.pathname === `/repuestosGo/quotationRequest/${spark.id}`)
  })
})

import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrandAndCity, makeBuyer } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'

/** Waits until the Pendientes rows on screen are `expected` (codes, any order). */
async function expectRows(page: Page, expected: string[]) {
  const wanted = [...expected].sort().join(',')
  const rows = page.locator('[data-testid="pending-row"]')
  let seen = ''
  for (let attempt = 0; attempt < 100; attempt++) {
    // one read of every row at once: the list may change between two reads
    const codes = await rows.evaluateAll((elements) =>
      elements.map(
        (element) =>
          (element as unknown as { getAttribute(name: string): string | null }).getAttribute(
            'data-code'
          ) ?? ''
      )
    )
    seen = codes.sort().join(',')
    if (seen === wanted) return codes.length
    await page.waitForTimeout(100)
  }
  throw new Error(`Pendientes shows [${seen}], expected [${wanted}]`)
}

test.group('Vendor lists in the browser: the search box', (group) => {
  freshDatabase(group)

  test('Pendientes follows what the vendor types, with no Enter', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const chevrolet = await makeBrandAndCity('Chevrolet', 'Medellín', 'Antioquia')
    const mazda = await makeBrandAndCity('Mazda', 'Bogotá', 'Cundinamarca')
    const { owner } = await makeGoStore({ brands: [chevrolet.brand, mazda.brand] })
    const buyer = await makeBuyer()
    const make = (code: string, place: typeof chevrolet, model: string, part: string) =>
      QuotationRequestFactory.merge({
        userId: buyer.id,
        code,
        brandId: place.brand.id,
        cityId: place.city.id,
        vehicleModel: model,
      })
        .with('details', 1, (detail) => detail.merge({ name: part }))
        .create()
    await make('SC-000012', chevrolet, 'Spark GT', 'Batería')
    await make('SC-000120', mazda, 'CX-5', 'Pastillas de freno')
    await make('SC-000345', mazda, 'CX-30', 'Amortiguador')

    await browserContext.loginAs(owner)
    const page = await visit('/repuestosGo/page/index/pendientes')
    await expectRows(page, ['SC-000012', 'SC-000120', 'SC-000345'])
    const box = page.getByRole('searchbox', {
      name: 'Buscar por código, marca, modelo, repuesto o ciudad',
    })

    // a code fragment, typed key by key: the list follows without Enter
    await box.pressSequentially('000012', { delay: 40 })
    assert.equal(await expectRows(page, ['SC-000012']), 1)
    await box.fill('')
    await expectRows(page, ['SC-000012', 'SC-000120', 'SC-000345'])
    await box.pressSequentially('12', { delay: 40 })
    await expectRows(page, ['SC-000012', 'SC-000120'])

    // a part without its accent, a city, a brand and model
    await box.fill('')
    await box.pressSequentially('bateria', { delay: 40 })
    await expectRows(page, ['SC-000012'])
    await box.fill('bogota')
    await expectRows(page, ['SC-000120', 'SC-000345'])
    await box.fill('mazda cx-30')
    await expectRows(page, ['SC-000345'])
    await box.fill('volvo')
    await page.getByText('No hay resultados para mostrar').waitFor()
  }).timeout(60_000)
})

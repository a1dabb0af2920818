import { test } from '@japa/runner'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeBrand, makeGoStore } from '#tests/helpers/vendors'

/** The 'Reportes' tab counts in Spanish: one answered request is singular. */
test.group('Vendor Reportes in the browser', (group) => {
  freshDatabase(group)

  test('one request answered reads "1 cotizada o descartada"', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const brand = await makeBrand()
    const { store, owner } = await makeGoStore({ brands: [brand] })
    const request = await makeRequest(await makeBuyer(), { brandId: brand.id })
    await VendorIgnoreFactory.merge({ quotationRequestId: request.id, storeId: store.id }).create()

    await browserContext.loginAs(owner)
    const page = await visit('/repuestosGo/page/index/reportes')
    const received = page.getByTestId('report-received')
    await received.waitFor()
    const text = (await received.textContent()) ?? ''
    assert.include(text, '1 solicitud llegó a tu tienda')
    assert.include(text, 'respondiste 1 (cotizada o descartada)')
    await page.getByText('1 cotizada o descartada', { exact: true }).waitFor()
    assert.equal(await page.getByText(/1 cotizadas/).count(), 0)
  })
})

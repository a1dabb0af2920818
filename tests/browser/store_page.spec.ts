import { test } from '@japa/runner'
import VehicleBrand from '#catalog/models/vehicle_brand'
import QuotationRequest from '#quotations/models/quotation_request'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity } from '#tests/helpers/people'
import { makeGoStore } from '#tests/helpers/vendors'
import { fillWizardWithGarageVehicle, makeBuyerWithGarageVehicle } from '#tests/helpers/wizard'

/** 'Frenos La 80' in Medellín, selling Chevrolet and Renault. */
async function frenosLa80() {
  const city = await makeCity('Medellín', 'Antioquia', '05001')
  const chevrolet = await VehicleBrand.create({
    name: 'Chevrolet',
    slug: 'chevrolet',
    popular: true,
    isActive: true,
  })
  const renault = await VehicleBrand.create({
    name: 'Renault',
    slug: 'renault',
    popular: true,
    isActive: true,
  })
  const { store } = await makeGoStore({ name: 'Frenos La 80', brands: [chevrolet, renault] })
  store.cityId = city.id
  await store.save()
  return { city, store, renault }
}

test.group('Public store page in the browser', (group) => {
  freshDatabase(group)

  test('a guest sees the store and asks it for a quotation in the wizard', async ({
    visit,
    assert,
  }) => {
    const { store } = await frenosLa80()
    const page = await visit(`/tienda/${store.urlPath}`)

    await page.getByRole('heading', { name: 'Frenos La 80' }).waitFor()
    assert.match(await page.title(), /^Frenos La 80 · Autopartes en Medellín, Antioquia/)
    assert.include(
      await page.locator('meta[name="description"]').getAttribute('content'),
      'autopartes para Chevrolet, Renault'
    )
    const brands = page.getByTestId('store-brands')
    await brands.getByText('Chevrolet').waitFor()
    await brands.getByText('Renault').waitFor()
    await page.getByTestId('store-figures').getByText('Tasa de respuesta').waitFor()

    await page.getByRole('link', { name: 'Solicitar cotización a esta tienda' }).click()
    await page.waitForURL(/\/home\/page\/cotizacion\?tienda=/)
    await page.getByRole('heading', { name: 'Cotización para Frenos La 80' }).waitFor()
    await page.getByText('Te responderemos en 60 minutos o menos por WhatsApp.').waitFor()
  })

  test('a signed-in buyer sends the store request from the store page', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { city, store, renault } = await frenosLa80()
    const buyer = await makeBuyerWithGarageVehicle(city.id, renault.id)
    await browserContext.loginAs(buyer)
    const page = await visit(`/tienda/${store.urlPath}`)
    await page.getByRole('link', { name: 'Solicitar cotización a esta tienda' }).click()
    await page.getByRole('heading', { name: 'Cotización para Frenos La 80' }).waitFor()

    const summary = await fillWizardWithGarageVehicle(page, 'Pastillas de freno')
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await page.getByText('¡Solicitud de cotización enviada!').waitFor()
    const request = await QuotationRequest.query().where('user_id', buyer.id).firstOrFail()
    assert.equal(request.storeId, store.id)
    assert.isFalse(request.sendToMarketplace)
  })
})

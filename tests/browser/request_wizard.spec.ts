import { test } from '@japa/runner'
import type { Page } from 'playwright'
import VehicleBrand from '#catalog/models/vehicle_brand'
import Vehicle from '#garage/models/vehicle'
import QuotationRequest from '#quotations/models/quotation_request'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo, makeCity, makeUser } from '#tests/helpers/people'
import { fillWizardWithGarageVehicle, makeBuyerWithGarageVehicle } from '#tests/helpers/wizard'

/** Types a code into the six boxes of a PIN input. */
async function typeCode(page: Page, testId: string, code: string) {
  const boxes = page.getByTestId(testId).locator('input')
  for (const [index, digit] of [...code].entries()) {
    await boxes.nth(index).fill(digit)
  }
}

test.group('Request wizard in the browser', (group) => {
  freshDatabase(group)

  test('a guest finds the vehicle by plate, adds a tyre, verifies the phone and sends', async ({
    visit,
    assert,
  }) => {
    await makeCity('Medellín', 'Antioquia', '05001')
    await VehicleBrand.create({
      name: 'Chevrolet',
      slug: 'chevrolet',
      popular: true,
      isActive: true,
    })
    const page = await visit('/home/page/cotizacion')

    await page.getByLabel('Placa del vehículo').fill('jkm482')
    await page.getByLabel('No soy un robot').check()
    await page.getByTestId('plate-search-button').click()

    // found: the verified vehicle is shown, the buyer goes on
    await page.getByTestId('vehicle-info-card').getByText('Verificado').waitFor()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByLabel('Nombre de la autoparte').first().waitFor()
    await page.getByLabel('Nombre de la autoparte').first().fill('Filtro de aceite')
    // the optional part number: at most 64 characters, said in Spanish when longer
    const partNumber = page.getByLabel('Número de parte (opcional)').first()
    await partNumber.fill('9'.repeat(65))
    await partNumber.blur()
    await page.getByText('Utiliza máximo 64 caracteres').waitFor()
    await partNumber.fill('PH-5949')
    await partNumber.blur()
    await page.getByText('Utiliza máximo 64 caracteres').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Agregar otra autoparte' }).click()
    await page.getByLabel('Nombre de la autoparte').nth(1).fill('Llanta delantera')
    await page.getByLabel('Cantidad').nth(1).fill('2')
    await page.getByLabel('Cantidad').nth(1).blur()
    const tyre = page.getByRole('dialog', { name: 'Medidas de la llanta' })
    await tyre.waitFor()
    const save = tyre.getByRole('button', { name: 'Guardar' })
    assert.isTrue(await save.isDisabled())
    await tyre.getByLabel('Ancho').fill('175')
    await tyre.getByLabel('Perfil').fill('65')
    assert.isTrue(await save.isDisabled())
    await tyre.getByLabel('RIN').fill('R14')
    await save.click()
    await page.getByText('Medidas: 175 / 65 / R14').waitFor()
    await page.getByRole('button', { name: 'Continuar' }).click()

    // contact step: new user, phone verified with the code read from the outbox
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Julián Herrera')
    await page.getByPlaceholder('Escribe tu ciudad').fill('Medel')
    await page.getByRole('option', { name: 'Medellín, Antioquia' }).click()
    await page.getByRole('textbox', { name: /^Email/ }).fill('julian@example.com')
    await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill('3114445566')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByRole('dialog', { name: 'Verifica tu número de WhatsApp' }).waitFor()
    await typeCode(page, 'verify-code-input', await lastCodeSentTo('3114445566'))

    // summary, then send
    const summary = page.getByRole('dialog', { name: 'Resumen de tu solicitud' })
    await summary.waitFor()
    await summary.getByText('Llanta delantera 175 / 65 / R14').waitFor()
    await summary.getByText('Número de parte: PH-5949').waitFor()
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await page.getByText('¡Solicitud de cotización enviada!').waitFor()
    // only actions whose pages exist (the catalogue pages do not yet)
    const sent = page.getByTestId('request-sent')
    await sent.getByRole('link', { name: 'Ver mis solicitudes' }).waitFor()
    await sent.getByRole('button', { name: 'Finalizar' }).waitFor()
    assert.equal(await sent.locator('a[href*="/catalogo/"]').count(), 0)

    const user = await User.findByOrFail('mobile', '3114445566')
    assert.isTrue(user.mobileVerified)
    const request = await QuotationRequest.query()
      .where('user_id', user.id)
      .preload('details')
      .firstOrFail()
    assert.isTrue(request.foundByPlate)
    assert.isTrue(request.vehicleIsVerified)
    assert.equal(request.vehicleLicensePlate, 'JKM482')
    assert.deepEqual(
      request.details.map((d) => [d.name, d.amount, d.rimWidth, d.reference]),
      [
        ['Filtro de aceite', 1, null, 'PH-5949'],
        ['Llanta delantera', 2, '175', null],
      ]
    )
  })

  test('a signed-in buyer with a garage vehicle is auto-advanced, sends and closes the request', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const city = await makeCity('Medellín', 'Antioquia', '05001')
    const brand = await VehicleBrand.create({
      name: 'Renault',
      slug: 'renault',
      popular: true,
      isActive: true,
    })
    const buyer = await makeBuyerWithGarageVehicle(city.id, brand.id)
    await browserContext.loginAs(buyer)
    const page = await visit('/home/page/cotizacion')

    // choosing the garage vehicle moves on to the parts by itself, and with complete, verified
    // contact data the summary opens without another click
    const summary = await fillWizardWithGarageVehicle(page, 'Kit de embrague')
    await summary.getByText('Renault Duster 2021').waitFor()
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await page.getByText('¡Solicitud de cotización enviada!').waitFor()
    const request = await QuotationRequest.query().where('user_id', buyer.id).firstOrFail()
    assert.equal(request.vehicleModel, 'Duster')

    // the buyer's list: close it with a reason
    await page.getByRole('link', { name: 'Ver mis solicitudes' }).click()
    const card = page.locator(`[data-testid="request-card"][data-code="${request.code}"]`)
    await card.waitFor()
    await page.getByRole('button', { name: `Cerrar solicitud ${request.code}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Solo estaba cotizando').check()
    await dialog.getByTestId('confirm-close').click()
    await page.getByText('Solicitud cerrada').first().waitFor()
    await card.waitFor({ state: 'detached' })
    await request.refresh()
    assert.isTrue(request.isClosed)
    assert.equal(request.closeReason, 'only_quoting')
  })

  test('on a 320 px phone the six code boxes fit the verification dialog', async ({
    visit,
    assert,
  }) => {
    await makeCity('Medellín', 'Antioquia', '05001')
    await VehicleBrand.create({
      name: 'Chevrolet',
      slug: 'chevrolet',
      popular: true,
      isActive: true,
    })
    const page = await visit('/home/page/cotizacion')
    await page.setViewportSize({ width: 320, height: 700 })
    await page.getByText('No tengo la placa: escribir los datos del vehículo').click()
    await page.getByPlaceholder('Busca la marca').fill('Chev')
    await page.getByRole('option', { name: 'Chevrolet' }).click()
    await page.getByRole('textbox', { name: 'Modelo' }).fill('Spark GT')
    await page.getByRole('textbox', { name: 'Año' }).fill('2015')
    await page.getByText('Escribir el VIN').click()
    await page.getByRole('textbox', { name: 'VIN' }).fill('9GAMM6100FB012345')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByLabel('Nombre de la autoparte').first().fill('Filtro de aceite')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Julián Herrera')
    await page.getByPlaceholder('Escribe tu ciudad').fill('Medel')
    await page.getByRole('option', { name: 'Medellín, Antioquia' }).click()
    await page.getByRole('textbox', { name: /^Email/ }).fill('julian@example.com')
    await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill('3114445566')
    await page.getByRole('button', { name: 'Continuar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Verifica tu número de WhatsApp' })
    await dialog.waitFor()

    // the boxes stay inside the dialog's content box (they used to run past its padding)
    const body = dialog.locator('.mantine-Modal-body')
    const content = await body.evaluate((element: any) => {
      const box = element.getBoundingClientRect()
      const style = (globalThis as any).getComputedStyle(element)
      return {
        left: box.left + Number.parseFloat(style.paddingLeft),
        right: box.right - Number.parseFloat(style.paddingRight),
      }
    })
    const boxes = page.getByTestId('verify-code-input').locator('input')
    assert.equal(await boxes.count(), 6)
    for (let index = 0; index < 6; index++) {
      const box = (await boxes.nth(index).boundingBox())!
      assert.isAtLeast(box.x, content.left - 0.5, `box ${index} starts inside`)
      assert.isAtMost(box.x + box.width, content.right + 0.5, `box ${index} ends inside`)
      assert.isAtLeast(box.width, 30, `box ${index} is still easy to tap`)
    }
    assert.isAtMost(Number(await page.evaluate('document.documentElement.scrollWidth')), 320)
  })

  test('a garage vehicle without plate, VIN or photo is completed in the form and kept so', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const city = await makeCity('Medellín', 'Antioquia', '05001')
    const brand = await VehicleBrand.create({
      name: 'Renault',
      slug: 'renault',
      popular: true,
      isActive: true,
    })
    const buyer = await makeUser({
      fullName: 'Carolina Díaz',
      mobile: '3012223344',
      cityId: city.id,
    })
    const sandero = await Vehicle.create({
      userId: buyer.id,
      brandId: brand.id,
      model: 'Sandero',
      year: 2019,
      isVerified: false,
      foundByPlate: false,
    })
    await browserContext.loginAs(buyer)
    const page = await visit('/home/page/cotizacion')
    const step = page.getByTestId('vehicle-step')

    await page.getByPlaceholder('Elige un vehículo de tu garaje').click()
    await page.getByRole('option', { name: /Renault Sandero 2019/ }).click()
    const missing = step.getByTestId('vehicle-data-error')
    await missing
      .getByText('Necesitamos conocer los datos de tu vehículo para enviarte la cotización')
      .waitFor()
    await step.getByText('Placa', { exact: true }).click()
    await step.getByRole('textbox', { name: 'Placa', exact: true }).fill('ghk512')
    await missing.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Continuar' }).click()

    await page.getByLabel('Nombre de la autoparte').first().fill('Amortiguadores traseros')
    await page.getByRole('button', { name: 'Continuar' }).click()
    const summary = page.getByRole('dialog', { name: 'Resumen de tu solicitud' })
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await page.getByText('¡Solicitud de cotización enviada!').waitFor()

    const request = await QuotationRequest.query().where('user_id', buyer.id).firstOrFail()
    assert.equal(request.vehicleId, sandero.id)
    assert.equal(request.vehicleLicensePlate, 'GHK512')
    await sandero.refresh()
    assert.equal(sandero.licensePlate, 'GHK512')
  })

  test('a guest who chooses "Estoy registrado" logs in and finds the request waiting', async ({
    visit,
    assert,
  }) => {
    const city = await makeCity('Medellín', 'Antioquia', '05001')
    await VehicleBrand.create({
      name: 'Chevrolet',
      slug: 'chevrolet',
      popular: true,
      isActive: true,
    })
    const buyer = await makeUser({
      fullName: 'Sofía Arango',
      email: 'sofia@example.com',
      mobile: '3023334455',
      cityId: city.id,
    })
    const page = await visit('/home/page/cotizacion')
    await page.getByLabel('Placa del vehículo').fill('JKM482')
    await page.getByLabel('No soy un robot').check()
    await page.getByTestId('plate-search-button').click()
    await page.getByTestId('vehicle-info-card').getByText('Verificado').waitFor()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByLabel('Nombre de la autoparte').first().fill('Bomba de agua')
    await page.getByRole('button', { name: 'Continuar' }).click()

    await page.getByText('Estoy registrado').click()
    await page.getByRole('button', { name: 'Continuar con Email' }).click()
    const form = page.locator('form').filter({ has: page.locator('input[name=password]') })
    await form.getByLabel('Email').fill('sofia@example.com')
    await form.locator('input[name=password]').fill('Secreta2026')
    await form.getByRole('button', { name: 'Ingresar' }).click()

    // back on the wizard, signed in: the stored request is loaded and the summary opens
    const summary = page.getByRole('dialog', { name: 'Resumen de tu solicitud' })
    await summary.waitFor()
    await summary.getByText('Bomba de agua').waitFor()
    await summary.getByRole('button', { name: 'Enviar Solicitud' }).click()
    await page.getByText('¡Solicitud de cotización enviada!').waitFor()
    const request = await QuotationRequest.query().where('user_id', buyer.id).firstOrFail()
    assert.equal(request.vehicleLicensePlate, 'JKM482')
    assert.isNull(await page.evaluate('window.localStorage.getItem("quotationWizardResume")'))
  })
})

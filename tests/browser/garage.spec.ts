import { test } from '@japa/runner'
import Vehicle from '#garage/models/vehicle'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeBrand, makeRealBrands, makeVehicle, makeVerifiedVehicle } from '#tests/helpers/garage'

test.group('Garage in the browser', (group) => {
  freshDatabase(group)

  test('a signed-in buyer adds a vehicle and sees it listed', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const buyer = await makeUser({ fullName: 'Ana Gómez' })
    await makeRealBrands()
    await browserContext.loginAs(buyer)
    const page = await visit('/garage/page/vehiculos')
    await page.getByTestId('empty-state').waitFor()

    await page.getByRole('button', { name: 'Agregar vehículo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Agregar vehículo' })
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await dialog.getByText('Selecciona la marca del vehículo').waitFor()
    await dialog.getByText('Escribe el modelo del vehículo').waitFor()
    await dialog.getByText('Año inválido').waitFor()

    // The VIN fills in the brand and the year.
    await dialog.getByText('Escribir el VIN').click()
    await dialog.getByRole('textbox', { name: 'VIN' }).fill('3mzbpabl7lm123456')
    await dialog.getByText('Completamos la marca y el año con el VIN.').waitFor()
    assert.equal(await dialog.getByRole('textbox', { name: 'Año' }).inputValue(), '2020')
    assert.equal(await dialog.getByPlaceholder('Busca la marca').inputValue(), 'Mazda')

    await dialog.getByRole('textbox', { name: 'Modelo' }).fill('Mazda 3')
    await dialog.getByText('Placa', { exact: true }).click()
    await dialog.getByRole('textbox', { name: 'Placa' }).fill('hkz-20')
    await dialog.getByText('La placa del vehículo debe contener 6 caracteres.').waitFor()
    await dialog.getByRole('textbox', { name: 'Placa' }).fill('hkz-207')
    await dialog.getByRole('button', { name: 'Guardar' }).click()

    await page.getByText('Vehículo agregado a tu garaje').waitFor()
    const card = page.getByTestId('vehicle-info-card').filter({ hasText: 'Mazda 3' })
    await card.waitFor()
    const text = await card.innerText()
    assert.include(text, 'HKZ207')
    assert.include(text, '3MZBPABL7LM123456')
    assert.include(text, '2020')

    const saved = await Vehicle.findByOrFail('user_id', buyer.id)
    assert.equal(saved.licensePlate, 'HKZ207')
    assert.equal(saved.vin, '3MZBPABL7LM123456')
    assert.equal(saved.year, 2020)
    assert.isFalse(saved.isVerified)
  })

  test('a verified vehicle opens read-only; another is edited, then deleted', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const buyer = await makeUser()
    const renault = await makeBrand('Renault')
    await makeVerifiedVehicle(buyer)
    const duster = await makeVehicle(buyer, {
      brandId: renault.id,
      model: 'Duster',
      year: 2021,
      licensePlate: 'KLS903',
    })
    await browserContext.loginAs(buyer)
    const page = await visit('/garage/page/vehiculos')

    const verified = page.getByTestId('vehicle-info-card').filter({ hasText: 'Spark GT' })
    await verified.getByText('Verificado').waitFor()
    assert.equal(await verified.getByRole('button', { name: 'Editar' }).count(), 0)
    await verified.getByRole('button', { name: 'Ver' }).click()
    const view = page.getByRole('dialog', { name: 'Vehículo verificado' })
    await view
      .getByText('Este vehículo está verificado: sus datos no se pueden modificar')
      .waitFor()
    assert.isNotNull(await view.getByRole('textbox', { name: 'Modelo' }).getAttribute('readonly'))
    assert.equal(await view.getByRole('button', { name: 'Guardar' }).count(), 0)
    await view.getByRole('button', { name: 'Cerrar' }).click()

    const card = page.getByTestId('vehicle-info-card').filter({ hasText: 'Duster' })
    await card.getByRole('button', { name: 'Editar' }).click()
    const edit = page.getByRole('dialog', { name: 'Editar vehículo' })
    await edit.getByRole('textbox', { name: 'Modelo' }).fill('Duster Intens')
    await edit.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Vehículo actualizado').waitFor()
    await page.getByTestId('vehicle-info-card').filter({ hasText: 'Duster Intens' }).waitFor()

    await page
      .getByTestId('vehicle-info-card')
      .filter({ hasText: 'Duster Intens' })
      .getByRole('button', { name: 'Eliminar' })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Eliminar vehículo' })
    await confirm.getByText('¿Estás seguro de eliminar').waitFor()
    await confirm.getByRole('button', { name: 'Eliminar' }).click()
    await page.getByText('Vehículo eliminado de tu garaje').waitFor()
    await page.getByTestId('vehicle-info-card').filter({ hasText: 'Duster' }).waitFor({
      state: 'detached',
    })
    await duster.refresh()
    assert.equal(duster.model, 'Duster Intens')
    assert.isNotNull(duster.deletedAt)
  })

  test('vendors in Colombia get the RUNT link of a plate with its owner ID; buyers do not', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const vendor = await makeUser({ isVendor: true })
    await makeVerifiedVehicle(vendor, { ownerIdentification: '1020304050' })
    await browserContext.loginAs(vendor)
    const page = await visit('/garage/page/vehiculos')
    const link = page.getByRole('link', { name: 'Consultar el vehículo en el RUNT' })
    await link.waitFor()
    assert.equal(
      await link.getAttribute('href'),
      'https://www.runt.gov.co/consultaCiudadana/#/consultaVehiculo'
    )

    const buyer = await makeUser()
    await makeVerifiedVehicle(buyer, { ownerIdentification: '1020304050' })
    await browserContext.clearCookies()
    await browserContext.loginAs(buyer)
    const buyerPage = await visit('/garage/page/vehiculos')
    await buyerPage.getByTestId('vehicle-info-card').waitFor()
    assert.equal(
      await buyerPage.getByRole('link', { name: 'Consultar el vehículo en el RUNT' }).count(),
      0
    )
  })

  test('a guest is sent to the login page', async ({ visit, assert }) => {
    const page = await visit('/garage/page/vehiculos')
    await page.waitForURL(/\/users\/page\/login/)
    assert.include(page.url(), 'urlreturn=%2Fgarage%2Fpage%2Fvehiculos')
  })
})

test.group('Vehicle step of the request wizard in the browser', (group) => {
  freshDatabase(group)

  test('a guest searches plates: not searched, not found, service down', async ({ visit }) => {
    await makeRealBrands()
    const page = await visit('/home/page/cotizacion')
    const step = page.getByTestId('vehicle-step')
    const plate = step.getByLabel('Placa del vehículo')

    await plate.fill('abc1')
    if ((await step.getByRole('button', { name: 'Buscar placa' }).count()) !== 0) {
      throw new Error('the search button shows only above 4 characters')
    }
    // 'Continuar' with a typed plate searches it (the captcha first)
    await plate.fill('zzz-999')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await step.getByText('Debes validar el Captcha').waitFor()
    await step.getByText('No soy un robot').click()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await step.getByText('Placa ZZZ999 no encontrada').waitFor()
    await step.getByText('Diligencia los datos del vehículo en el siguiente formulario.').waitFor()
    await step.getByRole('textbox', { name: 'Identificación del propietario' }).waitFor()

    await plate.fill('SRV503')
    await step.getByText('No soy un robot').click()
    await step.getByRole('button', { name: 'Buscar placa' }).click()
    const down = page.getByRole('dialog', {
      name: 'Estamos presentando intermitencias en el acceso a la información del vehículo',
    })
    await down.getByRole('button', { name: 'Cerrar' }).waitFor()
    await down.getByRole('button', { name: 'Registrarme' }).click()
    await page.getByRole('dialog', { name: 'Crea tu cuenta' }).waitFor()
  })

  test('a signed-in buyer with the service down quotes with the vehicle data', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const buyer = await makeUser()
    await makeVehicle(buyer)
    await browserContext.loginAs(buyer)
    const page = await visit('/home/page/cotizacion')
    const step = page.getByTestId('vehicle-step')
    await step.getByText('Crear nuevo vehículo').waitFor()
    await step.getByText('Tengo la referencia del repuesto').waitFor()
    await step.getByLabel('Placa del vehículo').fill('SRV503')
    await step.getByText('No soy un robot').click()
    await step.getByRole('button', { name: 'Buscar placa' }).click()
    const down = page.getByRole('dialog', {
      name: 'Estamos presentando intermitencias en el acceso a la información del vehículo',
    })
    await down.getByRole('button', { name: 'Esperar' }).waitFor()
    await down.getByRole('button', { name: 'Cotizar con los datos del vehículo' }).click()
    await page.waitForURL(/verifyShowVehicleQuotationForm=1/)
    await page.getByTestId('vehicle-form').waitFor()
    assert.equal(await page.getByTestId('plate-search').count(), 0)
  })

  test('a buyer signed in after the page was opened is not asked to register when the service is down', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const buyer = await makeUser()
    const page = await visit('/home/page/cotizacion')
    await page.getByTestId('vehicle-step').waitFor()
    // off to another page, signed in meanwhile, then back: the browser restores the old page
    await page
      .getByRole('link', { name: /Repuestos/ })
      .first()
      .click()
    await page.waitForURL((url) => url.pathname === '/')
    await browserContext.loginAs(buyer)
    // the signed-in session's XSRF cookie, as any answer after a login brings
    await page.evaluate(() => fetch('/', { credentials: 'same-origin' }))
    await page.goBack()
    await page.waitForURL(/\/home\/page\/cotizacion/)
    const step = page.getByTestId('vehicle-step')
    await step.getByLabel('Placa del vehículo').fill('SRV503')
    await step.getByText('No soy un robot').click()
    await step.getByRole('button', { name: 'Buscar placa' }).click()
    const down = page.getByRole('dialog', {
      name: 'Estamos presentando intermitencias en el acceso a la información del vehículo',
    })
    await down.getByRole('button', { name: 'Cotizar con los datos del vehículo' }).waitFor()
    assert.equal(await down.getByRole('button', { name: 'Registrarme' }).count(), 0)
    assert.equal(await down.getByText('Regístrate', { exact: false }).count(), 0)
  })

  test('a found plate is shown as a verified vehicle; the buyer checks it and continues', async ({
    visit,
    assert,
  }) => {
    await makeRealBrands()
    const page = await visit('/home/page/cotizacion')
    const step = page.getByTestId('vehicle-step')
    await step.getByLabel('Placa del vehículo').fill('HKZ207')
    await step.getByText('No soy un robot').click()
    await step.getByRole('button', { name: 'Buscar placa' }).click()

    // the card of the found vehicle stays until the buyer goes on (it used to jump away)
    const card = step.getByTestId('vehicle-info-card')
    await card.getByText('Verificado').waitFor()
    await card.getByTestId('plate-badge').getByText('HKZ207').waitFor()
    await step.getByTestId('plate-found').waitFor()
    await page.waitForTimeout(1000)
    assert.isTrue(await card.isVisible())
    assert.equal(await page.getByLabel('Nombre de la autoparte').count(), 0)

    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByLabel('Nombre de la autoparte').first().waitFor()
  })

  test('at 375 px the found vehicle shows its year and its VIN whole', async ({
    visit,
    assert,
  }) => {
    await makeRealBrands()
    const page = await visit('/home/page/cotizacion')
    await page.setViewportSize({ width: 375, height: 800 })
    const step = page.getByTestId('vehicle-step')
    await step.getByLabel('Placa del vehículo').fill('JKM482')
    await step.getByText('No soy un robot').click()
    await step.getByRole('button', { name: 'Buscar placa' }).click()
    const card = step.getByTestId('vehicle-info-card')
    const model = card.getByText('Spark GT · 2015', { exact: true })
    await model.waitFor()
    const cut = await model.evaluate((element: any) => element.scrollWidth > element.clientWidth)
    assert.isFalse(cut, 'model and year are not cut')
    const vin = card.getByText('9GAMM6100FB012345', { exact: true })
    const lines = await vin.evaluate((element: any) => {
      const range = element.ownerDocument.createRange()
      range.selectNodeContents(element)
      return new Set([...range.getClientRects()].map((rect: any) => Math.round(rect.top))).size
    })
    assert.equal(lines, 1, 'the VIN on one line')
    const box = (await vin.boundingBox())!
    assert.isAtMost(box.x + box.width, 375, 'the VIN ends on screen')
  })
})

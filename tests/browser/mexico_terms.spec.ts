import { test } from '@japa/runner'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { freshDatabase } from '#tests/helpers/database'
import { colombianTermsIn, mexicanUrl, visibleText } from '#tests/helpers/country_terms'
import { detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, quote } from '#tests/functional/quotations/buyer_detail_helpers'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import { LocalizationZoneFactory } from '#database/factories/localization_zone_factory'

/**
 * The Mexican site end to end (issue 21): on mx.localhost a guest reads Mexico's words — no
 * NIT, cédula, departamento, RUNT, tarjeta de propiedad, COP or +57 shows through.
 */
test.group('Mexican site: no Colombian terms', (group) => {
  freshDatabase(group)

  test('the shared list finds each Colombian term (the check can fail)', ({ assert }) => {
    assert.includeMembers(
      colombianTermsIn(
        'NIT 900 · C.C. 1020304050 · Departamentos · RUNT · Foto tarjeta propiedad · $ 1.000 COP · +57 300 · Calle 10 # 43-12'
      ),
      [
        'NIT',
        'C.C.',
        'departamento',
        'RUNT',
        'tarjeta de propiedad',
        'COP',
        '+57',
        'Calle 10 # 43-12',
      ]
    )
    assert.deepEqual(
      colombianTermsIn('RFC GOLA850612AB3 · Estado · Tarjeta de circulación · $1,000.00 · +52 33'),
      []
    )
  })

  test('home, the wizard with the card example, and registration speak Mexican', async ({
    visit,
    assert,
  }) => {
    await VehicleBrand.create({ name: 'Nissan', slug: 'nissan', popular: true, isActive: true })

    const home = await visit(mexicanUrl('/'))
    await home.getByTestId('part-examples').waitFor()
    await home.getByText('Balatas').waitFor()
    assert.deepEqual(colombianTermsIn(await visibleText(home)), [], 'home page')

    const wizard = await visit(mexicanUrl('/home/page/cotizacion'))
    await wizard.getByText('No tengo la placa: escribir los datos del vehículo').click()
    await wizard.getByText('Foto tarjeta de circulación').click()
    await wizard.getByText('Ver ejemplo de la tarjeta de circulación').click()
    const example = wizard.getByTestId('property-card-example')
    await example.waitFor()
    const card = await example.innerText()
    for (const shown of ['PZR-512-A', 'NIV (VIN)', 'RFC', 'SECRETARÍA DE MOVILIDAD', 'ENTIDAD']) {
      assert.include(card, shown)
    }
    assert.deepEqual(colombianTermsIn(await visibleText(wizard)), [], 'wizard, vehicle step')

    // a plate that is not Mexican is refused as typed, never cut
    await wizard.keyboard.press('Escape')
    await wizard.getByText('Placa', { exact: true }).first().click()
    const plate = wizard.getByRole('textbox', { name: 'Placa', exact: true })
    await plate.fill('abc-12-3x9')
    assert.equal(await plate.inputValue(), 'ABC123X9')
    await wizard
      .getByTestId('plate-error')
      .getByText('Asegúrate de escribir la placa de tu vehículo correctamente.')
      .waitFor()

    const register = await visit(mexicanUrl('/users/page/register'))
    const mobile = register.getByRole('textbox', { name: 'Número de WhatsApp' })
    await mobile.fill('+52 1 33 1234 5678')
    assert.equal(await mobile.inputValue(), '33 1234 5678')
    await register.getByText('aviso de privacidad').waitFor()
    assert.deepEqual(colombianTermsIn(await visibleText(register)), [], 'register page')
  })

  test('the checkout asks a Mexican address: colonia and código postal', async ({
    visit,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    const guadalajara = await LocalizationZoneFactory.merge({
      countryCode: 'MX',
      name: 'Guadalajara',
      fullName: 'Guadalajara, Jalisco',
    }).create()
    await vendor.store.merge({ countryCode: 'MX' }).save()
    await request.merge({ cityId: guadalajara.id }).save()
    await buyer
      .merge({
        cityId: guadalajara.id,
        countryCode: 'MX',
        email: 'ana@example.com',
        emailVerified: true,
        mobile: '3312345678',
      })
      .save()
    await quote(request, vendor.store, { amount: 1 })
    // signed in on the Mexican host itself (a session cookie is per host)
    const page = await visit(mexicanUrl(`/users/page/login?urlreturn=${BUYER_PAGE(request.id)}`))
    await page.getByText('Continuar con Email').click()
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
    await page.getByRole('textbox', { name: 'Contraseña' }).fill(FACTORY_PASSWORD)
    await page
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: 'Contraseña' }) })
      .getByRole('button', { name: 'Ingresar' })
      .click()
    await page.waitForURL((url) => url.pathname.includes('quotationRequestDetail'))
    await page.getByTestId('buy-button').first().click()
    const wizard = page.getByRole('dialog')
    await wizard.getByTestId('checkout-step-shipping').waitFor()
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-billing').waitFor()
    await wizard.getByRole('button', { name: 'Agregar datos de facturación' }).click()
    // Mexican billing data: the identification is the RFC, with colonia and código postal
    await wizard.getByRole('textbox', { name: 'RFC' }).fill('GOLA850612AB3')
    assert.equal(await wizard.getByLabel('Número de identificación').count(), 0)
    await wizard.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. Juárez 123')
    await wizard.getByRole('textbox', { name: 'Colonia' }).fill('Centro')
    await wizard.getByRole('textbox', { name: 'Código postal' }).fill('44100')
    await wizard.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Nuevos datos de facturación').waitFor({ state: 'detached' })
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-address').waitFor()
    await wizard.getByRole('button', { name: 'Agregar dirección' }).click()

    await wizard.getByRole('textbox', { name: 'Colonia' }).waitFor()
    await wizard.getByRole('textbox', { name: 'Código postal' }).fill('441')
    await wizard.getByText('El código postal debe tener 5 dígitos').waitFor()
    assert.equal(
      await wizard.getByRole('textbox', { name: 'Celular' }).inputValue(),
      '33 1234 5678'
    )
    assert.deepEqual(colombianTermsIn(await visibleText(page)), [], 'checkout address form')
  })
})

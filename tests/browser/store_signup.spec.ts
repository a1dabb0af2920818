import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo, makeCity, makeUser } from '#tests/helpers/people'
import Store from '#stores/models/store'

/** Types a code into the six boxes (see sign_in.spec.ts). */
async function typeCode(page: import('playwright').Page, code: string) {
  const group = page.getByRole('group', { name: 'Código de verificación', exact: true })
  for (const [index, digit] of [...code].entries()) {
    await group
      .getByRole('textbox', { name: `Código de verificación, dígito ${index + 1}`, exact: true })
      .fill(digit)
  }
}

test.group('Store sign-up in the browser', (group) => {
  freshDatabase(group)

  test('a guest registers Frenos La 80 in Medellín, then staff activate it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await makeCity('Medellín', 'Antioquia', '05001')
    const staff = await makeUser({ fullName: 'Equipo Plataforma', isAdmin: true })

    const page = await visit('/tienda/registro')
    await page.getByLabel('Nombre del negocio').fill('Frenos La 80')
    assert.equal(await page.getByLabel('Dirección de tu tienda').inputValue(), 'frenos-la-80')
    await page.getByLabel('NIT con dígito de verificación').fill('800.003.122-6')
    const city = page.getByPlaceholder('Escribe tu ciudad')
    await city.click()
    await city.pressSequentially('Medell', { delay: 15 })
    await page.getByRole('option', { name: 'Medellín, Antioquia' }).click()

    await page.getByLabel('WhatsApp de la tienda').fill('310 444 5566')
    await page.getByRole('button', { name: 'Enviar código' }).click()
    await page.getByText('Escribe el código de 6 dígitos').waitFor()
    await typeCode(page, await lastCodeSentTo('3104445566'))

    await page.getByLabel('Nombre completo').fill('Carlos Restrepo')
    await page.getByLabel('Email').fill('carlos@frenosla80.co')
    await page.getByLabel(/^Contraseña/).fill('Secreta2026')
    await page.getByLabel('Confirma la contraseña').fill('Secreta2026')
    await page.getByLabel(/Acepto los términos/).check()
    await page.getByRole('button', { name: 'Registrar tienda' }).click()
    await page.getByTestId('store-registered').waitFor()

    const store = await Store.findByOrFail('url_path', 'frenos-la-80')
    assert.equal(store.taxId, '800003122-6')
    assert.isFalse(store.goModuleActive)

    await browserContext.clearCookies()
    await browserContext.loginAs(staff)
    const staffPage = await visit('/')
    await staffPage.getByTestId('user-menu').click()
    await staffPage.getByTestId('menu-staff-stores').click()
    await staffPage.getByText('Frenos La 80').waitFor()
    await staffPage.getByRole('button', { name: 'Activar' }).click()
    await staffPage.getByLabel('Costo de servicio (%)').fill('5')
    await staffPage.getByLabel('Tarifa fija por venta').fill('1000')
    await staffPage.getByRole('button', { name: 'Activar módulo GO' }).click()
    await staffPage.getByText('No hay tiendas pendientes de activación.').waitFor()

    await store.refresh()
    assert.isTrue(store.goModuleActive)
    assert.equal(store.serviceCostPercent, 0.05)
    assert.equal(store.serviceCost, 1000)
  })
})

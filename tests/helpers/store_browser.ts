import type { Page } from 'playwright'
import { lastCodeSentTo } from '#tests/helpers/people'

/**
 * What a new store does in the browser (issue 20), step by step, shared by the sign-up, the
 * configuration, the advisers and the whole new-store journey specs.
 */

/**
 * Types a code into the six boxes of the PIN input, each found by its Spanish name (a group
 * 'Código de verificación', boxes 'Código de verificación, dígito n').
 */
export async function typeCode(page: Page, code: string) {
  const group = page.getByRole('group', { name: 'Código de verificación', exact: true })
  for (const [index, digit] of [...code].entries()) {
    await group
      .getByRole('textbox', { name: `Código de verificación, dígito ${index + 1}`, exact: true })
      .fill(digit)
  }
}

/**
 * On /tienda/registro as a guest: registers 'Frenos La 80' in Medellín (NIT 800.003.122-6,
 * WhatsApp 310 444 5566 verified by its code), owner Carlos Restrepo, carlos@frenosla80.co.
 * Returns once the page says the store is registered.
 */
export async function registerFrenosLa80(page: Page) {
  await page.getByLabel('Nombre del negocio').fill('Frenos La 80')
  // the store's address follows the name
  const urlPath = await page.getByLabel('Dirección de tu tienda').inputValue()
  if (urlPath !== 'frenos-la-80') throw new Error(`the store's address reads "${urlPath}"`)
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
}

/**
 * Staff (signed in on `page`) open the staff section from the user menu, go to 'Tiendas' and
 * activate the GO module of `storeName` with 5 % + $ 1.000.
 */
export async function activateAsStaff(page: Page, storeName: string) {
  await page.getByTestId('user-menu').click()
  await page.getByTestId('menu-staff').click()
  await page.getByTestId('staff-nav-stores').click()
  await page.getByText(storeName).waitFor()
  await page.getByRole('button', { name: 'Activar' }).click()
  await page.getByLabel('Costo de servicio (%)').fill('5')
  await page.getByLabel('Tarifa fija por venta').fill('1000')
  await page.getByRole('button', { name: 'Activar módulo GO' }).click()
  await page.getByText('No hay tiendas pendientes de activación.').waitFor()
}

/** On the configuration page: chooses one brand and one department in 'Marcas y zonas', saves. */
export async function chooseBrandAndDepartment(page: Page, brand: string, department: string) {
  const market = page.locator('#storeConfigSection-brands')
  await market.getByLabel('Marcas de vehículo que vendes').click()
  await page.getByRole('option', { name: brand }).click()
  await market.getByLabel('Departamentos que atiendes (todas sus ciudades)').click()
  await page.getByRole('option', { name: department }).click()
  await page.keyboard.press('Escape')
  await page.getByTestId('save-brands').click()
  await page.getByText('Configuración guardada').first().waitFor()
}

/**
 * On the configuration page: one shipping rule (from `from`, costing `cost`); returns once the
 * save answered 200.
 */
export async function addShippingRule(page: Page, from: string, cost: string) {
  const shipping = page.locator('#storeConfigSection-shipping')
  await shipping.getByTestId('add-rule').click()
  await shipping.getByTestId('rule-from-0').fill(from)
  await shipping.getByTestId('rule-cost-0').fill(cost)
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname.endsWith('/shipping')
  )
  await page.getByTestId('save-shipping').click()
  const status = (await answer).status()
  if (status !== 200) throw new Error(`the shipping save answered ${status}`)
}

/** On the configuration page: invites `name` by e-mail; waits for the open invitation's row. */
export async function inviteAdviserByEmail(page: Page, name: string, email: string) {
  const form = page.getByTestId('adviser-invite-form')
  // the first visit of the page may compile it (Vite) on a busy machine
  await form.waitFor({ timeout: 90_000 })
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name)
  await form.getByRole('textbox', { name: 'Correo' }).fill(email)
  await form.getByRole('button', { name: 'Enviar invitación' }).click()
  await page.getByTestId('adviser-invitations-table').getByText(email).waitFor()
}

/**
 * Fills the person's sign-up form (the registration page, the modal, the invitation page) in
 * Medellín with the password MiClave2026 and the terms accepted; does not send it.
 */
export async function fillSignUpForm(
  page: Page,
  person: { name: string; email: string; mobile: string }
) {
  await page.getByLabel('Nombre completo').fill(person.name)
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email)
  await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill(person.mobile)
  await page.getByPlaceholder('Escribe tu ciudad').fill('Medel')
  await page.getByRole('option', { name: 'Medellín, Antioquia' }).click()
  await page.locator('input[autocomplete=new-password]').nth(0).fill('MiClave2026')
  await page.locator('input[autocomplete=new-password]').nth(1).fill('MiClave2026')
  await page.getByRole('checkbox').check()
}

/**
 * A guest on `page` opens the invitation `link` (its path, on the test server), signs up as
 * `name` (Medellín, WhatsApp `mobile`) and accepts; returns when the page says they are an
 * adviser.
 */
export async function acceptInvitationAsNewUser(
  page: Page,
  link: string,
  person: { name: string; email: string; mobile: string; storeName: string }
) {
  await page.goto(new URL(link).pathname)
  await page.getByText(`${person.storeName} te invita a ser asesor de su tienda`).waitFor()
  // a guest sees the sign-up form; anything else (a refusal, a signed-in person's button) is
  // named in the error (90 s: slow on a loaded full run)
  const signUp = page.getByLabel('Nombre completo')
  const other = page.getByRole('alert').or(page.getByRole('button', { name: 'Aceptar invitación' }))
  await signUp.or(other).first().waitFor({ timeout: 90_000 })
  if (!(await signUp.isVisible())) {
    throw new Error(
      `La invitación no ofrece registrarse: ${await page.locator('main').innerText()}`
    )
  }
  await fillSignUpForm(page, person)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  // the account is created and the page reloads signed in: slow on a loaded full run
  await page.getByRole('button', { name: 'Aceptar invitación' }).click({ timeout: 90_000 })
  // the acceptance (a POST, then the page's own state) or the page's error, whichever shows
  // first: 90 s on a loaded full run (it once took more than 30 s there), and an error says why
  const accepted = page.getByTestId('invitation-accepted')
  const outcome = accepted.or(page.getByRole('alert'))
  await outcome.first().waitFor({ timeout: 90_000 })
  if (!(await accepted.isVisible())) {
    throw new Error(`La invitación no se aceptó: ${await outcome.first().innerText()}`)
  }
  await accepted.getByText('¡Ya eres asesor de la tienda!').waitFor()
}

/**
 * A second browser (its own cookies) on the test server: one person per context — signing
 * another person in or out inside one context proved unreliable.
 */
export async function anotherBrowser(
  browser: import('playwright').Browser,
  cleanup: (fn: () => Promise<void>) => void
) {
  const context = await browser.newContext({
    baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
  })
  cleanup(() => context.close())
  return context
}

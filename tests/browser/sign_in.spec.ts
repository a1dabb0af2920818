import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo, lastLinkSentTo, makeCity, makeUser } from '#tests/helpers/people'
import User from '#users/models/user'
import { hydrated } from '#tests/helpers/hydration'
import { fillSignUpForm, typeCode } from '#tests/helpers/store_browser'

test.group('Sign-in in the browser', (group) => {
  freshDatabase(group)

  test('log in with the WhatsApp code read from the outbox, then log out', async ({
    visit,
    assert,
  }) => {
    await makeUser({ fullName: 'Ana Gómez', mobile: '3001112233' })
    const page = await visit('/')
    await page.getByTestId('open-login').click()
    await page.getByLabel('Número de WhatsApp').fill('300 111 2233')
    await page.getByRole('button', { name: 'Enviar código por WhatsApp' }).click()
    await page.getByText('Escribe el código de 6 dígitos').waitFor()

    const code = await lastCodeSentTo('3001112233')
    const outbox = await page.context().newPage()
    await outbox.goto(page.url().replace(/\/$/, '') + '/dev/outbox')
    await outbox.getByText(`${code} es tu código`).waitFor()
    await outbox.close()

    await typeCode(page, code)
    await page.getByTestId('user-menu').waitFor()
    assert.include(await page.getByTestId('user-menu').innerText(), 'Ana Gómez')

    // signing in reloads the home page, rendered on the server: the menu works once hydrated
    await hydrated(page)
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
    await page.getByTestId('open-login').waitFor()
  })

  test('a wrong code shows the warning and "Modificar número" goes back', async ({ visit }) => {
    await makeUser({ mobile: '3001112233' })
    const page = await visit('/users/page/login')
    await page.getByLabel('Número de WhatsApp').fill('3001112233')
    await page.getByRole('button', { name: 'Enviar código por WhatsApp' }).click()
    await page.getByText('Escribe el código de 6 dígitos').waitFor()
    const code = await lastCodeSentTo('3001112233')
    await typeCode(page, code === '000000' ? '111111' : '000000')
    await page
      .getByTestId('whatsapp-warning')
      .getByText('¡El código no es correcto o ya expiró!')
      .waitFor()
    await page.getByRole('button', { name: 'Modificar número' }).click()
    await page.getByLabel('Número de WhatsApp').waitFor()
  })

  test('an unknown number offers to create the account with it', async ({ visit }) => {
    await makeCity()
    const page = await visit('/')
    await page.getByTestId('open-login').click()
    await page.getByLabel('Número de WhatsApp').fill('3209998877')
    await page.getByRole('button', { name: 'Enviar código por WhatsApp' }).click()
    await page.getByText('no está registrado').waitFor()
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    await page.getByRole('dialog', { name: 'Crea tu cuenta' }).waitFor()
    const value = await page
      .getByRole('dialog', { name: 'Crea tu cuenta' })
      .getByRole('textbox', { name: 'Número de WhatsApp' })
      .inputValue()
    // carried over, in the groups every WhatsApp input shows
    if (value !== '320 999 8877')
      throw new Error(`the sign-up form should carry the number, got "${value}"`)
  })

  test("'Más opciones' only points to pages that exist", async ({ visit, assert }) => {
    const page = await visit('/users/page/login')
    await page.getByRole('button', { name: 'Más opciones' }).click()
    await page.getByText('¿Cómo ingresar?').waitFor()
    await page.getByText("verifica el número nuevo en el paso 'Tus Datos'").waitFor()
    assert.equal(await page.getByText(/perfil/i).count(), 0)
  })

  test('log in by e-mail', async ({ visit, assert }) => {
    await makeUser({ fullName: 'Luis Pérez', email: 'luis@example.com' })
    const page = await visit('/users/page/login')
    await page.getByRole('button', { name: 'Continuar con Email' }).click()
    const form = page.locator('form').filter({ has: page.getByLabel('Contraseña') })
    await form.getByRole('button', { name: 'Mostrar u ocultar la contraseña' }).waitFor()
    assert.equal(await page.getByLabel('Toggle password visibility').count(), 0)
    await form.getByLabel('Email').fill('luis@example.com')
    await form.locator('input[name=password]').fill('mala-clave')
    await form.getByRole('button', { name: 'Ingresar' }).click()
    // the server's message shows under the field it names (the password), not in an alert
    const passwordError = form
      .locator('.mantine-InputWrapper-root')
      .filter({ has: page.locator('input[name=password]') })
      .locator('.mantine-InputWrapper-error')
    await passwordError.getByText('El email o la contraseña no son correctos').waitFor()
    assert.equal(await page.getByTestId('email-login-alert').count(), 0)
    await form.locator('input[name=password]').fill('Secreta2026')
    await form.getByRole('button', { name: 'Ingresar' }).click()
    await page.getByTestId('user-menu').getByText('Luis Pérez').waitFor()
  })

  test('register, then verify the e-mail from the link', async ({ visit, assert }) => {
    await makeCity('Medellín', 'Antioquia', '05001')
    const page = await visit('/users/page/register')
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await page.getByText('Ingresa tu nombre completo').waitFor()
    await page.getByText('Debes aceptar los términos y condiciones').waitFor()

    await fillSignUpForm(page, {
      name: 'Camila Rojas',
      email: 'camila@example.com',
      mobile: '310 555 1234',
    })
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await page.getByTestId('user-menu').getByText('Camila Rojas').waitFor()

    const user = await User.findByOrFail('email', 'camila@example.com')
    assert.equal(user.mobile, '3105551234')
    const link = await lastLinkSentTo('camila@example.com')
    await page.goto(new URL(new URL(link).pathname, page.url()).href)
    await page.getByText('¡Tu email fue verificado!').waitFor()
    await user.refresh()
    assert.isTrue(user.emailVerified)
  })
})

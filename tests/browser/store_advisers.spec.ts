import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { StoreFactory } from '#database/factories/store_factory'
import OutboxMessage from '#core/models/outbox_message'
import StoreAdviser from '#stores/models/store_adviser'
import User from '#users/models/user'

/** The link of the first e-mail to `email`, waiting (up to 5 s) for the outbox to send it. */
async function invitationLinkTo(email: string) {
  const deadline = Date.now() + 5000
  for (;;) {
    const message = await OutboxMessage.query().where('recipient', email).first()
    if (message) return message.body.match(/https?:\/\/\S+/)![0]
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

test.group('Store advisers in the browser', (group) => {
  freshDatabase(group)

  test('the owner invites by e-mail, a guest signs up from the link and becomes an active adviser', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await makeCity('Medellín', 'Antioquia', '05001')
    const owner = await makeUser({ fullName: 'Dueño Frenos', isVendor: true } as Partial<User>)
    const store = await StoreFactory.apply('goModule')
      .merge({ userId: owner.id, name: 'Frenos La 80' })
      .create()

    await browserContext.loginAs(owner)
    const config = `/tienda/${store.urlPath}/store/page#storeConfigSection-advisers`
    const page = await visit(config)
    const form = page.getByTestId('adviser-invite-form')
    // the first visit of the page may compile it (Vite) on a busy machine
    await form.waitFor({ timeout: 90_000 })
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Laura Gómez')
    await form.getByRole('textbox', { name: 'Correo' }).fill('laura@example.com')
    await form.getByRole('button', { name: 'Enviar invitación' }).click()
    await page.getByTestId('adviser-invitations-table').getByText('laura@example.com').waitFor()
    assert.include(
      (await page.getByTestId('adviser-invitations-table').textContent())!,
      'Pendiente'
    )

    const link = await invitationLinkTo('laura@example.com')
    await browserContext.clearCookies()
    await page.goto(new URL(new URL(link).pathname, page.url()).href)
    await page.getByText('Frenos La 80 te invita a ser asesor de su tienda').waitFor()
    await page.getByLabel('Nombre completo').fill('Laura Gómez')
    await page.getByRole('textbox', { name: 'Email' }).fill('laura@example.com')
    await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill('310 555 1234')
    await page.getByPlaceholder('Escribe tu ciudad').fill('Medel')
    await page.getByRole('option', { name: 'Medellín, Antioquia' }).click()
    await page.locator('input[autocomplete=new-password]').nth(0).fill('MiClave2026')
    await page.locator('input[autocomplete=new-password]').nth(1).fill('MiClave2026')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    // the account is created and the page reloads signed in: slow on a loaded full run
    await page.getByRole('button', { name: 'Aceptar invitación' }).click({ timeout: 90_000 })
    await page
      .getByTestId('invitation-accepted')
      .getByText('¡Ya eres asesor de la tienda!')
      .waitFor()

    const user = await User.findByOrFail('email', 'laura@example.com')
    const adviser = await StoreAdviser.query().where('user_id', user.id).firstOrFail()
    assert.equal(adviser.storeId, store.id)
    assert.isTrue(adviser.isActive)

    // the new adviser reads the store's Asesores section: themselves active, no invite form
    await page.goto(new URL(config, page.url()).href)
    const row = page.getByTestId(`adviser-${adviser.id}`)
    await row.waitFor()
    assert.include(await row.innerText(), 'Laura Gómez')
    assert.include((await row.textContent())!, 'Activo')
    await page.getByText('No hay invitaciones abiertas.').waitFor()
    await page
      .getByText('Solo el dueño de la tienda puede invitar o desactivar asesores.')
      .waitFor()
    assert.equal(await page.getByTestId('adviser-invite-form').count(), 0)
  }).timeout(240_000)
})

import { test } from '@japa/runner'
import User from '#users/models/user'
import { unsubscribePath } from '#users/services/notice_mail'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { auditContext, axeViolations, describeViolations } from '#tests/helpers/axe'

test.group('Notification settings in the browser', (group) => {
  freshDatabase(group)

  test('from the user menu, a person turns quotation e-mails off and saves', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await makeUser({ fullName: 'Ana Gómez' })
    await browserContext.loginAs(user)
    const page = await visit('/garage/page/vehiculos')
    await page.getByTestId('user-menu').click()
    await page.getByTestId('menu-notification-settings').click()
    await page.waitForURL('**/usuario/notificaciones')
    await page
      .getByText('Las notificaciones dentro de la app (la campana) se mantienen siempre', {
        exact: false,
      })
      .waitFor()

    const quotationsEmail = page.getByRole('switch', { name: 'Correo: Cotizaciones' })
    assert.isTrue(await quotationsEmail.isChecked())
    await quotationsEmail.click({ force: true })
    assert.isFalse(await quotationsEmail.isChecked())
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Preferencias guardadas').waitFor()

    const saved = await User.findOrFail(user.id)
    assert.deepEqual(saved.notificationPreferences, { quotations: { email: false } })
    await page.reload()
    assert.isFalse(await page.getByRole('switch', { name: 'Correo: Cotizaciones' }).isChecked())
    assert.isTrue(await page.getByRole('switch', { name: 'WhatsApp: Cotizaciones' }).isChecked())
  })

  test('an e-mail’s unsubscribe link asks, then confirms with the way to the settings', async ({
    visit,
    assert,
  }) => {
    const user = await makeUser()
    const page = await visit(unsubscribePath(user.id, 'chat'))
    await page.getByText('¿Quieres dejar de recibir correos de mensajes del chat?').waitFor()
    assert.isNull((await User.findOrFail(user.id)).notificationPreferences)
    await page.getByRole('button', { name: 'Sí, dejar de recibirlos' }).click()
    await page.getByText('Ya no recibirás correos de mensajes del chat.').waitFor()
    const link = page.getByRole('link', { name: 'tus preferencias de notificaciones' })
    assert.match((await link.getAttribute('href'))!, /\/usuario\/notificaciones$/)
    assert.deepEqual((await User.findOrFail(user.id)).notificationPreferences, {
      chat: { email: false },
    })
  })

  test('both pages pass axe (WCAG 2.1 AA) on a desktop and a 375 px phone', async ({
    browser,
    assert,
  }) => {
    const user = await makeUser()
    const context = await auditContext(browser)
    await context.loginAs(user)
    const page = await context.newPage()
    const found: string[] = []
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [name, path, ready] of [
        ['settings', '/usuario/notificaciones', 'Guardar'],
        ['unsubscribe', unsubscribePath(user.id, 'orders'), 'Sí, dejar de recibirlos'],
      ]) {
        await page.goto(path)
        await page.getByRole('button', { name: ready }).waitFor()
        await page.waitForLoadState('load')
        await page.waitForTimeout(400)
        found.push(...describeViolations(`${name} @${width}px`, await axeViolations(page)))
      }
    }
    await context.close()
    assert.deepEqual(found, [])
  }).timeout(120_000)
})

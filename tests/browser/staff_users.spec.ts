import { test } from '@japa/runner'
import type User from '#users/models/user'
import StaffAction from '#core/models/staff_action'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { hydrated } from '#tests/helpers/hydration'

/**
 * Usuarios of the staff section (issue 23): an admin goes there from the section's navigation,
 * finds a person by typing part of the name, blocks them with a reason in the dialog and sees
 * the row say 'Bloqueado desde …'.
 */
test.group('Staff Usuarios in the browser', (group) => {
  freshDatabase(group)

  test('an admin finds a person by typing and blocks them with a reason', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const admin = await makeUser({ isAdmin: true, fullName: 'Admin Principal' } as Partial<User>)
    const person = await makeUser({
      fullName: 'Mario Díaz',
      email: 'mario@example.com',
    } as Partial<User>)
    await makeUser({ fullName: 'Lucía Pérez' } as Partial<User>)
    await browserContext.loginAs(admin)

    const page = await visit('/staff/tiendas')
    await hydrated(page)
    await page.getByTestId('staff-nav-users').click({ timeout: 60_000 })
    await page.waitForURL((url) => url.pathname === '/staff/usuarios')
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor()
    await hydrated(page)

    await page.getByLabel('Buscar personas').pressSequentially('mario di', { delay: 20 })
    await page.getByTestId('users-count').getByText('1 persona').waitFor()
    const row = page.getByTestId(`user-row-${person.id}`)
    await row.getByText('Activo').waitFor()

    await page.getByRole('button', { name: 'Acciones para Mario Díaz' }).click()
    await page.getByRole('menuitem', { name: 'Bloquear' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bloquear a Mario Díaz' })
    await dialog.getByText('dejan de funcionar de inmediato', { exact: false }).waitFor()
    await dialog.getByLabel('Motivo del bloqueo').fill('Publicó datos de contacto en el chat')
    await dialog.getByRole('button', { name: 'Bloquear cuenta' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await row.getByText('Bloqueado desde', { exact: false }).waitFor()
    await row.getByText('Motivo: Publicó datos de contacto en el chat').waitFor()
    await person.refresh()
    assert.isTrue(person.isDeactivated)
    assert.equal(person.deactivatedReason, 'Publicó datos de contacto en el chat')
    const line = await StaffAction.query().where('action', 'user.block').firstOrFail()
    assert.equal(line.subjectId, person.id)
  }).timeout(120_000)
})

import { test } from '@japa/runner'
import { Secret } from '@adonisjs/core/helpers'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeGoStore } from '#tests/helpers/vendors'
import { hydrated } from '#tests/helpers/hydration'

/**
 * Integraciones (issue 20 item 3): the owner generates the store's token, sees it once with
 * its copy button, rotates it after the confirmation, and after a reload finds only its state.
 */
test.group('Store integration token in the browser', (group) => {
  freshDatabase(group)

  test('generate, shown once, rotate after confirming; the reloaded page holds no value', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    await browserContext.loginAs(owner)
    const page = await visit(`/tienda/${store.urlPath}/store/page#storeConfigSection-integrations`)
    const section = page.locator('#storeConfigSection-integrations')
    await hydrated(page)
    // the first visit of a run may wait on Vite compiling the page (a cold cache: 30 s seen)
    await section.getByText('Tu tienda no tiene token principal.').waitFor({ timeout: 60_000 })

    await section.getByRole('button', { name: 'Generar token' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tu token de integración' })
    await dialog.getByText('Guárdalo ahora: no lo volveremos a mostrar.').waitFor()
    await dialog.getByRole('button', { name: 'Copiar token' }).waitFor()
    const first = (await dialog.getByTestId('integration-token').innerText()).trim()
    assert.isNotNull(await User.accessTokens.verify(new Secret(first)))
    await dialog.getByRole('button', { name: 'Ya lo guardé' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await section.getByText('Sin uso todavía').waitFor()

    await section.getByRole('button', { name: 'Rotar token' }).click()
    const confirm = page.getByRole('dialog', { name: '¿Rotar el token de integración?' })
    await confirm.getByText('dejará de funcionar de inmediato', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Rotar token' }).click()
    await dialog.getByTestId('integration-token').waitFor()
    const second = (await dialog.getByTestId('integration-token').innerText()).trim()
    assert.notEqual(second, first)
    assert.isNull(await User.accessTokens.verify(new Secret(first)))
    assert.isNotNull(await User.accessTokens.verify(new Secret(second)))

    await page.reload()
    await hydrated(page)
    await page
      .locator('#storeConfigSection-integrations')
      .getByText('Creado el', { exact: false })
      .waitFor()
    assert.notInclude(await page.content(), second)
  }).timeout(120_000)
})

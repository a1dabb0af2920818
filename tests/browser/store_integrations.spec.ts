import { test } from '@japa/runner'
import { Secret } from '@adonisjs/core/helpers'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeGoStore } from '#tests/helpers/vendors'
import { hydrated } from '#tests/helpers/hydration'
import { Receiver, verifyWebhook } from '#tests/functional/integrations/webhook_helpers'

/**
 * Integraciones (issue 24) as the owner uses it: a token with two scopes, shown once, listed
 * with its permissions; a webhook to the store's own server, its secret shown once, 'Enviar
 * prueba' reaching that server signed, the delivery in 'Registro de entregas' and 'Reenviar'
 * sending the same event id again.
 */
test.group('Store integrations in the browser', (group) => {
  freshDatabase(group)

  test('a scoped token, a webhook, a signed test delivery and Reenviar', async ({
    browserContext,
    visit,
    assert,
    cleanup,
  }) => {
    const server = await new Receiver().start()
    cleanup(() => server.close())
    const { store, owner } = await makeGoStore()
    await browserContext.loginAs(owner)
    const page = await visit(`/tienda/${store.urlPath}/store/page#storeConfigSection-integrations`)
    const section = page.locator('#storeConfigSection-integrations')
    await hydrated(page)
    // the first visit of a run may wait on Vite compiling the page
    await section.getByText('Tu tienda no tiene tokens de integración con permisos.').waitFor({
      timeout: 60_000,
    })

    // a token with two scopes
    await section.getByRole('button', { name: 'Crear token' }).click()
    const create = page.getByRole('dialog', { name: 'Crear token de integración' })
    await create.getByRole('textbox').first().fill('Inventario ERP')
    await create.getByRole('checkbox', { name: 'Leer solicitudes (requests:read)' }).check()
    await create.getByRole('checkbox', { name: 'Cotizar (quotations:write)' }).check()
    await create.getByRole('button', { name: 'Crear token' }).click()
    const shown = page.getByRole('dialog', { name: 'Tu token de integración' })
    const value = (await shown.getByTestId('integration-token').innerText()).trim()
    const token = await User.accessTokens.verify(new Secret(value))
    assert.sameMembers(token!.abilities, [`store:${store.id}`, 'requests:read', 'quotations:write'])
    await shown.getByRole('button', { name: 'Ya lo guardé' }).click()
    await shown.waitFor({ state: 'hidden' })
    const row = section.getByRole('row', { name: /Inventario ERP/ })
    await row.getByText('Leer solicitudes').waitFor()
    await row.getByText('Cotizar').waitFor()

    // a webhook to the store's server
    await section.getByRole('button', { name: 'Agregar webhook' }).click()
    const add = page.getByRole('dialog', { name: 'Agregar webhook' })
    await add.getByRole('textbox', { name: 'URL' }).fill(server.url)
    await add
      .getByRole('checkbox', { name: 'Nueva solicitud de cotización para tu tienda' })
      .check()
    await add.getByRole('button', { name: 'Agregar webhook' }).click()
    const secretDialog = page.getByRole('dialog', { name: 'Secreto del webhook' })
    const secret = (await secretDialog.getByTestId('webhook-secret').innerText()).trim()
    assert.match(secret, /^whsec_/)
    await secretDialog.getByRole('button', { name: 'Listo' }).click()
    await secretDialog.waitFor({ state: 'hidden' })

    // 'Enviar prueba' reaches the server, signed with that secret, and shows in the log
    await section.getByRole('button', { name: 'Enviar prueba' }).click()
    const deadline = Date.now() + 30_000
    while (server.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.lengthOf(server.received, 1)
    const first = server.received[0]
    assert.isTrue(verifyWebhook({ secret, headers: first.headers, rawBody: first.rawBody }).ok)
    const log = section.getByRole('table').last()
    await log.getByText(first.body.id).waitFor()
    await log.getByText('Entregado').waitFor()

    // 'Reenviar': the same event id again, with a fresh signature
    await log.getByRole('button', { name: 'Reenviar' }).first().click()
    const again = Date.now() + 30_000
    while (server.received.length < 2 && Date.now() < again) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.lengthOf(server.received, 2)
    assert.equal(server.received[1].body.id, first.body.id)
    assert.isTrue(
      verifyWebhook({
        secret,
        headers: server.received[1].headers,
        rawBody: server.received[1].rawBody,
      }).ok
    )
    assert.notInclude(await page.content(), secret)
  }).timeout(120_000)
})

import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { activateAsStaff, registerFrenosLa80 } from '#tests/helpers/store_browser'
import Store from '#stores/models/store'

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
    await registerFrenosLa80(page)

    const store = await Store.findByOrFail('url_path', 'frenos-la-80')
    assert.equal(store.taxId, '800003122-6')
    assert.isFalse(store.goModuleActive)

    await browserContext.clearCookies()
    await browserContext.loginAs(staff)
    const staffPage = await visit('/')
    await activateAsStaff(staffPage, 'Frenos La 80')

    await store.refresh()
    assert.isTrue(store.goModuleActive)
    assert.equal(store.serviceCostPercent, 0.05)
    assert.equal(store.serviceCost, 1000)
  })
})

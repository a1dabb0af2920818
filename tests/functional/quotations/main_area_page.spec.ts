import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { MAIN_AREA, makeBuyer, makeModuleManager } from '#tests/helpers/requests'

const CLOSE_REASONS = [
  { value: 'already_bought', label: 'Ya lo compré' },
  { value: 'only_quoting', label: 'Solo estaba cotizando' },
  { value: 'no_longer_needed', label: 'Ya no necesito el producto' },
  { value: 'other', label: 'Otro' },
]

test.group('Main area page (/repuestosGo/page/index)', (group) => {
  freshDatabase(group)

  test('a buyer gets the page on the Solicitadas tab', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client.get(MAIN_AREA).loginAs(buyer).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('quotations/index')
    response.assertInertiaPropsContains({
      tab: 'solicitadas',
      tabs: ['solicitadas'],
      isStaff: false,
      pageSize: 20,
      closeReasons: CLOSE_REASONS,
    })
  })

  test('the tab route renders the same page with its tab', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client.get(`${MAIN_AREA}/solicitadas`).loginAs(buyer).withInertia()
    response.assertInertiaComponent('quotations/index')
    response.assertInertiaPropsContains({ tab: 'solicitadas' })
  })

  test('a tab that does not exist sends back to the main area', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client.get(`${MAIN_AREA}/pendientes`).loginAs(buyer).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', MAIN_AREA)
  })

  test('a module manager is told they are staff', async ({ client }) => {
    const manager = await makeModuleManager()
    const response = await client.get(MAIN_AREA).loginAs(manager).withInertia()
    response.assertInertiaPropsContains({ isStaff: true })
  })

  test('a guest is sent to the login page with the way back', async ({ client }) => {
    for (const url of [MAIN_AREA, `${MAIN_AREA}/solicitadas`]) {
      const response = await client.get(url).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', `/users/page/login?urlreturn=${encodeURIComponent(url)}`)
    }
  })
})

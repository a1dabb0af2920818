import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import QueueNotification from '#notifications/models/queue_notification'
import NotifyVendorsOfNewRequest from '#notifications/listeners/notify_vendors_of_new_request'
import NotificationPush from '#notifications/services/notification_push'
import { StoreFactory } from '#database/factories/store_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrandAndCity, makeBuyer, makeRequest, MAIN_AREA } from '#tests/helpers/requests'
import { makeUser } from '#tests/helpers/people'
import { makeNotification } from '#tests/helpers/notifications'

/** A vendor whose GO store sells Mazda, and a new Mazda request they were told about. */
async function vendorWithNewRequest() {
  const { brand, city } = await makeBrandAndCity('Mazda', 'Medellín')
  const vendor = await makeUser({ fullName: 'Laura Vendedora', isVendor: true, userKind: 'vendor' })
  const store = await StoreFactory.merge({ userId: vendor.id, goModuleActive: true }).create()
  await store.related('brands').attach([brand.id])
  const request = await makeRequest(await makeBuyer(), {
    brandId: brand.id,
    cityId: city.id,
    vehicleModel: 'CX-30',
    vehicleYear: 2022,
  })
  const listener = await app.container.make(NotifyVendorsOfNewRequest)
  await listener.notify(request.id)
  return { vendor, request }
}

test.group('Header bell', (group) => {
  freshDatabase(group)

  test('a vendor sees 1, opens the list, follows it and the count drops to 0', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { vendor, request } = await vendorWithNewRequest()
    await browserContext.loginAs(vendor)
    const page = await visit(MAIN_AREA)

    const bell = page.getByTestId('notifications-bell')
    await page.locator('[data-testid="notifications-bell"][data-count="1"]').waitFor()
    assert.equal(await bell.getAttribute('aria-label'), 'Notificaciones: 1 pendiente')
    await page.getByTestId('notifications-indicator').getByText('1', { exact: true }).waitFor()

    await bell.click()
    const dropdown = page.getByTestId('notifications-dropdown')
    const item = dropdown.getByTestId('notification-item')
    await item.waitFor()
    assert.include(
      await item.innerText(),
      `Nueva solicitud de cotización Nº ${request.code}: Mazda CX-30 2022`
    )
    await dropdown.getByText('Hace un momento').waitFor()

    await item.click()
    await page.waitForURL(`**/repuestosGo/quotationRequest/${request.id}`)
    await page.locator('[data-testid="notifications-bell"][data-count="0"]').waitFor()
    const notification = await QueueNotification.findByOrFail('user_id', vendor.id)
    assert.isNotNull(notification.doneAt)

    await page.getByTestId('notifications-bell').click()
    await page.getByText('No tienes notificaciones pendientes').waitFor()
  })

  test('the count goes up live and "Marcar todas como leídas" clears it', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const buyer = await makeBuyer()
    await browserContext.loginAs(buyer)
    const subscribed = browserContext.waitForEvent('response', {
      predicate: (response) =>
        response.url().endsWith('/__transmit/subscribe') &&
        response.status() === 204 &&
        response.request().postDataJSON()?.channel === `users/${buyer.id}/notifications`,
    })
    const page = await visit(MAIN_AREA)
    await page.locator('[data-testid="notifications-bell"][data-count="0"]').waitFor()
    await subscribed

    // Two notifications arrive while the page is open: the push updates the count.
    await makeNotification(buyer, { message: 'Recibiste una nueva cotización', url: '/x/1' })
    await makeNotification(buyer, { message: 'Tienes un nuevo mensaje', url: '/x/2' })
    await new NotificationPush().countsChanged([buyer.id])
    await page.locator('[data-testid="notifications-bell"][data-count="2"]').waitFor()
    assert.equal(
      await page.getByTestId('notifications-bell').getAttribute('aria-label'),
      'Notificaciones: 2 pendientes'
    )

    await page.getByTestId('notifications-bell').click()
    await page.getByTestId('notification-item').nth(1).waitFor()
    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click()
    await page.getByText('No tienes notificaciones pendientes').waitFor()
    await page.locator('[data-testid="notifications-bell"][data-count="0"]').waitFor()
    assert.lengthOf(await QueueNotification.query().whereNull('done_at'), 0)
  })

  test('at 375 px a code in the list is never cut at its hyphen', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const buyer = await makeBuyer()
    // the code a little further each time: in some of them it meets the line's end
    for (let step = 1; step <= 8; step++) {
      await makeNotification(buyer, {
        message: `Cotización ${'x'.repeat(step * 4)} SC-000123 lista`,
        url: `/x/${step}`,
      })
    }
    await browserContext.loginAs(buyer)
    const page = await visit(MAIN_AREA)
    await page.setViewportSize({ width: 375, height: 900 })
    await page.locator('[data-testid="notifications-bell"][data-count="8"]').click()
    await page.getByTestId('notification-item').nth(7).waitFor()
    const lines = await page.getByTestId('notification-item').evaluateAll((items: any[]) =>
      items.map((item) => {
        const walker = item.ownerDocument.createTreeWalker(item, 4)
        while (walker.nextNode()) {
          const node = walker.currentNode
          const at = node.textContent.indexOf('SC-000123')
          if (at < 0) continue
          const range = item.ownerDocument.createRange()
          range.setStart(node, at)
          range.setEnd(node, at + 'SC-000123'.length)
          return new Set([...range.getClientRects()].map((rect: any) => Math.round(rect.top))).size
        }
        return 0
      })
    )
    assert.deepEqual(lines, Array(8).fill(1))
  })

  test('guests have no bell', async ({ visit, assert }) => {
    const page = await visit('/')
    await page.getByTestId('open-login').waitFor()
    assert.equal(await page.getByTestId('notifications-bell').count(), 0)
  })
})

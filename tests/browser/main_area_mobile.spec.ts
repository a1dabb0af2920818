import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrand, makeGoStore } from '#tests/helpers/vendors'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'

/** At 375 px every tab of the main area is whole and reachable (they were cut off). */
test.group('Main area at 375 px', (group) => {
  freshDatabase(group)

  test("a vendor's five tabs fit the screen", async ({ browserContext, visit, assert }) => {
    const { owner } = await makeGoStore({ brands: [await makeBrand()] })
    await browserContext.loginAs(owner)
    const page = await visit('/repuestosGo/page/index')
    await page.setViewportSize({ width: 375, height: 740 })
    const tabs = page.getByTestId('main-area-tabs').getByRole('tab')
    await tabs.first().waitFor()
    const count = await tabs.count()
    assert.isAtLeast(count, 4)
    for (let index = 0; index < count; index++) {
      const box = (await tabs.nth(index).boundingBox())!
      assert.isAtLeast(box.x, 0, `tab ${index} starts on screen`)
      assert.isAtMost(box.x + box.width, 375, `tab ${index} ends on screen`)
    }
    const scroll = await page.evaluate('document.documentElement.scrollWidth')
    assert.isAtMost(Number(scroll), 375, 'no sideways scroll')
  })

  test('Pendientes and the discard dialog fit, the request code is never cut in two', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const brand = await makeBrand()
    const { owner } = await makeGoStore({ brands: [brand] })
    const request = await makeRequest(await makeBuyer(), {
      brandId: brand.id,
      vehicleModel: 'Grand Cherokee Limited Overland Summit',
    })
    await browserContext.loginAs(owner)
    const page = await visit('/repuestosGo/page/index/pendientes')
    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByTestId('pending-row').first().waitFor()
    assert.isAtMost(
      Number(await page.evaluate('document.documentElement.scrollWidth')),
      375,
      'no sideways scroll on Pendientes'
    )

    await page.getByRole('button', { name: `Descartar ${request.code}` }).click()
    const code = page.getByRole('dialog').locator('strong', { hasText: request.code })
    await code.waitFor()
    const lines = await code.evaluate((element: any) => element.getClientRects().length)
    assert.equal(lines, 1, `${request.code} on one line`)
    const dialog = (await page.getByRole('dialog').boundingBox())!
    assert.isAtMost(dialog.x + dialog.width, 375, 'the dialog ends on screen')
  })
})

import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrand, makeGoStore } from '#tests/helpers/vendors'

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
})
